// `solve conundrum`: the nine-letter words that use every letter.

import { conundrumAnswers } from "../../solvers/conundrum.ts";
import { loadDictionary } from "../../solvers/dictionary/index.ts";
import { CONUNDRUM_LETTERS } from "../conundrum/deal.ts";
import { readLettersRequest } from "./fields.ts";
import { refused, solved, type Puzzle, type SolveResult } from "./puzzle.ts";

export interface ConundrumSolution extends SolveResult {
  readonly game: "conundrum";
  readonly dict: string;
  readonly letters: string;
  readonly answers: string[];
}

export const conundrumPuzzle: Puzzle<ConundrumSolution> = {
  game: "conundrum",
  mainField: "letters",
  usage: "conundrum <9 letters> [--dict NAME]   the words that use every letter",
  solve(fields) {
    const request = readLettersRequest(fields, "british");
    if (!request.ok) return request;
    const { dict, letters } = request.value;
    if (letters.length !== CONUNDRUM_LETTERS) {
      return refused(`A conundrum has ${CONUNDRUM_LETTERS} letters; got ${letters.length}.`);
    }
    const answers = conundrumAnswers(loadDictionary(dict), letters);
    return solved({ game: "conundrum", dict, letters, answers });
  },
  describe: (s) =>
    s.answers.length === 0
      ? `${s.letters.toUpperCase()}: no ${CONUNDRUM_LETTERS}-letter word in the ${s.dict} list.`
      : `${s.letters.toUpperCase()} → ${s.answers.map((w) => w.toUpperCase()).join(", ")}`,
};
