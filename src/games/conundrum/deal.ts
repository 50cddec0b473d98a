// Dealing a conundrum: an answer from the pool (pool.ts), scrambled into words where its
// letters allow (scramble.ts).

import { loadDictionary, type DictName } from "../../solvers/dictionary/index.ts";
import type { Random } from "../../solvers/random.ts";
import { conundrumWords } from "./pool.ts";
import { scramble } from "./scramble.ts";

export const CONUNDRUM_LETTERS = 9;

export interface ConundrumBoard {
  /** The nine letters as shown (lowercase), never the answer itself. */
  readonly scramble: string;
}

export function dealConundrum(random: Random, dictName: DictName): ConundrumBoard {
  const words = conundrumWords(dictName);
  return conundrumOf(words[random.int(words.length)], random);
}

/** The board of a chosen answer (the daily puzzle's). */
export function conundrumOf(answer: string, random: Random): ConundrumBoard {
  return { scramble: scramble(answer, loadDictionary("common"), random) };
}
