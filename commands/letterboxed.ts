// /letterboxed: chain words around a square of twelve letters.

import { InteractionContextType, SlashCommandBuilder } from "discord.js";
import type { SlashCommand } from "../src/discord/context.ts";
import { dictionaryOption, durationOption, ratedOf, ratedOption, suggestDictionaries } from "../src/discord/options.ts";
import { startRound } from "../src/discord/start-round.ts";
import { ROUND_DICTIONARIES } from "../src/games/word-lists.ts";

export const command: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("letterboxed")
    .setDescription("Start a Letter Boxed round: use all twelve letters in as few words as you can")
    .setContexts(InteractionContextType.Guild)
    .addIntegerOption(durationOption("letterboxed"))
    .addStringOption(dictionaryOption)
    .addBooleanOption(ratedOption),
  execute: (i, ctx) => startRound(i, ctx, "letterboxed", { duration: i.options.getInteger("duration"), dict: i.options.getString("dictionary") }, { rated: ratedOf(i) }),
  autocomplete: (i) => suggestDictionaries(i, ROUND_DICTIONARIES),
};
