// A conundrum's scramble: its letters read as common words where they can, as on the show
// (4 + 5, then 3 + 6, 2 + 7, then 3 + 3 + 3), never giving the answer away (givesAway) and
// never an offensive or touchy word; else a plain shuffle that gives nothing away either.

import type { Dictionary } from "../../solvers/dictionary/index.ts";
import type { Random } from "../../solvers/random.ts";
import { commonRank } from "../common-words.ts";
import { baseForms } from "../morphology.ts";
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

// Five of the answer's letters in a row, in its order, read as most of it (CHROM in CHROMATIC).
const GIVEAWAY_RUN = 5;

/** Whether the words, shown in this order, give the answer away: a word that is its start or
 *  end (FOLD BLIND for BLINDFOLD, GIN WONDER for WONDERING), its stem (PROMISE for PROMISING),
 *  or a run of GIVEAWAY_RUN of its letters in order, within a word or across two. */
export function givesAway(words: readonly string[], answer: string): boolean {
  const stems = baseForms(answer);
  if (words.some((word) => answer.startsWith(word) || answer.endsWith(word) || stems.includes(word))) return true;
  const shown = words.join("");
  for (let i = 0; i + GIVEAWAY_RUN <= answer.length; i++) if (shown.includes(answer.slice(i, i + GIVEAWAY_RUN))) return true;
  return false;
}

/** Whether the letters are fit to show: nothing given away however a player reads them, as
 *  words (TON FORGET is also TON FOR GET) or in threes, and nothing offensive. */
function isFair(letters: string, answer: string, common: Dictionary): boolean {
  const inThrees = [letters.slice(0, 3), letters.slice(3, 6), letters.slice(6)];
  return ![inThrees, ...readings(letters, common)].some((words) => givesAway(words, answer)) && !readsOffensive([letters]);
}

/** The scramble: a random fair split of the first kind that has one, else a fair shuffle. */
export function scramble(answer: string, common: Dictionary, random: Random): string {
  for (const lengths of SPLITS) {
    const fair = wordSplits(answer, lengths, common)
      .map((words) => words.join(""))
      .filter((letters) => isFair(letters, answer, common));
    if (fair.length > 0) return fair[random.int(fair.length)];
  }
  let shuffled = answer;
  while (!isFair(shuffled, answer, common)) shuffled = shuffleLetters(answer, random);
  return shuffled;
}

/** Every way a player may read the letters as words, one a split (TON FORGET is also TON FOR GET). */
export function readings(letters: string, common: Dictionary): string[][] {
  return SPLITS.map((lengths) => {
    let at = 0;
    return lengths.map((length) => letters.slice(at, (at += length)));
  }).filter((words) => words.every((word) => common.has(word)));
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
