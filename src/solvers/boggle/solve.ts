// Every word on a Boggle board: a depth-first search over the grid guided by the trie.
// A path goes on only while its letters are a prefix of some word, each tile is used once
// per path, and the Qu tile steps the trie twice. A word spelled by several paths is kept
// once, marked on its trie node with the number of the solve that found it.

import type { Dictionary } from "../dictionary/index.ts";
import * as trie from "../dictionary/index.ts";
import { neighbours, type BoggleBoard } from "./board.ts";
import { POINTS_BY_LENGTH, defaultMinLength } from "./score.ts";
import { wordOrder } from "./word-order.ts";

export interface BoggleSolution {
  /** Longest first, then alphabetical: the order Dictionary Corner shows them. */
  readonly words: string[];
  readonly score: number;
}

// Imported bindings are read through getters once tsx compiles the modules; the walk
// reads these local copies instead.
const END_OF_WORD = trie.END_OF_WORD;
const popcount = trie.popcount;

const Q = 16;
const U = 20;
const MAX_CELLS = 36;
const MAX_LENGTH = 2 * MAX_CELLS; // every tile a Qu

// The neighbour lists of each board size, flattened: cell i's are adjacent[start[i] .. start[i+1]).
const layouts = new Map<number, { start: Uint8Array; adjacent: Uint8Array }>();

function layout(size: number) {
  let found = layouts.get(size);
  if (!found) {
    const lists = neighbours(size);
    const start = new Uint8Array(lists.length + 1);
    lists.forEach((list, i) => (start[i + 1] = start[i] + list.length));
    found = { start, adjacent: Uint8Array.from(lists.flat()) };
    layouts.set(size, found);
  }
  return found;
}

// Which solve last found each trie node's word, per trie (see the header).
const seenByTrie = new WeakMap<Uint32Array, Int32Array>();
let solveNumber = 0;

// Scratch space for the walk: module-level because the walk is synchronous and never
// re-entered, and V8 runs a plain recursive function over these faster than a closure.
let mask: Int32Array = new Int32Array(0);
let first: Int32Array = new Int32Array(0);
let seen: Int32Array = new Int32Array(0);
let wordAt: (string | undefined)[] = [];
let start: Uint8Array = new Uint8Array(0);
let adjacent: Uint8Array = new Uint8Array(0);
let shortest = 3;
let foundCount = 0;
const letterOf = new Uint8Array(MAX_CELLS);
const visited = new Uint8Array(MAX_CELLS);
// lettersNear[cell]: bit c set when a neighbour shows letter c; slotsByLetter[cell * 32 + c]:
// bit k set when the cell's k-th neighbour shows c (only read for letters in lettersNear).
const lettersNear = new Int32Array(MAX_CELLS);
const slotsByLetter = new Uint8Array(MAX_CELLS * 32);
const path = new Uint8Array(MAX_LENGTH);
let foundNodes = new Uint32Array(1024);
let foundLengths = new Uint8Array(1024);

/** Every word of at least `minLength` letters on the board (3, or 4 from 5x5), and their total score. */
export function solveBoggle(dict: Dictionary, board: BoggleBoard, minLength = defaultMinLength(board.size)): BoggleSolution {
  const count = findWordNodes(dict, board, minLength);
  return { words: sortedWords(dict, count), score: scoreFound(count) };
}

/** How many words the board holds (at least `minLength` letters), without listing them. */
export function countBoggleWords(dict: Dictionary, board: BoggleBoard, minLength = defaultMinLength(board.size)): number {
  return findWordNodes(dict, board, minLength);
}

function findWordNodes(dict: Dictionary, board: BoggleBoard, minLength: number): number {
  mask = int32View(dict.trie.mask);
  first = int32View(dict.trie.first);
  seen = seenFor(dict.trie.mask);
  wordAt = dict.wordAtNode;
  ({ start, adjacent } = layout(board.size));
  shortest = minLength;
  foundCount = 0;
  const cells = board.tiles.length;
  for (let cell = 0; cell < cells; cell++) letterOf[cell] = board.tiles[cell].charCodeAt(0) - 97;
  groupNeighboursByLetter(cells);
  for (let cell = 0; cell < cells; cell++) {
    const c = letterOf[cell];
    let node = step(0, c);
    path[0] = 97 + c;
    if (c === Q) {
      node = node < 0 ? -1 : step(node, U);
      path[1] = 97 + U;
      if (node >= 0) visit(cell, node, 2);
    } else if (node >= 0) visit(cell, node, 1);
  }
  return foundCount;
}

