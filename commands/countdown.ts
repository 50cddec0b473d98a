// /countdown start: a whole Countdown game (lobby, rounds in turn, the conundrum), with the
// computer as an opponent if asked; /countdown stop ends the game in this channel.

import { InteractionContextType, SlashCommandBuilder } from "discord.js";
import type { SlashCommand } from "../src/discord/context.ts";
import { openLobby, stopGame } from "../src/discord/countdown.ts";
import { levelOf, levelOption, opponentOption } from "../src/discord/options.ts";
import { COUNTDOWN_FORMATS, type CountdownFormat } from "../src/games/model.ts";
import { DEFAULT_FORMAT } from "../src/games/countdown/formats.ts";

export const command: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("countdown")
    .setDescription("A whole Countdown game: letters, numbers and the conundrum, taking turns")
    .setContexts(InteractionContextType.Guild)
    .addSubcommand((s) =>
      s
        .setName("start")
        .setDescription("Open a lobby for a Countdown game in this channel")
        .addStringOption((o) =>
          o
            .setName("format")
            .setDescription("short: 7 rounds (default); classic: 9; full: the 15-round show")
            .addChoices(...COUNTDOWN_FORMATS.map((f) => ({ name: f, value: f }))),
        )
        .addStringOption(opponentOption)
        .addStringOption(levelOption),
    )
    .addSubcommand((s) => s.setName("stop").setDescription("End the Countdown game in this channel (its starter, or Manage Server)")),
  execute(i, ctx) {
    if (i.options.getSubcommand() === "stop") return stopGame(i, ctx);
    const format = (i.options.getString("format") as CountdownFormat | null) ?? DEFAULT_FORMAT;
    return openLobby(i, ctx, format, levelOf(i));
  },
};
