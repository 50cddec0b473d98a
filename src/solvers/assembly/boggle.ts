// Every word on a Boggle board: a depth-first search over the grid guided by the trie. A path
// goes on only while its letters are a prefix of some word, each tile is used once per path,
// the Qu tile steps the trie twice, and a word spelled by several paths is kept once: its
// node is marked FOUND while the walk runs.

import { END_OF_WORD, FOUND_AT, FOUND_OF_LENGTH_AT, Levels, at, fileNothing, firstChild, maskOf, nodeCount, put, setMask, step } from "./trie";

// Where its tables start, in bytes, below the trie (see trie.ts).
export const LETTER_OF_AT: usize = 0; // i32 × MAX_CELLS
export const POINTS_AT: usize = 256; // i32 × (MAX_LENGTH + 1)
export const SCORE_AT: usize = 768; // i32: the words' points
export const LONGEST_AT: usize = 772; // i32: the longest word filed (short words are filed too)
const LETTERS_NEAR_AT: usize = 1024; // i32 × MAX_CELLS
const NEIGHBOURS_AT: usize = 1280; // u64 × MAX_CELLS
const CELLS_BY_LETTER_AT: usize = 2048; // u64 × MAX_CELLS × 32
const ONWARD_AT: usize = 12288; // i32 × (MAX_CELLS + 1) × MAX_CELLS
const CELLS_SHOWING_AT: usize = 18432; // u64 × 32
/** A spare bit of a node's mask, above the letters and END_OF_WORD. */
const FOUND: i32 = 1 << 27;
const Q: i32 = 16;
const U: i32 = 20;
const MAX_CELLS: i32 = 36;

let longest: i32 = 0;
let neighboursOfSize: i32 = 0;

@inline function cellsAt(table: usize, i: i32): u64 {
  return load<u64>(table + (<usize>i << 3));
}

/** NEIGHBOURS[cell]: the cells touching it, as bits. */
function findNeighbours(size: i32): void {
  if (size == neighboursOfSize) return;
  neighboursOfSize = size;
  for (let cell = 0; cell < size * size; cell++) {
    const row = cell / size, column = cell % size;
    let cells: u64 = 0;
    for (let r = max(0, row - 1); r <= min(size - 1, row + 1); r++) {
      for (let c = max(0, column - 1); c <= min(size - 1, column + 1); c++) cells |= (<u64>1) << (r * size + c);
    }
    store<u64>(NEIGHBOURS_AT + (<usize>cell << 3), cells & ~((<u64>1) << cell));
  }
}

/** Which cells show each letter (CELLS_SHOWING[c]); for each cell, which letters are next to
 *  it (LETTERS_NEAR), and on which cells (CELLS_BY_LETTER[cell * 32 + c]: the touching cells
 *  that show c). Returns the letters on the board. */
function groupNeighboursByLetter(cells: i32): i32 {
  let onBoard = 0;
  for (let cell = 0; cell < cells; cell++) {
    const c = at(LETTER_OF_AT, cell);
    store<u64>(CELLS_SHOWING_AT + (<usize>c << 3), ((onBoard & (1 << c)) == 0 ? 0 : cellsAt(CELLS_SHOWING_AT, c)) | ((<u64>1) << cell));
    onBoard |= 1 << c;
  }
  for (let cell = 0; cell < cells; cell++) {
    let letters = 0;
    for (let near = cellsAt(NEIGHBOURS_AT, cell); near != 0; near &= near - 1) {
      const next = <i32>ctz(near);
      const c = at(LETTER_OF_AT, next);
      const i = cell * 32 + c;
      store<u64>(CELLS_BY_LETTER_AT + (<usize>i << 3), ((letters & (1 << c)) == 0 ? 0 : cellsAt(CELLS_BY_LETTER_AT, i)) | ((<u64>1) << next));
      letters |= 1 << c;
    }
    put(LETTERS_NEAR_AT, cell, letters);
  }
  return onBoard;
}

/** ONWARD[cell * MAX_CELLS + next]: the letters a path can go on with after stepping from the
 *  cell to the next: the letters next to it, less the cell's own letter when no other cell
 *  next to it shows that letter (the path cannot step back). A path's first tile is stepped
 *  to from the row MAX_CELLS. */
function groupLettersOnward(cells: i32): void {
  for (let cell = 0; cell < cells; cell++) {
    const back = at(LETTER_OF_AT, cell);
    for (let near = cellsAt(NEIGHBOURS_AT, cell); near != 0; near &= near - 1) {
      const next = <i32>ctz(near);
      const showingBack = cellsAt(CELLS_BY_LETTER_AT, next * 32 + back);
      const letters = at(LETTERS_NEAR_AT, next);
      put(ONWARD_AT, cell * MAX_CELLS + next, popcnt(showingBack) == 1 ? letters & ~(1 << back) : letters);
    }
    put(ONWARD_AT, MAX_CELLS * MAX_CELLS + cell, at(LETTERS_NEAR_AT, cell));
  }
}