/** For each cell, which letters are next to it, and in which of its neighbour slots. */
function groupNeighboursByLetter(cells: number): void {
  for (let cell = 0; cell < cells; cell++) {
    let letters = 0;
    for (let k = start[cell]; k < start[cell + 1]; k++) {
      const c = letterOf[adjacent[k]];
      if ((letters & (1 << c)) === 0) slotsByLetter[cell * 32 + c] = 0;
      letters |= 1 << c;
      slotsByLetter[cell * 32 + c] |= 1 << (k - start[cell]);
    }
    lettersNear[cell] = letters;
  }
}

function seenFor(trieMask: Uint32Array): Int32Array {
  let marks = seenByTrie.get(trieMask);
  if (!marks) {
    marks = new Int32Array(trieMask.length);
    seenByTrie.set(trieMask, marks);
  }
  if (++solveNumber === 0x7fffffff) {
    marks.fill(0);
    solveNumber = 1;
  }
  return marks;
}

/** The trie's arrays read as Int32 (every value fits), which keeps V8's arithmetic in
 *  small integers instead of doubles. */
function int32View(array: Uint32Array): Int32Array {
  return new Int32Array(array.buffer, array.byteOffset, array.length);
}

function step(node: number, c: number): number {
  const m = mask[node];
  const bit = 1 << c;
  return (m & bit) === 0 ? -1 : first[node] + popcount(m & (bit - 1));
}

/** `node` is the trie node after the path's `length` letters, which end on `cell`. */
function visit(cell: number, node: number, length: number): void {
  const m = mask[node];
  if ((m & END_OF_WORD) !== 0 && length >= shortest && seen[node] !== solveNumber) record(node, length);
  let letters = m & lettersNear[cell];
  if (letters === 0) return;
  visited[cell] = 1;
  const base = start[cell];
  do {
    const bit = letters & -letters;
    letters ^= bit;
    const c = 31 - Math.clz32(bit);
    const child = first[node] + popcount(m & (bit - 1));
    path[length] = 97 + c;
    for (let slots = slotsByLetter[cell * 32 + c]; slots !== 0; slots &= slots - 1) {
      const next = adjacent[base + 31 - Math.clz32(slots & -slots)];
      if (visited[next] === 1) continue;
      if (c !== Q) {
        const cm = mask[child];
        if ((cm & lettersNear[next]) !== 0) visit(next, child, length + 1);
        // A path that can go no further from here: note its word, if any, without a call.
        else if ((cm & END_OF_WORD) !== 0 && length + 1 >= shortest && seen[child] !== solveNumber) record(child, length + 1);
      } else if ((mask[child] & (1 << U)) !== 0) {
        path[length + 1] = 97 + U;
        visit(next, first[child] + popcount(mask[child] & ((1 << U) - 1)), length + 2);
      }
    }
  } while (letters !== 0);
  visited[cell] = 0;
}

function record(node: number, length: number): void {
  seen[node] = solveNumber;
  if (wordAt[node] === undefined) wordAt[node] = spell(length);
  if (foundCount === foundNodes.length) grow();
  foundNodes[foundCount] = node;
  foundLengths[foundCount++] = length;
}

function spell(length: number): string {
  let word = "";
  for (let i = 0; i < length; i++) word += String.fromCharCode(path[i]);
  return word;
}

function grow(): void {
  const nodes = new Uint32Array(foundNodes.length * 2);
  const lengths = new Uint8Array(foundLengths.length * 2);
  nodes.set(foundNodes);
  lengths.set(foundLengths);
  foundNodes = nodes;
  foundLengths = lengths;
}

function scoreFound(count: number): number {
  const top = POINTS_BY_LENGTH.length - 1;
  let score = 0;
  for (let i = 0; i < count; i++) score += POINTS_BY_LENGTH[Math.min(foundLengths[i], top)];
  return score;
}

// Sort keys as numbers: longer words first, then alphabetical rank (ranks stay below 2^21).
const RANK_BITS = 2 ** 21;
let keys = new Float64Array(1024);

function sortedWords(dict: Dictionary, count: number): string[] {
  const { rankOfNode, nodeOfRank } = wordOrder(dict.trie);
  if (keys.length < count) keys = new Float64Array(foundNodes.length);
  for (let i = 0; i < count; i++) keys[i] = (MAX_LENGTH - foundLengths[i]) * RANK_BITS + rankOfNode[foundNodes[i]];
  const sorted = keys.subarray(0, count).sort();
  const words = new Array<string>(count);
  for (let i = 0; i < count; i++) words[i] = wordAt[nodeOfRank[sorted[i] % RANK_BITS]]!;
  return words;
}
