// `solve letters`: every word from the letters, shown grouped by length, longest first.

import { loadDictionary } from "../../solvers/dictionary/index.ts";
import { wordsFromLetters } from "../../solvers/letters.ts";
import { readLettersRequest } from "./fields.ts";
import { refuse } from "../rules.ts";
import { makePuzzle, type SolveResult } from "./puzzle.ts";
import { describeWordsByLength } from "./describe.ts";
import { DEFAULT_DICTIONARY } from "../model.ts";

export interface LettersSolution extends SolveResult {
  readonly game: "letters";
  readonly dict: string;
  readonly letters: string;
  readonly words: string[];
}

export const lettersPuzzle = makePuzzle({
  game: "letters",
  mainField: "letters",
  usage: "letters <letters> [--dict NAME]   every word from the letters, longest first",
  read(fields) {
    const request = readLettersRequest(fields, DEFAULT_DICTIONARY);
    if (request.ok && request.value.letters.length > 30) return refuse(`Too many letters (${request.value.letters.length}): at most 30.`);
    return request;
  },
  answer: ({ dict, letters }): LettersSolution => ({ game: "letters", dict, letters, words: wordsFromLetters(loadDictionary(dict), letters) }),
  describe: (s) => describeWordsByLength(s.letters, s.dict, s.words),
});
