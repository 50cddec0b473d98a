// What the walks share: the trie (a copy of the dictionary's) and the words found, filed by
// length. Each walk keeps its own tables in the first 64 KB: boggle.ts below 18688, letters.ts
// from 20480.

/** Where the words found of each length go, and how many there are: the caller puts the
 *  dictionary's count of words of each length at WORDS_OF_LENGTH_AT before `prepare`. */
export const WORDS_OF_LENGTH_AT: usize = 18688; // i32 × (MAX_LENGTH + 1)
export const FOUND_AT: usize = 19200; // i32 × (MAX_LENGTH + 1): byte addresses
export const FOUND_OF_LENGTH_AT: usize = 19712; // i32 × (MAX_LENGTH + 1)
export const NODES_AT: usize = 65536; // two i32 a trie node: its mask and its first child

export const END_OF_WORD: i32 = 1 << 26;
/** The longest word a walk files: a 6x6 Boggle board of Qu tiles. */
export const MAX_LENGTH: i32 = 72;

/** Makes room for a trie of `nodeCount` nodes after the tables, then for the words found of
 *  each length: as many as the dictionary has, and one more for a walk that writes a node
 *  down before it knows whether to keep it. */
export function prepare(nodeCount: i32): void {
  let end = NODES_AT + (<usize>nodeCount << 3);
  for (let length = 0; length <= MAX_LENGTH; length++) {
    put(FOUND_AT, length, <i32>end);
    end += (<usize>at(WORDS_OF_LENGTH_AT, length) + 1) << 2;
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
