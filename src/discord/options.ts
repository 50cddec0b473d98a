// Options shared by the game commands: the round's length within the game's limits, and the
// dictionary (autocompleted with a line about each list).

import type { AutocompleteInteraction, SlashCommandIntegerOption, SlashCommandStringOption } from "discord.js";
import { DICTIONARY_NAMES as SOLVER_DICTIONARIES } from "../solvers/dictionary/index.ts";
import { DURATION_LIMITS, ROUND_DICTIONARIES } from "../games/model.ts";
import type { GameName } from "../games/model.ts";
import { cutText, LIMITS } from "./render/limits.ts";

export const DICTIONARY_ABOUT: Readonly<Record<string, string>> = {
  british: "British English (SCOWL, -ise and -ize)",
  american: "American English (SCOWL)",
  common: "common everyday words only",
  scrabble: "the big word-game list, 274,000 words",
};

/** Dictionaries a round may use, and the ones `/solve` can read. */
export const ROUND_DICTIONARY_NAMES: readonly string[] = ROUND_DICTIONARIES;
export const SOLVE_DICTIONARY_NAMES: readonly string[] = SOLVER_DICTIONARIES;

export function durationOption(game: GameName): (option: SlashCommandIntegerOption) => SlashCommandIntegerOption {
  const [min, max] = DURATION_LIMITS[game];
  return (option) =>
    option.setName("duration").setDescription(`How long the round lasts, in seconds (${min}–${max})`).setMinValue(min).setMaxValue(max);
}

export function dictionaryOption(option: SlashCommandStringOption): SlashCommandStringOption {
  return option.setName("dictionary").setDescription("Which word list judges the words").setAutocomplete(true).setMaxLength(20);
}

/** Suggests the dictionaries whose name starts with (or contains) what the user typed. */
export async function suggestDictionaries(interaction: AutocompleteInteraction, names: readonly string[]): Promise<void> {
  const typed = interaction.options.getFocused().trim().toLowerCase();
  const matches = [...names.filter((n) => n.startsWith(typed)), ...names.filter((n) => !n.startsWith(typed) && n.includes(typed))];
  await interaction.respond(
    matches.slice(0, LIMITS.choices).map((name) => ({ name: cutText(`${name}: ${DICTIONARY_ABOUT[name] ?? name}`, LIMITS.choiceName), value: name })),
  );
}
