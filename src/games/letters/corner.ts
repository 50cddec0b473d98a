// Dictionary Corner for letters: every word of the greatest length, and the next length down,
// common words first (most said first), and what the best of them mean.

import { loadDictionary } from "../../solvers/dictionary/index.ts";
import { wordsFromLetters } from "../../solvers/letters.ts";
import type { Section } from "../rules.ts";
import { wordLines } from "../words.ts";
import type { LettersBoard } from "./board.ts";
import type { LettersOptions } from "./options.ts";
import { inoffensive } from "../offensive.ts";
import { withoutDenied } from "../rulings.ts";
import { commonFirst } from "../common-words.ts";
import { meanings } from "../definitions.ts";

const DEFINED = 2;

export function lettersCorner(board: LettersBoard, options: LettersOptions): Section[] {
  const words = inoffensive(withoutDenied(wordsFromLetters(loadDictionary(options.dict), board.letters), options));
  if (words.length === 0) return [{ title: "Dictionary Corner", lines: ["No word can be made from these letters."] }];
  const longest = words[0].length;
  const groups = [longest, longest - 1]
    .map((length) => ({ length, group: commonFirst(words.filter((w) => w.length === length)) }))
    .filter(({ group }) => group.length > 0);
  const defined = meanings(groups[0].group, DEFINED);
  const meaning = defined.length > 0 ? [{ title: "Dictionary Corner — what they mean", lines: defined }] : [];
  return [...groups.map(({ length, group }) => ({ title: `Dictionary Corner — ${length} letters`, lines: wordLines(group) })), ...meaning];
}
