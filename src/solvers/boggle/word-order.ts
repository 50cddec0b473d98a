// Every word node's place in alphabetical order, so a solver can sort the words it finds
// as numbers instead of comparing strings. Children sit in letter order and a word comes
// before its extensions, so a preorder walk of the trie meets the words alphabetically.
// Built once per trie (a few ms for 600k nodes) and kept.

import { END_OF_WORD, LETTER_BITS, ROOT, popcount, type Trie } from "../dictionary/index.ts";

export interface WordOrder {
  /** rankOfNode[node] is the word's alphabetical index (meaningful on word nodes only). */
  readonly rankOfNode: Uint32Array;
  /** nodeOfRank[rank] is the node where that word ends. */
  readonly nodeOfRank: Uint32Array;
}

const orders = new WeakMap<Trie, WordOrder>();

export function wordOrder(trie: Trie): WordOrder {
  let order = orders.get(trie);
  if (!order) {
    order = buildWordOrder(trie);
    orders.set(trie, order);
  }
  return order;
}

function buildWordOrder({ mask, first }: Trie): WordOrder {
  const rankOfNode = new Uint32Array(mask.length);
  const ranked: number[] = [];
  const stack = [ROOT];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (mask[node] & END_OF_WORD) {
      rankOfNode[node] = ranked.length;
      ranked.push(node);
    }
    // Push children last letter first, so the first letter is walked first.
    for (let child = first[node] + popcount(mask[node] & LETTER_BITS) - 1; child >= first[node]; child--) stack.push(child);
  }
  return { rankOfNode, nodeOfRank: Uint32Array.from(ranked) };
}