/** A word not yet found. Words of any length are filed; those shorter than the minimum are
 *  left out of the count and score at the end, sparing the walk a test a step (1.04x). */
@inline function isNew(m: i32): bool {
  return (m & (END_OF_WORD | FOUND)) == END_OF_WORD;
}

/** Notes a word: marks its node FOUND and files it with the words of its length, in node
 *  order (alphabetical: nodes are numbered breadth first). Tiles are started from in letter
 *  order, so a word seldom goes before many others. */
@inline function record(node: i32, length: i32): void {
  setMask(node, maskOf(node) | FOUND);
  longest = max(longest, length);
  const words = <usize>at(FOUND_AT, length);
  let place = at(FOUND_OF_LENGTH_AT, length);
  put(FOUND_OF_LENGTH_AT, length, place + 1);
  for (; place > 0 && at(words, place - 1) > node; place--) put(words, place, at(words, place - 1));
  put(words, place, node);
}

/** `node` is the trie node after the path's `length` letters, which end on `cell`; `m` is its
 *  mask, `letters` the letters of its children that touch the cell (ONWARD), `used` the
 *  path's cells. A call walks Levels levels of the trie before it calls itself. */
function visit(cell: i32, node: i32, m: i32, letters: i32, length: i32, used: u64): void {
  visitLevel<Levels>(cell, node, m, letters, length, used);
}

/** One level of the walk, compiled in place; the next level too while `Below` counts one. */
@inline function visitLevel<Below>(cell: i32, node: i32, m: i32, letters: i32, length: i32, used: u64): void {
  if (isNew(m)) record(node, length);
  used |= (<u64>1) << cell;
  const children = firstChild(node);
  do {
    const bit = letters & -letters;
    letters ^= bit;
    const c = ctz(bit);
    let child = children + popcnt(m & (bit - 1));
    let grown = length + 1;
    if (c == Q) {
      child = step(child, U);
      grown++;
      if (child < 0) continue;
    }
    for (let free = cellsAt(CELLS_BY_LETTER_AT, cell * 32 + c) & ~used; free != 0; free &= free - 1) {
      const next = <i32>ctz(free);
      // Read for each tile: the walk from the last one may have marked it FOUND.
      const cm = maskOf(child);
      const onward = cm & at(ONWARD_AT, cell * MAX_CELLS + next);
      if (onward != 0) {
        if (isReference<Below>()) visitLevel<valueof<Below>>(next, child, cm, onward, grown, used);
        else visit(next, child, cm, onward, grown, used);
      }
      // A path that can go no further from here: note its word, if any, without a call.
      else if (isNew(cm)) record(child, grown);
    }
  } while (letters != 0);
}

/** The words on a board of size × size tiles whose letters (a = 0, the Qu tile 16) the caller
 *  put at LETTER_OF_AT: how many, each length's nodes filed from FOUND_AT (FOUND_OF_LENGTH_AT
 *  how many), their points at SCORE_AT and the longest's length at LONGEST_AT. */
export function boggleWords(size: i32, minLength: i32): i32 {
  const cells = size * size;
  longest = 0;
  fileNothing();
  findNeighbours(size);
  const onBoard = groupNeighboursByLetter(cells);
  groupLettersOnward(cells);
  // Starting from the tiles in letter order finds each length's words nearly in order.
  for (let letters = onBoard; letters != 0; letters &= letters - 1) {
    const c = ctz(letters);
    let node = step(0, c);
    let length = 1;
    if (c == Q && node >= 0) {
      node = step(node, U);
      length = 2;
    }
    if (node < 0) continue;
    const m = maskOf(node);
    for (let tiles = cellsAt(CELLS_SHOWING_AT, c); tiles != 0; tiles &= tiles - 1) {
      const cell = <i32>ctz(tiles);
      const onward = m & at(ONWARD_AT, MAX_CELLS * MAX_CELLS + cell);
      if (onward != 0) visit(cell, node, m, onward, length, 0);
      else if (isNew(m)) record(node, length);
    }
  }
  let count = 0;
  let score = 0;
  for (let length = 1; length <= longest; length++) {
    const words = <usize>at(FOUND_AT, length);
    const found = at(FOUND_OF_LENGTH_AT, length);
    for (let i = 0; i < found; i++) {
      const node = at(words, i);
      setMask(node, maskOf(node) & ~FOUND);
    }
    if (length < minLength) continue;
    count += found;
    score += found * at(POINTS_AT, length);
  }
  put(SCORE_AT, 0, score);
  put(LONGEST_AT, 0, longest);
  return count;
}

/** Clears every FOUND mark: for a walk that stopped part way. */
export function unmarkAll(): void {
  for (let node = 0; node < nodeCount; node++) setMask(node, maskOf(node) & ~FOUND);
}
