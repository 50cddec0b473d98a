// /boggle: find words on a 4x4 (or 5x5) grid of dice.

import { InteractionContextType, SlashCommandBuilder } from "discord.js";
import type { SlashCommand } from "../src/discord/context.ts";
import { dictionaryOption, durationOption, ratedOf, ratedOption, suggestDictionaries } from "../src/discord/options.ts";
import { startRound } from "../src/discord/start-round.ts";
import { ROUND_DICTIONARIES } from "../src/games/word-lists.ts";

export const command: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("boggle")
    .setDescription("Start a Boggle round: find words on adjacent dice")
    .setContexts(InteractionContextType.Guild)
    .addIntegerOption((o) =>
      o
        .setName("size")
        .setDescription("The grid: 4x4 (classic) or 5x5 (Big Boggle)")
        .addChoices({ name: "4x4 (classic)", value: 4 }, { name: "5x5 (Big Boggle)", value: 5 }),
    )
    .addIntegerOption(durationOption("boggle"))
    .addStringOption(dictionaryOption)
    .addBooleanOption(ratedOption),
  execute: (i, ctx) =>
    startRound(i, ctx, "boggle", {
      size: i.options.getInteger("size"),
      duration: i.options.getInteger("duration"),
      dict: i.options.getString("dictionary"),
    }, { rated: ratedOf(i) }),
  autocomplete: (i) => suggestDictionaries(i, ROUND_DICTIONARIES),
};
