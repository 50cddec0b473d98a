// How common a word is: its place in dict/common-by-frequency.txt (most said first), built from
// SUBTLEX counts. Dictionary Corner shows common words first, most common first, then the rest.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DICT_DIR } from "../solvers/dictionary/load.ts";

let ranks: ReadonlyMap<string, number> | undefined;

function commonRanks(): ReadonlyMap<string, number> {
  ranks ??= new Map(
    readFileSync(join(DICT_DIR, "common-by-frequency.txt"), "utf8")
      .split("\n")
      .filter((word) => word !== "")
      .map((word, rank) => [word, rank]),
  );
  return ranks;
}

/** 0 for the most said word; undefined for a word that is not common. */
export function commonRank(word: string): number | undefined {
  return commonRanks().get(word);
}

export function isCommon(word: string): boolean {
  return commonRanks().has(word);
}

/** The common words, most common first, then the rest in the order given. */
export function commonFirst(words: readonly string[]): string[] {
  const common = words.filter(isCommon).sort((x, y) => commonRank(x)! - commonRank(y)!);
  return [...common, ...words.filter((word) => !isCommon(word))];
}

/** For "the longest words": the longest common words (most common first at each length), then the rest. */
export function longestCommonFirst(words: readonly string[]): string[] {
  const byLength = (x: string, y: string) => y.length - x.length;
  const common = words.filter(isCommon).sort((x, y) => byLength(x, y) || commonRank(x)! - commonRank(y)!);
  return [...common, ...words.filter((word) => !isCommon(word)).sort(byLength)];
}
