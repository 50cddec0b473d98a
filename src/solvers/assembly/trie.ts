// What the walks share: the dictionary's trie, read into this memory with the rest of its
// index image, and the words found, filed by length. Each walk keeps its own tables in the
// first 64 KB: boggle.ts below 18688, letters.ts from 20480.

/** Where the words found of each length go (byte addresses), and how many there are. */
export const FOUND_AT: usize = 19200; // i32 × (MAX_LENGTH + 1)
export const FOUND_OF_LENGTH_AT: usize = 19712; // i32 × (MAX_LENGTH + 1)
/** The dictionary's index image is read in so that its trie starts here; its header sits
 *  just below. */
export const NODES_AT: usize = 65536; // two i32 a trie node: its mask and its first child

export const END_OF_WORD: i32 = 1 << 26;
/** The longest word a walk files: a 6x6 Boggle board of Qu tiles. */
export const MAX_LENGTH: i32 = 72;

/** Six, counted as a type: the walks compile a level in place of a call for each StaticArray
 *  and for the u8 (valueof steps inward), then call. Boggle on one board 1.18x, letters 1.1x. */
export type Levels = StaticArray<StaticArray<StaticArray<StaticArray<StaticArray<u8>>>>>;

export let nodeCount: i32 = 0;

/** Makes room for an index image ending at `imageEnd`, whose trie of `nodes` nodes starts at
 *  NODES_AT, then for the words found: up to `wordCount` of each length, and one more for a
 *  walk that writes a node down before it knows whether to keep it. Untouched room costs no
 *  memory. */
export function prepare(imageEnd: usize, nodes: i32, wordCount: i32): void {
  nodeCount = nodes;
  const room = <usize>(wordCount + 1) << 2;
  let end = (imageEnd + 3) & ~3;
  for (let length = 0; length <= MAX_LENGTH; length++) {
    put(FOUND_AT, length, <i32>end);
    end += room;
  }
  const pages = <i32>((end + 0xffff) >> 16) - memory.size();
  if (pages > 0) memory.grow(pages);
}

export function fileNothing(): void {
  memory.fill(FOUND_OF_LENGTH_AT, 0, (MAX_LENGTH + 1) << 2);
}

@inline export function at(table: usize, i: i32): i32 {
  return load<i32>(table + (<usize>i << 2));
}
@inline export function put(table: usize, i: i32, value: i32): void {
  store<i32>(table + (<usize>i << 2), value);
}
@inline export function maskOf(node: i32): i32 {
  return load<i32>(NODES_AT + (<usize>node << 3));
}
@inline export function setMask(node: i32, m: i32): void {
  store<i32>(NODES_AT + (<usize>node << 3), m);
}
@inline export function firstChild(node: i32): i32 {
  return load<i32>(NODES_AT + (<usize>node << 3), 4);
}

/** The node's child for letter c, or -1. */
export function step(node: i32, c: i32): i32 {
  const m = maskOf(node);
  const bit = 1 << c;
  return (m & bit) == 0 ? -1 : firstChild(node) + popcnt(m & (bit - 1));
}
