// Dealing a conundrum: one of the most said nine-letter words, with no other anagram in the
// round's dictionary and not in the offensive tables (no quiz answer), scrambled into words
// where its letters allow (scramble.ts).

import { loadDictionary, type Dictionary, type DictName } from "../../solvers/dictionary/index.ts";
import type { Random } from "../../solvers/random.ts";
import { commonFirst } from "../common-words.ts";
import { isTouchy } from "../offensive.ts";
import { scramble } from "./scramble.ts";

export const CONUNDRUM_LETTERS = 9;
// Answers come from this many of the most said nine-letter words: measured on SUBTLEX, past
// about 3,000 they turn into words like "vouchsafe" and "worrywart".
const ANSWERS_FROM = 3000;

export interface ConundrumBoard {
  /** The nine letters as shown (lowercase), never the answer itself. */
  readonly scramble: string;
}

const candidates = new Map<DictName, readonly string[]>();

/** The common nine-letter words that are the only anagram of their letters in the list, most said first. */
export function conundrumWords(dictName: DictName): readonly string[] {
  let words = candidates.get(dictName);
  if (!words) {
    const dict = loadDictionary(dictName);
    const nines = loadDictionary("common").words().filter((word) => word.length === CONUNDRUM_LETTERS);
    words = commonFirst(nines)
      .slice(0, ANSWERS_FROM)
      .filter((word) => isUniqueAnswer(word, dict) && !isTouchy(word));
    candidates.set(dictName, words);
  }
  return words;
}

export function dealConundrum(random: Random, dictName: DictName): ConundrumBoard {
  const words = conundrumWords(dictName);
  const answer = words[random.int(words.length)];
  return { scramble: scramble(answer, loadDictionary("common"), random) };
}

function isUniqueAnswer(word: string, dict: Dictionary): boolean {
  const answers = dict.anagrams(word);
  return answers.length === 1 && answers[0] === word;
}
