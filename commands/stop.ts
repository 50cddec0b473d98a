// /stop: end the round in this channel now and score it. The starter or a server manager.
// Inside a Countdown game it stops the game (its starter or a server manager), never one round.

import { InteractionContextType, SlashCommandBuilder } from "discord.js";
import type { SlashCommand } from "../src/discord/context.ts";
import { stopGame } from "../src/discord/countdown.ts";
import { tellPrivately } from "../src/discord/errors.ts";
import { canManageServer } from "../src/discord/permissions.ts";
import { playerOf } from "../src/discord/players.ts";
import { NO_ROUND } from "../src/discord/refusals.ts";
import { plainText } from "../src/discord/render/plain-text.ts";

export const command: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("stop")
    .setDescription("End the round in this channel now and show the results")
    .setContexts(InteractionContextType.Guild),
  async execute(i, ctx) {
    if ((await ctx.games.gameIn(i.channelId))?.state === "playing") return stopGame(i, ctx);
    const view = await ctx.engine.roundIn(i.channelId);
    if (view === null) return tellPrivately(i, NO_ROUND, ctx.logger);
    if (view.round.startedBy !== i.user.id && !canManageServer(i)) {
      const starter = view.starterName === null ? "the player who started it" : plainText(view.starterName);
      return tellPrivately(i, `Only ${starter} or someone with Manage Server can stop this round.`, ctx.logger);
    }
    await i.deferReply();
    const { value: stopped, used } = await ctx.lent.lend(
      i.channelId,
      (message) => i.editReply(message),
      () => ctx.engine.stop(i.channelId, playerOf(i), view.round.id),
    );
    if (!stopped.ok) return tellPrivately(i, stopped.error, ctx.logger);
    if (!used) await i.editReply({ content: `${view.rules.title} round stopped.` });
  },
};
