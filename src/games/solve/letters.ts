// `solve letters`: every word from the letters, shown grouped by length, longest first.

import { loadDictionary } from "../../solvers/dictionary/index.ts";
import { readLetterBag } from "../../solvers/letter-bag.ts";
import { wordsFromLetters } from "../../solvers/letters.ts";
import { readDictName, readText } from "./fields.ts";
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
    const dict = readDictName(fields, "british");
    if (!dict.ok) return dict;
    const text = readText(fields, "letters");
    if (!text.ok) return text;
    const bag = readLetterBag(text.value);
    if (!bag.ok) return refused(bag.error);
    if (bag.letters.length > 30) return refused(`Too many letters (${bag.letters.length}): at most 30.`);
    const words = wordsFromLetters(loadDictionary(dict.value), bag.letters);
    return solved({ game: "letters", dict: dict.value, letters: bag.letters, words });
  },
  describe: (s) => describeWordsByLength(s.letters, s.dict, s.words),
};
