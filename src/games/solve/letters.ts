// `solve letters`: every word from the letters, shown grouped by length, longest first.

import { loadDictionary } from "../../solvers/dictionary/index.ts";
import { wordsFromLetters } from "../../solvers/letters.ts";
import { readLettersRequest } from "./fields.ts";
import { refused, solved, type Puzzle, type SolveResult } from "./puzzle.ts";
import { describeWordsByLength } from "./describe.ts";

export interface LettersSolution extends SolveResult {
  readonly game: "letters";
  readonly dict: string;
  readonly letters: string;
  readonly words: string[];
}

export const lettersPuzzle: Puzzle<LettersSolution> = {
  game: "letters",
  mainField: "letters",
  usage: "letters <letters> [--dict NAME]   every word from the letters, longest first",
  solve(fields) {
    const request = readLettersRequest(fields, "british");
    if (!request.ok) return request;
    const { dict, letters } = request.value;
    if (letters.length > 30) return refused(`Too many letters (${letters.length}): at most 30.`);
    const words = wordsFromLetters(loadDictionary(dict), letters);
    return solved({ game: "letters", dict, letters, words });
  },
  describe: (s) => describeWordsByLength(s.letters, s.dict, s.words),
};
