// The Boggle walk in AssemblyScript, compiled to WebAssembly by `npm run build:wasm`: the same
// walk as a TypeScript one, 1.4–1.8x as fast (no bounds checks, integers that stay integers).
// Its memory: the board's tables, a copy of the dictionary's trie, and the words found.

// Where each table starts, in bytes; read by ../walk.ts through the exports.
export const NEARBY_AT: usize = 0; // i32 × 9 × MAX_CELLS
export const LETTER_OF_AT: usize = 2048; // i32 × MAX_CELLS
export const POINTS_AT: usize = 2304; // i32 × (2 × MAX_CELLS + 1)
const ONWARD_AT: usize = 4096; // i32 × 9 × MAX_CELLS
const LETTERS_NEAR_AT: usize = 6144; // i32 × MAX_CELLS
const VISITED_AT: usize = 6400; // i32 × MAX_CELLS
const SLOTS_BY_LETTER_AT: usize = 8192; // i32 × MAX_CELLS × 32
const COUNTS_AT: usize = 16384; // i32 × 256, for sorting
export const NODES_AT: usize = 65536; // two i32 a trie node: its mask and its first child

const END_OF_WORD: i32 = 1 << 26;
/** A spare bit of a node's mask, above the letters and END_OF_WORD. */
const FOUND: i32 = 1 << 27;
const Q: i32 = 16;
const U: i32 = 20;
const MAX_CELLS: i32 = 36;
const NONE: i32 = 255;
const NODE_MASK: i32 = (1 << 24) - 1;

let foundAt: usize = 0;
let spareAt: usize = 0;
let nodeBits: i32 = 1;
let count: i32 = 0;
let score: i32 = 0;
let shortest: i32 = 3;

/** Makes room for a trie of `nodeCount` nodes and the keys of up to `wordCount` words found
 *  (twice: sorting needs a spare row); returns where the keys go. */
export function prepare(nodeCount: i32, wordCount: i32): usize {
  foundAt = NODES_AT + (<usize>nodeCount << 3);
  spareAt = foundAt + (<usize>(wordCount + 1) << 2);
  nodeBits = max(1, 32 - clz(nodeCount - 1));
  const bytes = spareAt + (<usize>(wordCount + 1) << 2);
  const pages = <i32>((bytes + 0xffff) >> 16) - memory.size();
  if (pages > 0) memory.grow(pages);
  return foundAt;
}

@inline function at(table: usize, i: i32): i32 {
  return load<i32>(table + (<usize>i << 2));
}
@inline function put(table: usize, i: i32, value: i32): void {
  store<i32>(table + (<usize>i << 2), value);
}
@inline function maskOf(node: i32): i32 {
  return load<i32>(NODES_AT + (<usize>node << 3));
}
@inline function firstChild(node: i32): i32 {
  return load<i32>(NODES_AT + (<usize>node << 3), 4);
}

function step(node: i32, c: i32): i32 {
  const m = maskOf(node);
  const bit = 1 << c;
  return (m & bit) == 0 ? -1 : firstChild(node) + popcnt(m & (bit - 1));
}

/** For each cell, which letters are next to it (LETTERS_NEAR), and in which of its neighbour
 *  slots (SLOTS_BY_LETTER[cell * 32 + c]: bit k set when its k-th neighbour shows c). */
function groupNeighboursByLetter(cells: i32): void {
  for (let cell = 0; cell < cells; cell++) {
    let letters = 0;
    for (let k = 0; k < 8; k++) {
      const next = at(NEARBY_AT, 8 * cell + k);
      if (next == NONE) break;
      const c = at(LETTER_OF_AT, next);
      const i = cell * 32 + c;
      put(SLOTS_BY_LETTER_AT, i, ((letters & (1 << c)) == 0 ? 0 : at(SLOTS_BY_LETTER_AT, i)) | (1 << k));
      letters |= 1 << c;
    }
    put(LETTERS_NEAR_AT, cell, letters);
  }
}

/** ONWARD[8 * cell + k]: the letters a path can go on with after stepping from the cell to its
 *  k-th neighbour: that neighbour's letters near, less the cell's own letter when no other cell
 *  next to it shows that letter (the path cannot step back). A path's first tile is stepped to
 *  from the slot 8 * MAX_CELLS + cell. */
function groupLettersOnward(cells: i32): void {
  for (let cell = 0; cell < cells; cell++) {
    const back = at(LETTER_OF_AT, cell);
    for (let k = 0; k < 8; k++) {
      const next = at(NEARBY_AT, 8 * cell + k);
      if (next == NONE) break;
      const slots = at(SLOTS_BY_LETTER_AT, next * 32 + back);
      const near = at(LETTERS_NEAR_AT, next);
      put(ONWARD_AT, 8 * cell + k, (slots & (slots - 1)) == 0 ? near & ~(1 << back) : near);
    }
    put(NEARBY_AT, 8 * MAX_CELLS + cell, cell);
    put(ONWARD_AT, 8 * MAX_CELLS + cell, at(LETTERS_NEAR_AT, cell));
    put(VISITED_AT, cell, 0);
  }
}

