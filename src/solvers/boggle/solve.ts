// Every word on a Boggle board: a depth-first search over the grid guided by the trie
// (assembly/walk.ts). A path goes on only while its letters are a prefix of some word, each
// tile is used once per path, the Qu tile steps the trie twice, and a word spelled by several
// paths is kept once.

import type { Dictionary } from "../dictionary/index.ts";
import { wordOfNode } from "../dictionary/node-word.ts";
import type { BoggleBoard } from "./board.ts";
import { defaultMinLength } from "./score.ts";
import { walkBoard } from "./walk.ts";

export interface BoggleSolution {
  /** Longest first, then alphabetical: the order Dictionary Corner shows them. */
  readonly words: string[];
  readonly score: number;
}

/** Every word of at least `minLength` letters on the board (3, or 4 from 5x5), and their total score. */
export function solveBoggle(dict: Dictionary, board: BoggleBoard, minLength = defaultMinLength(board.size)): BoggleSolution {
  const { count, score, nodes } = walkBoard(dict, board, minLength, true);
  // The walk keeps no path: a word not met before is spelled here, from its node.
  const wordAt = dict.wordAtNode;
  const words = new Array<string>(count);
  for (let i = 0; i < count; i++) words[i] = wordAt[nodes[i]] ??= wordOfNode(dict.trie, nodes[i]);
  return { words, score };
}

/** How many words the board holds (at least `minLength` letters), without listing them. */
export function countBoggleWords(dict: Dictionary, board: BoggleBoard, minLength = defaultMinLength(board.size)): number {
  return walkBoard(dict, board, minLength, false).count;
}
