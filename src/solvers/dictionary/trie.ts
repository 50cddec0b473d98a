// A trie in one flat array, two numbers a node, children of a node stored side by side in
// letter order:
//   nodes[2n]:     bits 0–25 say which letters have a child, bit 26 says a word ends here.
//   nodes[2n + 1]: the number of the node's first child.
// The child for letter c is first + (the number of child letters below c), so a lookup is
// a popcount and no node needs 26 slots. A node's two numbers share a cache line, which is
// what a walk over the trie waits on. 274k words make ~600k nodes, ~5 MB.
//
// Nodes are numbered breadth first: level by level, and within a level in alphabetical order
// of their prefixes. So the top of the trie, where every walk starts, is packed together, and
// sorting word nodes by number sorts their words shortest first, then alphabetically.

export const END_OF_WORD = 1 << 26;
export const LETTER_BITS = END_OF_WORD - 1;
export const ROOT = 0;

export interface Trie {
  readonly nodes: Int32Array;
}

export function nodeCount(trie: Trie): number {
  return trie.nodes.length >> 1;
}

export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The child of `node` for letter index c (0 = a), or -1 when there is none. */
export function childOf(trie: Trie, node: number, c: number): number {
  const m = trie.nodes[2 * node];
  if ((m & (1 << c)) === 0) return -1;
  return trie.nodes[2 * node + 1] + popcount(m & ((1 << c) - 1));
}

/** The node reached by spelling `word` from the root, or -1. */
export function nodeFor(trie: Trie, word: string): number {
  let node = ROOT;
  for (let i = 0; i < word.length && node >= 0; i++) {
    const c = word.charCodeAt(i) - 97;
    node = c >= 0 && c < 26 ? childOf(trie, node, c) : -1;
  }
  return node;
}

export function isWordNode(trie: Trie, node: number): boolean {
  return node >= 0 && (trie.nodes[2 * node] & END_OF_WORD) !== 0;
}

/**
 * Builds the trie from a sorted, duplicate-free list of lowercase a–z words. Node n owns the
 * words lo[n]..hi[n] (those with its prefix); its children are the runs of equal letters at
 * the next position. Nodes are numbered as they are made and expanded in that order, which
 * is the breadth-first numbering.
 */
export function buildTrie(words: readonly string[]): Trie {
  const capacity = 1 + words.reduce((sum, w) => sum + w.length, 0);
  const nodes = new Int32Array(2 * capacity);
  const lo = new Int32Array(capacity), hi = new Int32Array(capacity), depth = new Int32Array(capacity);
  hi[ROOT] = words.length;
  let made = 1;
  for (let node = ROOT; node < made; node++) {
    let start = lo[node];
    const end = hi[node], d = depth[node];
    let m = 0;
    if (start < end && words[start].length === d) {
      m = END_OF_WORD;
      start++;
    }
    nodes[2 * node + 1] = made;
    while (start < end) {
      const c = words[start].charCodeAt(d);
      let stop = start + 1;
      while (stop < end && words[stop].charCodeAt(d) === c) stop++;
      m |= 1 << (c - 97);
      lo[made] = start;
      hi[made] = stop;
      depth[made++] = d + 1;
      start = stop;
    }
    nodes[2 * node] = m;
  }
  return { nodes: nodes.slice(0, 2 * made) };
}
