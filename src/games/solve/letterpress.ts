// `solve letterpress`: every word of 4+ letters (what the game accepts) the 25 tiles can spell,
// grouped by length.

import { loadDictionary } from "../../solvers/dictionary/index.ts";
import { letterpressWords } from "../../solvers/letterpress.ts";
import { LETTERPRESS_MIN_LENGTH } from "../letterpress/check.ts";
import { LETTERPRESS_TILES } from "../letterpress/deal.ts";
import { describeWordsByLength } from "./describe.ts";
import { readLettersOfLength } from "./fields.ts";
import { makePuzzle, type SolveResult } from "./puzzle.ts";
import { DEFAULT_DICTIONARY } from "../model.ts";

export interface LetterpressSolution extends SolveResult {
  readonly game: "letterpress";
  readonly dict: string;
  readonly letters: string;
  readonly words: string[];
}

export const letterpressPuzzle = makePuzzle({
  game: "letterpress",
  mainField: "letters",
  usage: "letterpress <25 letters> [--dict NAME]   every word the board can spell",
  read: (fields) => readLettersOfLength(fields, DEFAULT_DICTIONARY, LETTERPRESS_TILES, "A Letterpress board"),
  answer: ({ dict, letters }): LetterpressSolution => ({ game: "letterpress", dict, letters, words: letterpressWords(loadDictionary(dict), letters, LETTERPRESS_MIN_LENGTH) }),
  describe: (s) => describeWordsByLength(s.letters, s.dict, s.words),
});
