// The word a trie node spells, read back up the trie: for a walk that notes word nodes
// without keeping its path. Nodes are numbered breadth first and each node's children are
// made in turn, so first children rise with node numbers: a node's parent is the last node
// whose first child is not after it, found by halving.

import type { Dictionary } from "./dictionary.ts";
import { LETTER_BITS, ROOT, type Trie } from "./trie.ts";
import * as rank from "./word-rank.ts";

// A local copy: imported bindings are read through getters once tsx compiles the modules.
const rankOfNode = rank.rankOfNode;

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

/** Writes the words at nodes[from..to) (word nodes) into `words` from `at`: each spelled the
 *  first time a solver meets it, then taken from the dictionary's cache. */
export function spellWordNodes(dict: Dictionary, nodes: Int32Array, from: number, to: number, words: string[], at: number): void {
  const { spelled, ranks, trie } = dict;
  for (let i = from; i < to; i++) words[at++] = spelled[rankOfNode(ranks, nodes[i])] ??= wordOfNode(trie, nodes[i]);
}
