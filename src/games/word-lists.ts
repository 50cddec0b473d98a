// The word lists by name, in one place: which ones a round may judge with, which a board can be
// solved with, and a line about each, for help, menus and refusals alike.

import { DICTIONARY_NAMES, type DictName } from "../solvers/dictionary/index.ts";
import { DEFAULT_DICTIONARY as DEFAULT, ROUND_DICTIONARIES as ROUND } from "./model.ts";

/** The lists a round may judge with; typed here, so a name that is no list fails to compile. */
export const ROUND_DICTIONARIES: readonly DictName[] = ROUND;

export const DEFAULT_DICTIONARY: DictName = DEFAULT;

/** Every list: a board can be solved with any of them. */
export const SOLVE_DICTIONARIES: readonly DictName[] = DICTIONARY_NAMES;

export const WORD_LIST_ABOUT: Readonly<Record<DictName, string>> = {
  british: "British English (SCOWL, -ise and -ize)",
  american: "American English (SCOWL)",
  common: "common everyday words only",
  scrabble: "the big word-game list, 274,000 words",
};

/** "british, american, scrabble": the names as a refusal or a help line lists them. */
export const listed = (names: readonly DictName[]): string => names.join(", ");
