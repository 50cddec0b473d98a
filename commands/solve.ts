// /solve <game>: every answer to a board, from the same solvers as Dictionary Corner.

import { SlashCommandBuilder, type SlashCommandBooleanOption, type SlashCommandStringOption, type SlashCommandSubcommandBuilder } from "discord.js";
import type { SlashCommand } from "../src/discord/context.ts";
import { suggestDictionaries } from "../src/discord/options.ts";
import { EVERYWHERE } from "../src/discord/installs.ts";
import { replyWithSolution } from "../src/discord/solve-reply.ts";
import { SOLVE_DICTIONARIES } from "../src/games/word-lists.ts";

const dictionary = (o: SlashCommandStringOption) =>
  o.setName("dictionary").setDescription("Which word list (default: the game's usual one)").setAutocomplete(true).setMaxLength(20);

const privately = (o: SlashCommandBooleanOption) => o.setName("private").setDescription("Show the answers to you only (default: to the channel)");

const withDictionary = (s: SlashCommandSubcommandBuilder, game: string, description: string, field: string, example: string) =>
  s
    .setName(game)
    .setDescription(description)
    .addStringOption((o) => o.setName(field).setDescription(example).setRequired(true).setMaxLength(100))
    .addStringOption(dictionary)
    .addBooleanOption(privately);

export const command: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("solve")
    .setDescription("Solve a board: every word, or the numbers solution")
    .setIntegrationTypes(...EVERYWHERE.integrationTypes)
    .setContexts(...EVERYWHERE.contexts)
    .addSubcommand((s) => withDictionary(s, "letters", "Every word from some letters, longest first", "letters", "The letters, e.g. MHIRCOACT"))
    .addSubcommand((s) =>
      s
        .setName("numbers")
        .setDescription("Reach a target with up to six numbers")
        .addStringOption((o) => o.setName("numbers").setDescription("The numbers, e.g. 25 50 75 100 3 6").setRequired(true).setMaxLength(60))
        .addIntegerOption((o) => o.setName("target").setDescription("The target, e.g. 952").setRequired(true).setMinValue(1).setMaxValue(1_000_000))
        .addBooleanOption(privately),
    )
    .addSubcommand((s) => withDictionary(s, "conundrum", "The nine-letter word(s) in nine letters", "letters", "The nine letters"))
    .addSubcommand((s) => withDictionary(s, "boggle", "Every word on a Boggle grid", "board", "Rows separated by spaces or /, e.g. ABCD EFGH IJKL MNOP (q or qu for Qu)"))
    .addSubcommand((s) => withDictionary(s, "letterpress", "Every word from 25 Letterpress tiles", "letters", "The 25 letters"))
    .addSubcommand((s) => withDictionary(s, "letterboxed", "Solutions to a Letter Boxed square", "sides", "The four sides, e.g. RME WCL TGK API")),
  async execute(i, ctx) {
    const game = i.options.getSubcommand();
    const fields: Record<string, string | number> = {};
    for (const option of i.options.data[0]?.options ?? []) {
      if (option.value !== undefined && option.name !== "private") fields[option.name === "dictionary" ? "dict" : option.name] = option.value as string | number;
    }
    await replyWithSolution(i, ctx, { game, fields }, i.options.getBoolean("private") ?? false);
  },
  autocomplete: (i) => suggestDictionaries(i, SOLVE_DICTIONARIES),
};
