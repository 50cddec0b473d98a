// How common a word is: its place in dict/common-by-frequency.txt (most said first), built from
// SUBTLEX counts. Dictionary Corner shows common words first, most common first, then the rest.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadDictionary, nodeCount, nodeFor, type Trie } from "../solvers/dictionary/index.ts";
import { DICT_DIR } from "../solvers/dictionary/load.ts";

// The common list's own trie spells each word, so a rank is one number a node: 0.4 MB, where
// a Map from 40,000 words took 3 MB of the heap.
let ranked: { trie: Trie; rankAt: Int32Array } | undefined;

function commonRanks() {
  if (!ranked) {
    const { trie } = loadDictionary("common");
    const rankAt = new Int32Array(nodeCount(trie)).fill(-1);
    const byFrequency = readFileSync(join(DICT_DIR, "common-by-frequency.txt"), "latin1").split("\n").filter((word) => word !== "");
    byFrequency.forEach((word, rank) => {
      const node = nodeFor(trie, word);
      if (node >= 0 && rankAt[node] < 0) rankAt[node] = rank;
    });
    ranked = { trie, rankAt };
  }
  return ranked;
}

/** 0 for the most said word; undefined for a word that is not common. */
export function commonRank(word: string): number | undefined {
  const { trie, rankAt } = commonRanks();
  const node = nodeFor(trie, word);
  return node >= 0 && rankAt[node] >= 0 ? rankAt[node] : undefined;
}

export function isCommon(word: string): boolean {
  return commonRank(word) !== undefined;
}

/** The words in the order given, the common ones apart with their ranks, each looked up once. */
function splitByRank(words: readonly string[]): { common: { word: string; rank: number }[]; rest: string[] } {
  const common: { word: string; rank: number }[] = [];
  const rest: string[] = [];
  for (const word of words) {
    const rank = commonRank(word);
    if (rank === undefined) rest.push(word);
    else common.push({ word, rank });
  }
  return { common, rest };
}

/** The common words, most common first, then the rest in the order given. */
export function commonFirst(words: readonly string[]): string[] {
  const { common, rest } = splitByRank(words);
  return [...common.sort((x, y) => x.rank - y.rank).map(({ word }) => word), ...rest];
}

/** For "the longest words": the longest common words (most common first at each length), then the rest. */
export function longestCommonFirst(words: readonly string[]): string[] {
  const byLength = (x: string, y: string) => y.length - x.length;
  const { common, rest } = splitByRank(words);
  return [...common.sort((x, y) => byLength(x.word, y.word) || x.rank - y.rank).map(({ word }) => word), ...rest.sort(byLength)];
}
