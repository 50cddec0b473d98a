// /letters: a Countdown letters round. Without `picks`, the starter picks with buttons.

import { InteractionContextType, SlashCommandBuilder } from "discord.js";
import type { SlashCommand } from "../src/discord/context.ts";
import { dictionaryOption, durationOption, levelOf, levelOption, opponentOption, ratedOf, ratedOption, suggestDictionaries } from "../src/discord/options.ts";
import { startRound } from "../src/discord/start-round.ts";
import { ROUND_DICTIONARIES } from "../src/games/word-lists.ts";

export const command: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("letters")
    .setDescription("Start a Countdown letters round: nine letters, the longest word wins")
    .setContexts(InteractionContextType.Guild)
    .addStringOption((o) =>
      o.setName("picks").setDescription("Nine vowels (v) and consonants (c) in order, e.g. cvccvcvcc; leave out to pick with buttons").setMinLength(9).setMaxLength(9),
    )
    .addIntegerOption(durationOption("letters"))
    .addStringOption(dictionaryOption)
    .addStringOption(opponentOption)
    .addStringOption(levelOption)
    .addBooleanOption(ratedOption),
  execute: (i, ctx) =>
    startRound(
      i,
      ctx,
      "letters",
      { picks: i.options.getString("picks"), duration: i.options.getInteger("duration"), dict: i.options.getString("dictionary") },
      { opponent: levelOf(i), rated: ratedOf(i) },
    ),
  autocomplete: (i) => suggestDictionaries(i, ROUND_DICTIONARIES),
};
