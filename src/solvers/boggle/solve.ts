// Every word on a Boggle board, by a walk over the grid guided by the trie (../assembly/boggle.ts).

import type { Dictionary } from "../dictionary/index.ts";
import { MAX_LENGTH, type Walks } from "../dictionary/walks.ts";
import { MAX_SIZE, type BoggleBoard } from "./board.ts";
import { POINTS_BY_LENGTH, defaultMinLength } from "./score.ts";

export interface BoggleSolution {
  /** Longest first, then alphabetical: the order Dictionary Corner shows them. */
  readonly words: string[];
  readonly score: number;
}

/** Every word of at least `minLength` letters on the board (3, or 4 from 5x5), and their total score. */
export function solveBoggle(dict: Dictionary, board: BoggleBoard, minLength = defaultMinLength(board.size)): BoggleSolution {
  const tables = boggleTables(dict);
  walk(tables, board, minLength);
  return { words: tables.walks.wordsFiled(dict, tables.longest[0], minLength), score: tables.score[0] };
}

/** How many words the board holds (at least `minLength` letters), without listing them. */
export function countBoggleWords(dict: Dictionary, board: BoggleBoard, minLength = defaultMinLength(board.size)): number {
  return walk(boggleTables(dict), board, minLength);
}

const MAX_CELLS = MAX_SIZE * MAX_SIZE;

interface BoggleTables {
  readonly walks: Walks;
  readonly letterOf: Int32Array;
  readonly score: Int32Array;
  readonly longest: Int32Array;
}

function walk({ walks, letterOf }: BoggleTables, board: BoggleBoard, minLength: number): number {
  for (let cell = 0; cell < board.tiles.length; cell++) letterOf[cell] = board.tiles[cell].charCodeAt(0) - 97;
  try {
    return walks.exports.boggleWords(board.size, minLength);
  } catch (error) {
    // A walk that stopped part way may have left words marked on the dictionary's trie.
    walks.exports.unmarkAll();
    throw error;
  }
}

const tablesOf = new WeakMap<Walks, BoggleTables>();

function boggleTables(dict: Dictionary): BoggleTables {
  const walks = dict.walks;
  let tables = tablesOf.get(walks);
  if (!tables) {
    const { exports, table } = walks;
    table(exports.POINTS_AT, MAX_LENGTH + 1).set(Array.from({ length: MAX_LENGTH + 1 }, (_, n) => POINTS_BY_LENGTH[Math.min(n, POINTS_BY_LENGTH.length - 1)]));
    tables = { walks, letterOf: table(exports.LETTER_OF_AT, MAX_CELLS), score: table(exports.SCORE_AT, 1), longest: table(exports.LONGEST_AT, 1) };
    tablesOf.set(walks, tables);
  }
  return tables;
}
