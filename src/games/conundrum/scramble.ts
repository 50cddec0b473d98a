// A conundrum's scramble: its letters read as common words where they can, as on the show
// (4 + 5, then 3 + 6, 2 + 7, then 3 + 3 + 3), never the answer's own parts swapped round
// (FOLD BLIND for BLINDFOLD) and never an offensive or touchy word; else a plain shuffle.

import type { Dictionary } from "../../solvers/dictionary/index.ts";
import type { Random } from "../../solvers/random.ts";
import { commonRank } from "../common-words.ts";
import { isTouchy, readsOffensive } from "../offensive.ts";
import { shuffleLetters } from "../words.ts";

// A scramble's words are among this many most said words: further down, subtitles give
// fragments like "hes", "gre" and "ion" that read as nothing.
const READABLE_RANK = 10_000;

const readable = (word: string): boolean => (commonRank(word) ?? Infinity) < READABLE_RANK && !isTouchy(word);

/** The word lengths a scramble may read as, best first. */
export const SPLITS: readonly (readonly number[])[] = [[4, 5], [3, 6], [2, 7], [3, 3, 3]];

const sortedLetters = (letters: string): string => [...letters].sort().join("");

/** Every way to read the letters as common words of the given lengths, in that order. */
export function wordSplits(letters: string, lengths: readonly number[], common: Dictionary): string[][] {
  if (lengths.length === 0) return letters === "" ? [[]] : [];
  const [length, ...rest] = lengths;
  const splits: string[][] = [];
  const seen = new Set<string>();
  for (const chosen of indexSubsets(letters.length, length)) {
    const key = sortedLetters(chosen.map((i) => letters[i]).join(""));
    if (seen.has(key)) continue;
    seen.add(key);
    const words = common.anagrams(key).filter(readable);
    if (words.length === 0) continue;
    const left = [...letters].filter((_, i) => !chosen.includes(i)).join("");
    for (const tail of wordSplits(left, rest, common)) for (const word of words) splits.push([word, ...tail]);
  }
  return splits;
}

/** Whether the words, in some order, spell the answer: a give-away. */
export function givesAway(words: readonly string[], answer: string): boolean {
  if (words.length === 0) return words.join("") === answer;
  return words.some((word, i) => answer.startsWith(word) && givesAway(words.toSpliced(i, 1), answer.slice(word.length)));
}

/** The scramble: a random fair split of the first kind that has one, else a shuffle. */
export function scramble(answer: string, common: Dictionary, random: Random): string {
  for (const lengths of SPLITS) {
    // Run together the words may still spell one (POST WATCH): that is shown too.
    const fair = wordSplits(answer, lengths, common).filter((words) => !givesAway(words, answer) && !readsOffensive([words.join("")]));
    if (fair.length > 0) return fair[random.int(fair.length)].join("");
  }
  let shuffled = answer;
  while (shuffled === answer || readsOffensive([shuffled])) shuffled = shuffleLetters(answer, random);
  return shuffled;
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
