// A trie in two flat arrays, children of a node stored side by side in letter order.
//   mask[node]:  bits 0–25 say which letters have a child, bit 26 says a word ends here.
//   first[node]: the index of the node's first child.
// The child for letter c is first + (the number of child letters below c), so a lookup is
// a popcount and no node needs 26 slots. 274k words make ~600k nodes, ~5 MB.

export const END_OF_WORD = 1 << 26;
export const LETTER_BITS = END_OF_WORD - 1;
export const ROOT = 0;

export interface Trie {
  readonly mask: Uint32Array;
  readonly first: Uint32Array;
}

export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The child of `node` for letter index c (0 = a), or -1 when there is none. */
export function childOf(trie: Trie, node: number, c: number): number {
  const m = trie.mask[node];
  if ((m & (1 << c)) === 0) return -1;
  return trie.first[node] + popcount(m & ((1 << c) - 1));
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
  return node >= 0 && (trie.mask[node] & END_OF_WORD) !== 0;
}

/**
 * Builds the trie from a sorted, duplicate-free list of lowercase a–z words. Each node owns a
 * range of the list (the words with its prefix); its children are the runs of equal letters
 * at the next position, allocated together so they sit side by side.
 */
export function buildTrie(words: readonly string[]): Trie {
  const capacity = 1 + words.reduce((sum, w) => sum + w.length, 0);
  const mask = new Uint32Array(capacity);
  const first = new Uint32Array(capacity);
  let nodes = 1;
  const stack: number[] = [ROOT, 0, words.length, 0]; // node, lo, hi, depth
  while (stack.length > 0) {
    const depth = stack.pop()!, hi = stack.pop()!;
    let lo = stack.pop()!;
    const node = stack.pop()!;
    if (lo < hi && words[lo].length === depth) {
      mask[node] |= END_OF_WORD;
      lo++;
    }
    first[node] = nodes;
    for (let start = lo; start < hi; ) {
      const c = words[start].charCodeAt(depth);
      let end = start + 1;
      while (end < hi && words[end].charCodeAt(depth) === c) end++;
      mask[node] |= 1 << (c - 97);
      stack.push(nodes++, start, end, depth + 1);
      start = end;
    }
  }
  return { mask: mask.slice(0, nodes), first: first.slice(0, nodes) };
}
