// `solve conundrum`: the nine-letter words that use every letter.

import { conundrumAnswers } from "../../solvers/conundrum.ts";
import { loadDictionary } from "../../solvers/dictionary/index.ts";
import { CONUNDRUM_LETTERS } from "../conundrum/deal.ts";
import { readLettersOfLength } from "./fields.ts";
import { makePuzzle, type SolveResult } from "./puzzle.ts";
import { DEFAULT_DICTIONARY } from "../model.ts";

export interface ConundrumSolution extends SolveResult {
  readonly game: "conundrum";
  readonly dict: string;
  readonly letters: string;
  readonly answers: string[];
}

export const conundrumPuzzle = makePuzzle({
  game: "conundrum",
  mainField: "letters",
  usage: "conundrum <9 letters> [--dict NAME]   the words that use every letter",
  read: (fields) => readLettersOfLength(fields, DEFAULT_DICTIONARY, CONUNDRUM_LETTERS, "A conundrum"),
  answer: ({ dict, letters }): ConundrumSolution => ({ game: "conundrum", dict, letters, answers: conundrumAnswers(loadDictionary(dict), letters) }),
  describe: (s) =>
    s.answers.length === 0
      ? `${s.letters.toUpperCase()}: no ${CONUNDRUM_LETTERS}-letter word in the ${s.dict} list.`
      : `${s.letters.toUpperCase()} (${s.dict}) → ${s.answers.map((w) => w.toUpperCase()).join(", ")}`,
});
