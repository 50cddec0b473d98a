// /letterpress: subcommands, since Discord forbids mixing them with options. `round`: a timed
// round on 25 tiles, words from any tiles.

import { InteractionContextType, SlashCommandBuilder } from "discord.js";
import type { SlashCommand } from "../src/discord/context.ts";
import { dictionaryOption, durationOption, suggestDictionaries } from "../src/discord/options.ts";
import { startRound } from "../src/discord/start-round.ts";
import { ROUND_DICTIONARIES } from "../src/games/word-lists.ts";

export const command: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("letterpress")
    .setDescription("Letterpress: a timed round for everyone")
    .setContexts(InteractionContextType.Guild)
    .addSubcommand((s) =>
      s
        .setName("round")
        .setDescription("Start a Letterpress round: words of 4+ letters from any of the 25 tiles")
        .addIntegerOption(durationOption("letterpress"))
        .addStringOption(dictionaryOption),
    ),
  execute: (i, ctx) => startRound(i, ctx, "letterpress", { duration: i.options.getInteger("duration"), dict: i.options.getString("dictionary") }),
  autocomplete: (i) => suggestDictionaries(i, ROUND_DICTIONARIES),
};
