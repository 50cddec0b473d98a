// A word's rank: its place among the word nodes in node order, which is shortest first, then
// alphabetical (trie.ts). Solvers that find words as trie nodes (the walks, Letter Boxed) and
// Letterpress, which finds them by length, share one string a word through it.
//
// A directory of two numbers for every 32 nodes, side by side: how many word nodes come
// before them, and which of them are word nodes (bit k for node 32b + k). A rank is those
// two reads and a popcount: 0.25 bytes a node.

import * as trie from "./trie.ts";
import { END_OF_WORD, nodeCount, type Trie } from "./trie.ts";

// Imported bindings are read through getters once tsx compiles the modules (as
// letterboxed/words.ts says); a rank is taken for every word a solve returns.
const popcount = trie.popcount;

export type RankDirectory = Uint32Array;

export function rankDirectory(trie: Trie): RankDirectory {
  const { nodes } = trie;
  const count = nodeCount(trie);
  const directory = new Uint32Array(2 * Math.ceil(count / 32));
  let words = 0;
  for (let node = 0; node < count; node++) {
    const entry = 2 * (node >> 5);
    if ((node & 31) === 0) directory[entry] = words;
    if ((nodes[2 * node] & END_OF_WORD) !== 0) {
      directory[entry + 1] |= 1 << (node & 31);
      words++;
    }
  }
  return directory;
}

/** How many word nodes come before `node`. */
export function rankOfNode(directory: RankDirectory, node: number): number {
  const entry = 2 * (node >> 5);
  return directory[entry] + popcount(directory[entry + 1] & ~(-1 << (node & 31)));
}
