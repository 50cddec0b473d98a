// Every word on a Boggle board: a depth-first search over the grid guided by the trie.
// A path goes on only while its letters are a prefix of some word, each tile is used once
// per path, and the Qu tile steps the trie twice. A word spelled by several paths is kept
// once: its trie node is marked FOUND while the solve runs, and unmarked at the end.

import type { Dictionary } from "../dictionary/index.ts";
import * as trie from "../dictionary/index.ts";
import { wordOfNode } from "../dictionary/node-word.ts";
import { doubled } from "../grow.ts";
import { neighbours, type BoggleBoard } from "./board.ts";
import { POINTS_BY_LENGTH, defaultMinLength } from "./score.ts";

export interface BoggleSolution {
  /** Longest first, then alphabetical: the order Dictionary Corner shows them. */
  readonly words: string[];
  readonly score: number;
}

// Imported bindings are read through getters once tsx compiles the modules; the walk
// reads these local copies instead.
const END_OF_WORD = trie.END_OF_WORD;
const popcount = trie.popcount;

/** A spare bit of a node's mask, above the letters and END_OF_WORD. */
const FOUND = 1 << 27;
const Q = 16;
const U = 20;
const MAX_CELLS = 36;
const MAX_LENGTH = 2 * MAX_CELLS; // every tile a Qu
/** Points for every length a word on a board can have. */
const POINTS = Int32Array.from({ length: MAX_LENGTH + 1 }, (_, n) => POINTS_BY_LENGTH[Math.min(n, POINTS_BY_LENGTH.length - 1)]);

// The neighbour lists of each board size, eight slots a cell: cell i's k-th is at 8i + k,
// NONE after its last.
const NONE = 255;
const layouts: Int32Array[] = [];

function layout(size: number): Int32Array {
  if (!layouts[size]) {
    const slots = new Int32Array(8 * MAX_CELLS).fill(NONE);
    neighbours(size).forEach((list, cell) => slots.set(list, 8 * cell));
    layouts[size] = slots;
  }
  return layouts[size];
}

// Scratch space for the walk: module-level because the walk is synchronous and never
// re-entered, and V8 runs a plain recursive function over these faster than a closure.
let nodes: Int32Array = new Int32Array(0);
let wordAt: (string | undefined)[] = [];
let shortest = 3;
let foundCount = 0;
let score = 0;
// The walk reads constant Int32Arrays of over 64 bytes: optimized code finds those at a fixed
// address, where a `let`, a Uint8Array or a small array (kept on V8's heap) is looked up and
// checked at every read.
const letterOf = new Uint8Array(MAX_CELLS);
const visited = new Int32Array(MAX_CELLS);
/** The board's neighbour lists, copied in from its size's layout; slot 8 * MAX_CELLS + cell
 *  holds the cell itself, where a path starts. */
const nearby = new Int32Array(9 * MAX_CELLS);
// lettersNear[cell]: bit c set when a neighbour shows letter c; slotsByLetter[cell * 32 + c]:
// bit k set when the cell's k-th neighbour shows c (only read for letters in lettersNear).
const lettersNear = new Int32Array(MAX_CELLS);
const slotsByLetter = new Int32Array(MAX_CELLS * 32);
/** lettersOnward[8 * cell + k]: the letters a path can go on with after stepping from the
 *  cell to its k-th neighbour: that neighbour's lettersNear, less the cell's own letter when
 *  no other cell next to it shows that letter (the path cannot step back). A path's first
 *  tile is stepped to from the slot 8 * MAX_CELLS + cell. */
const lettersOnward = new Int32Array(9 * MAX_CELLS);
/** The words found, each as a sort key: (LONGEST - length) << NODE_BITS | node. */
let found = new Uint32Array(1024);
const NODE_BITS = 24;
const NODE_MASK = (1 << NODE_BITS) - 1;
const LONGEST = 127;

/** Every word of at least `minLength` letters on the board (3, or 4 from 5x5), and their total score. */
export function solveBoggle(dict: Dictionary, board: BoggleBoard, minLength = defaultMinLength(board.size)): BoggleSolution {
  const count = findWordNodes(dict, board, minLength);
  return { words: longestFirst(count), score };
}

/** How many words the board holds (at least `minLength` letters), without listing them. */
export function countBoggleWords(dict: Dictionary, board: BoggleBoard, minLength = defaultMinLength(board.size)): number {
  return findWordNodes(dict, board, minLength);
}

