// /conundrum: a race to unscramble nine letters.

import { InteractionContextType, SlashCommandBuilder } from "discord.js";
import type { SlashCommand } from "../src/discord/context.ts";
import { dictionaryOption, durationOption, levelOf, levelOption, opponentOption, ratedOf, ratedOption, suggestDictionaries } from "../src/discord/options.ts";
import { startRound } from "../src/discord/start-round.ts";
import { ROUND_DICTIONARIES } from "../src/games/word-lists.ts";

export const command: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("conundrum")
    .setDescription("Start a Countdown conundrum: first to unscramble the nine letters wins")
    .setContexts(InteractionContextType.Guild)
    .addIntegerOption(durationOption("conundrum"))
    .addStringOption(dictionaryOption)
    .addStringOption(opponentOption)
    .addStringOption(levelOption)
    .addBooleanOption(ratedOption),
  execute: (i, ctx) =>
    startRound(i, ctx, "conundrum", { duration: i.options.getInteger("duration"), dict: i.options.getString("dictionary") }, { opponent: levelOf(i), rated: ratedOf(i) }),
  autocomplete: (i) => suggestDictionaries(i, ROUND_DICTIONARIES),
};
