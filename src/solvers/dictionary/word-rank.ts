// A word's rank: its place among the word nodes in node order, which is shortest first, then
// alphabetical (trie.ts). Solvers that find words as trie nodes (the walks, Letter Boxed) and
// Letterpress, which finds them by length, share one string a word through it.
//
// A directory counts the word nodes before every 16th node, so a rank is one read there and
// at most 15 masks, two cache lines, read after it: 0.25 bytes a node.

import { END_OF_WORD, nodeCount, type Trie } from "./trie.ts";

const SHIFT = 4;
const STEP = 1 << SHIFT;
const WORD_BIT = 31 - Math.clz32(END_OF_WORD);

export type RankDirectory = Uint32Array;

export function rankDirectory({ nodes }: Trie): RankDirectory {
  const count = nodeCount({ nodes });
  const directory = new Uint32Array(Math.ceil(count / STEP) + 1);
  let words = 0;
  for (let node = 0; node < count; node++) {
    if (node % STEP === 0) directory[node >> SHIFT] = words;
    words += (nodes[2 * node] & END_OF_WORD) >>> WORD_BIT;
  }
  return directory;
}

/** How many word nodes come before `node`. */
export function rankOfNode({ nodes }: Trie, directory: RankDirectory, node: number): number {
  let rank = directory[node >> SHIFT];
  for (let before = node & ~(STEP - 1); before < node; before++) rank += (nodes[2 * before] & END_OF_WORD) >>> WORD_BIT;
  return rank;
}