@inline function isNew(m: i32, length: i32): bool {
  return (m & (END_OF_WORD | FOUND)) == END_OF_WORD && length >= shortest;
}

/** Notes a word: marks its node FOUND, keeps its key (length << 24 | node) and adds its points. */
function record(node: i32, length: i32): void {
  store<i32>(NODES_AT + (<usize>node << 3), maskOf(node) | FOUND);
  put(foundAt, count++, (length << 24) | node);
  score += at(POINTS_AT, length);
}

/** `node` is the trie node after the path's `length` letters, which end on the cell stepped
 *  to by the neighbour slot `from`; `m` is its mask. */
function visit(from: i32, node: i32, m: i32, length: i32): void {
  if (isNew(m, length)) record(node, length);
  let letters = m & at(ONWARD_AT, from);
  if (letters == 0) return;
  const cell = at(NEARBY_AT, from);
  put(VISITED_AT, cell, 1);
  const children = firstChild(node);
  do {
    const bit = letters & -letters;
    letters ^= bit;
    const c = ctz(bit);
    const child = children + popcnt(m & (bit - 1));
    for (let slots = at(SLOTS_BY_LETTER_AT, cell * 32 + c); slots != 0; slots &= slots - 1) {
      const slot = 8 * cell + ctz(slots);
      if (at(VISITED_AT, at(NEARBY_AT, slot)) != 0) continue;
      if (c != Q) {
        const cm = maskOf(child);
        if ((cm & at(ONWARD_AT, slot)) != 0) visit(slot, child, cm, length + 1);
        // A path that can go no further from here: note its word, if any, without a call.
        else if (isNew(cm, length + 1)) record(child, length + 1);
      } else {
        const u = step(child, U);
        if (u >= 0) visit(slot, u, maskOf(u), length + 2);
      }
    }
  } while (letters != 0);
  put(VISITED_AT, cell, 0);
}

/** The words on the board whose tiles' letters (a = 0, the Qu tile 16) and neighbour lists
 *  the caller put at LETTER_OF_AT and NEARBY_AT: their keys at the address `prepare` gave,
 *  longest first, then alphabetical when `sorted`. Returns how many; `totalScore` their points. */
export function solve(cells: i32, minLength: i32, sorted: bool): i32 {
  count = 0;
  score = 0;
  shortest = minLength;
  groupNeighboursByLetter(cells);
  groupLettersOnward(cells);
  for (let cell = 0; cell < cells; cell++) {
    const c = at(LETTER_OF_AT, cell);
    let node = step(0, c);
    let length = 1;
    if (c == Q && node >= 0) {
      node = step(node, U);
      length = 2;
    }
    if (node >= 0) visit(8 * MAX_CELLS + cell, node, maskOf(node), length);
  }
  for (let i = 0; i < count; i++) {
    const node = at(foundAt, i) & NODE_MASK;
    store<i32>(NODES_AT + (<usize>node << 3), maskOf(node) & ~FOUND);
  }
  if (sorted) longestFirst();
  return count;
}

export function totalScore(): i32 {
  return score;
}

// Nodes are numbered breadth first, so in node order the words come shortest first and each
// length alphabetical: the keys are sorted by node in three counting passes (a third of the
// node's bits each), then each length's run copied back, the longest run first.
function longestFirst(): void {
  const digit = (nodeBits + 2) / 3;
  const buckets = 1 << digit;
  let from = foundAt, to = spareAt;
  for (let pass = 0; pass < 3; pass++) {
    countingPass(from, to, pass * digit, buckets);
    const was = from;
    from = to;
    to = was;
  }
  let out = 0;
  for (let end = count; end > 0; ) {
    const length = at(from, end - 1) >>> 24;
    let start = end - 1;
    while (start > 0 && at(from, start - 1) >>> 24 == length) start--;
    for (let i = start; i < end; i++) put(foundAt, out++, at(from, i));
    end = start;
  }
}

/** Copies the keys from `from` to `to` in the order of their digit (key >>> shift) & (buckets - 1),
 *  keeping the order of keys with equal digits. */
function countingPass(from: usize, to: usize, shift: i32, buckets: i32): void {
  const digitMask = buckets - 1;
  memory.fill(COUNTS_AT, 0, <usize>buckets << 2);
  for (let i = 0; i < count; i++) {
    const d = (at(from, i) >>> shift) & digitMask;
    put(COUNTS_AT, d, at(COUNTS_AT, d) + 1);
  }
  for (let d = 0, sum = 0; d < buckets; d++) {
    const n = at(COUNTS_AT, d);
    put(COUNTS_AT, d, sum);
    sum += n;
  }
  for (let i = 0; i < count; i++) {
    const key = at(from, i);
    const d = (key >>> shift) & digitMask;
    const place = at(COUNTS_AT, d);
    put(COUNTS_AT, d, place + 1);
    put(to, place, key);
  }
}
