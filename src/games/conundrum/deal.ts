// Dealing a conundrum: a common nine-letter word with no other anagram in the round's
// dictionary, scrambled as a four- and a five-letter common word where the letters allow.

import { loadDictionary, type Dictionary, type DictName } from "../../solvers/dictionary/index.ts";
import type { Random } from "../../solvers/random.ts";
import { shuffleLetters } from "../words.ts";
import { isOffensive } from "../offensive.ts";

export const CONUNDRUM_LETTERS = 9;
const FIRST_WORD = 4;
// Random common words are tried until one fits; about one in nine does, so this bound
// is only reached if the lists are broken.
const MAX_TRIES = 100_000;

export interface ConundrumBoard {
  /** The nine letters as shown (lowercase), never the answer itself. */
  readonly scramble: string;
}

export function dealConundrum(random: Random, dictName: DictName): ConundrumBoard {
  const common = loadDictionary("common");
  const dict = loadDictionary(dictName);
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    const word = common.word(random.int(common.size));
    if (isUniqueAnswer(word, dict)) return { scramble: scramble(word, common, random) };
  }
  throw new Error(`No conundrum word found in ${MAX_TRIES} tries of the common list against ${dictName}.`);
}

function isUniqueAnswer(word: string, dict: Dictionary): boolean {
  if (word.length !== CONUNDRUM_LETTERS || isOffensive(word)) return false;
  const answers = dict.anagrams(word);
  return answers.length === 1 && answers[0] === word;
}

/** A random four-plus-five word pair spelling the answer's letters, else a plain shuffle. */
export function scramble(answer: string, common: Dictionary, random: Random): string {
  const pairs = wordPairs(answer, common).filter((pair) => pair !== answer);
  if (pairs.length > 0) return pairs[random.int(pairs.length)];
  let shuffled = answer;
  while (shuffled === answer) shuffled = shuffleLetters(answer, random);
  return shuffled;
}

/** Every common four-letter word followed by a common five-letter word of the same letters. */
export function wordPairs(letters: string, common: Dictionary): string[] {
  const pairs = new Set<string>();
  const seen = new Set<string>();
  for (const chosen of indexSubsets(letters.length, FIRST_WORD)) {
    const first = chosen.map((i) => letters[i]).sort().join("");
    if (seen.has(first)) continue;
    seen.add(first);
    const rest = [...letters].filter((_, i) => !chosen.includes(i)).join("");
    const fives = common.anagrams(rest).filter((w) => !isOffensive(w));
    if (fives.length === 0) continue;
    for (const four of common.anagrams(first)) {
      if (!isOffensive(four)) for (const five of fives) pairs.add(four + five);
    }
  }
  return [...pairs].sort();
}

/** Every way to choose k of the indexes 0..n-1, each in ascending order. */
function indexSubsets(n: number, k: number, from = 0): number[][] {
  if (k === 0) return [[]];
  const subsets: number[][] = [];
  for (let i = from; i <= n - k; i++) {
    for (const rest of indexSubsets(n, k - 1, i + 1)) subsets.push([i, ...rest]);
  }
  return subsets;
}
