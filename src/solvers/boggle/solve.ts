// Every word on a Boggle board, by a walk over the grid guided by the trie (../assembly/boggle.ts).

import type { Dictionary } from "../dictionary/index.ts";
import { MAX_LENGTH, type Walks } from "../dictionary/walks.ts";
import type { BoggleBoard } from "./board.ts";
import { POINTS_BY_LENGTH, defaultMinLength } from "./score.ts";

export interface BoggleSolution {
  /** Longest first, then alphabetical: the order Dictionary Corner shows them. */
  readonly words: string[];
  readonly score: number;
}

/** Every word of at least `minLength` letters on the board (3, or 4 from 5x5), and their total score. */
export function solveBoggle(dict: Dictionary, board: BoggleBoard, minLength = defaultMinLength(board.size)): BoggleSolution {
  const { walks } = dict;
  walk(walks, board, minLength);
  return { words: walks.wordsFiled(dict, walks.longest[0], minLength), score: walks.score[0] };
}

/** How many words the board holds (at least `minLength` letters), without listing them. */
export function countBoggleWords(dict: Dictionary, board: BoggleBoard, minLength = defaultMinLength(board.size)): number {
  return walk(dict.walks, board, minLength);
}

/** Points for every length a word on a board can have. */
const POINTS = Array.from({ length: MAX_LENGTH + 1 }, (_, n) => POINTS_BY_LENGTH[Math.min(n, POINTS_BY_LENGTH.length - 1)]);

function walk(walks: Walks, board: BoggleBoard, minLength: number): number {
  // A fresh instance's points are all 0; the longest words score most, never 0.
  if (walks.points[MAX_LENGTH] === 0) walks.points.set(POINTS);
  for (let cell = 0; cell < board.tiles.length; cell++) walks.letterOf[cell] = board.tiles[cell].charCodeAt(0) - 97;
  try {
    return walks.exports.boggleWords(board.size, minLength);
  } catch (error) {
    // A walk that stopped part way may have left words marked on the dictionary's trie.
    walks.exports.unmarkAll();
    throw error;
  }
}