function findWordNodes(dict: Dictionary, board: BoggleBoard, minLength: number): number {
  nodes = dict.trie.nodes;
  wordAt = dict.wordAtNode;
  nearby.set(layout(board.size));
  shortest = minLength;
  foundCount = 0;
  score = 0;
  const cells = board.tiles.length;
  for (let cell = 0; cell < cells; cell++) letterOf[cell] = board.tiles[cell].charCodeAt(0) - 97;
  groupNeighboursByLetter(cells);
  groupLettersOnward(cells);
  try {
    for (let cell = 0; cell < cells; cell++) {
      const c = letterOf[cell];
      let node = step(0, c);
      if (c === Q) {
        node = node < 0 ? -1 : step(node, U);
        if (node >= 0) visit(8 * MAX_CELLS + cell, node, nodes[2 * node], 2);
      } else if (node >= 0) visit(8 * MAX_CELLS + cell, node, nodes[2 * node], 1);
    }
  } finally {
    // The dictionary is shared: never leave it marked, whatever happens.
    for (let i = 0; i < foundCount; i++) nodes[2 * (found[i] & NODE_MASK)] &= ~FOUND;
  }
  return foundCount;
}

/** For each cell, which letters are next to it, and in which of its neighbour slots. */
function groupNeighboursByLetter(cells: number): void {
  for (let cell = 0; cell < cells; cell++) {
    let letters = 0;
    for (let k = 0; k < 8 && nearby[8 * cell + k] !== NONE; k++) {
      const c = letterOf[nearby[8 * cell + k]];
      if ((letters & (1 << c)) === 0) slotsByLetter[cell * 32 + c] = 0;
      letters |= 1 << c;
      slotsByLetter[cell * 32 + c] |= 1 << k;
    }
    lettersNear[cell] = letters;
  }
}

/** For each step from a cell to a neighbour, the letters a path can go on with (lettersOnward). */
function groupLettersOnward(cells: number): void {
  for (let cell = 0; cell < cells; cell++) {
    const back = letterOf[cell];
    for (let k = 0; k < 8 && nearby[8 * cell + k] !== NONE; k++) {
      const next = nearby[8 * cell + k];
      const slots = slotsByLetter[next * 32 + back];
      lettersOnward[8 * cell + k] = (slots & (slots - 1)) === 0 ? lettersNear[next] & ~(1 << back) : lettersNear[next];
    }
    nearby[8 * MAX_CELLS + cell] = cell;
    lettersOnward[8 * MAX_CELLS + cell] = lettersNear[cell];
  }
}

function step(node: number, c: number): number {
  const m = nodes[2 * node];
  const bit = 1 << c;
  return (m & bit) === 0 ? -1 : nodes[2 * node + 1] + popcount(m & (bit - 1));
}

/** `node` is the trie node after the path's `length` letters, which end on the cell stepped
 *  to by the neighbour slot `from`; `m` is its mask. */
function visit(from: number, node: number, m: number, length: number): void {
  if ((m & (END_OF_WORD | FOUND)) === END_OF_WORD && length >= shortest) record(node, length);
  let letters = m & lettersOnward[from];
  if (letters === 0) return;
  const cell = nearby[from];
  visited[cell] = 1;
  const children = nodes[2 * node + 1];
  do {
    const bit = letters & -letters;
    letters ^= bit;
    const c = 31 - Math.clz32(bit);
    const child = children + popcount(m & (bit - 1));
    for (let slots = slotsByLetter[cell * 32 + c]; slots !== 0; slots &= slots - 1) {
      const slot = 8 * cell + 31 - Math.clz32(slots & -slots);
      const next = nearby[slot];
      if (visited[next] === 1) continue;
      if (c !== Q) {
        const cm = nodes[2 * child];
        if ((cm & lettersOnward[slot]) !== 0) visit(slot, child, cm, length + 1);
        // A path that can go no further from here: note its word, if any, without a call.
        else if ((cm & (END_OF_WORD | FOUND)) === END_OF_WORD && length + 1 >= shortest) record(child, length + 1);
      } else {
        const u = step(child, U);
        if (u >= 0) visit(slot, u, nodes[2 * u], length + 2);
      }
    }
  } while (letters !== 0);
  visited[cell] = 0;
}

function record(node: number, length: number): void {
  nodes[2 * node] |= FOUND;
  if (foundCount === found.length) found = doubled(found);
  found[foundCount++] = ((LONGEST - length) << NODE_BITS) | node;
  score += POINTS[length];
}

/** The found words longest first, then alphabetical: their keys sorted, as node numbers
 *  within a length are in alphabetical order (the trie is numbered breadth first). A word not
 *  met before is spelled here, from its node: the walk keeps no path and never reads the large
 *  table of words (a cache miss a word), which this loop reads for all the words at once. */
function longestFirst(count: number): string[] {
  const sorted = found.subarray(0, count).sort();
  const words = new Array<string>(count);
  for (let i = 0; i < count; i++) {
    const node = sorted[i] & NODE_MASK;
    words[i] = wordAt[node] ??= wordOfNode({ nodes }, node);
  }
  return words;
}
