// /countdown in Discord: the lobby (a public message with Join, Leave and Start), then the
// game runs in the channel through the engine; /countdown stop ends it. The host decides,
// this file only reads the interaction and renders what comes back.

import type { ButtonInteraction, ChatInputCommandInteraction } from "discord.js";
import type { CountdownFormat, OpponentLevel } from "../games/model.ts";
import type { BotContext } from "./context.ts";
import type { CustomId } from "./custom-ids.ts";
import { tellPrivately } from "./errors.ts";
import { canManageServer } from "./permissions.ts";
import { playerOf } from "./players.ts";
import { lobbyMessage, newsMessage } from "./render/countdown.ts";
import { asEdit } from "./render/message.ts";
import { startProblem } from "./start-round.ts";

type LobbyPress = Extract<CustomId, { kind: "game" }>;

export async function openLobby(interaction: ChatInputCommandInteraction, ctx: BotContext, format: CountdownFormat, level: OpponentLevel | null): Promise<void> {
  const { guildId, channelId } = interaction;
  if (guildId === null) return tellPrivately(interaction, "Countdown games are played in a server's channels.", ctx.logger);
  const problem = startProblem(interaction, guildId, ctx);
  if (problem !== null) return tellPrivately(interaction, problem, ctx.logger);
  const opened = ctx.games.open({ guildId, channelId, player: playerOf(interaction), format, level });
  if (!opened.ok) return tellPrivately(interaction, opened.error, ctx.logger);
  await interaction.reply(lobbyMessage(opened.value));
}

export async function pressLobby(interaction: ButtonInteraction, ctx: BotContext, { gameId, action }: LobbyPress): Promise<void> {
  const player = playerOf(interaction);
  if (action !== "start") {
    const changed = action === "join" ? ctx.games.join(gameId, player) : ctx.games.leave(gameId, player);
    if (!changed.ok) return tellPrivately(interaction, changed.error, ctx.logger);
    return void (await interaction.update(asEdit(lobbyMessage(changed.value))));
  }
  await interaction.deferUpdate();
  const started = await ctx.games.start(gameId, player);
  if (!started.ok) return tellPrivately(interaction, started.error, ctx.logger);
  await interaction.editReply(asEdit(lobbyMessage(started.value)));
}

export async function stopGame(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const stopped = await ctx.games.stop(interaction.channelId, playerOf(interaction), canManageServer(interaction));
  if (!stopped.ok) return tellPrivately(interaction, stopped.error, ctx.logger);
  await interaction.reply(newsMessage(stopped.value));
}
