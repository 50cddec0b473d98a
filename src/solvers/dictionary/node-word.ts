// The word a trie node spells, read back up the trie: for a walk that notes word nodes
// without keeping its path. Nodes are numbered breadth first and each node's children are
// made in turn, so first children rise with node numbers: a node's parent is the last node
// whose first child is not after it, found by halving.

import { LETTER_BITS, ROOT, type Trie } from "./trie.ts";

export function wordOfNode({ nodes }: Trie, node: number): string {
  let word = "";
  while (node !== ROOT) {
    let low = ROOT, high = node - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (nodes[2 * middle + 1] <= node) low = middle;
      else high = middle - 1;
    }
    // The node is its parent's k-th child: its letter is the parent's k-th child letter.
    let letters = nodes[2 * low] & LETTER_BITS;
    for (let k = node - nodes[2 * low + 1]; k > 0; k--) letters &= letters - 1;
    word = String.fromCharCode(97 + 31 - Math.clz32(letters & -letters)) + word;
    node = low;
  }
  return word;
}
