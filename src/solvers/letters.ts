// Countdown letters: every word that can be spelled from a bag of letters, each letter used
// at most as often as it is given. Walk the trie, spending letters from the bag; a branch
// ends when no child letter is left. (Letterpress asks the same of 25 tiles, which reach so
// much of the trie that letterpress.ts scans the words instead.)

import type { Dictionary } from "./dictionary/index.ts";
import { wordOfNode } from "./dictionary/node-word.ts";
import * as trie from "./dictionary/trie.ts";

// Scratch space for the walk. Module-level because the walk is synchronous and never
// re-entered, and V8 runs a plain recursive function over these several times faster
// than a closure; each call resets what it uses. Every node the walk reaches is written
// down in its depth's row, and counted in only if it ends a word long enough: a branch on
// that is mispredicted so often that skipping it makes the walk 1.2x as fast. Each row's
// words arrive alphabetical, so the rows read from the longest are the answer.
const MAX_DEPTH = 64;
const WORD_BIT = 31 - Math.clz32(trie.END_OF_WORD);
// Imported bindings are read through getters once tsx compiles the modules: a local copy.
const popcount = trie.popcount;
const counts = new Int32Array(26);
const perLength = new Int32Array(MAX_DEPTH + 2);
let nodes: Int32Array = new Int32Array(0);
let row = 512; // room a depth
let foundNodes = new Int32Array(row * (MAX_DEPTH + 1));
let deepest = 0;
let shortest = 2;

/** Every word of at least `minLength` letters from the bag, longest first, then A–Z. */
export function wordsFromLetters(dict: Dictionary, letters: string, minLength = 2): string[] {
  ({ nodes } = dict.trie);
  shortest = minLength;
  deepest = Math.min(letters.length, MAX_DEPTH);
  counts.fill(0);
  perLength.fill(0, 0, deepest + 2);
  let available = 0; // bit c is set while the bag still holds letter c
  for (let i = 0; i < letters.length; i++) {
    const c = letters.charCodeAt(i) - 97;
    counts[c]++;
    available |= 1 << c;
  }
  walk(0, 0, available);
  return longestFirst(dict);
}

// Children are visited in letter order, so each length's words arrive alphabetical.
function walk(node: number, depth: number, available: number): void {
  const m = nodes[2 * node];
  if (perLength[depth + 1] + 26 >= row || perLength[depth] + 1 >= row) makeRoom(); // this node and its children
  note(node, m, depth);
  if (depth === deepest) return;
  const children = nodes[2 * node + 1];
  let next = m & available;
  while (next !== 0) {
    const bit = next & -next;
    next ^= bit;
    const c = 31 - Math.clz32(bit);
    const child = children + popcount(m & (bit - 1));
    const left = counts[c] - 1;
    const rest = available ^ (bit & ((left - 1) >> 31)); // without c once none is left
    const cm = nodes[2 * child];
    if ((cm & rest) === 0) {
      // The bag cannot go on from here: note the word, if any, without a call.
      note(child, cm, depth + 1);
      continue;
    }
    counts[c] = left;
    walk(child, depth + 1, rest);
    counts[c] = left + 1;
  }
}

/** Writes the node down, and keeps it if it ends a word of `shortest` letters or more. */
function note(node: number, m: number, depth: number): void {
  foundNodes[row * depth + perLength[depth]] = node;
  perLength[depth] += (m >>> WORD_BIT) & ((shortest - 1 - depth) >>> 31);
}

/** Doubles each depth's row. */
function makeRoom(): void {
  const more = new Int32Array(2 * foundNodes.length);
  for (let depth = 0; depth <= deepest + 1; depth++) more.set(foundNodes.subarray(row * depth, row * depth + perLength[depth]), 2 * row * depth);
  foundNodes = more;
  row *= 2;
}

/** The found words, longest first. A word's string is made once per dictionary and kept on
 *  its node: most of a solve's cost would otherwise be building the same strings again. */
function longestFirst(dict: Dictionary): string[] {
  const wordAt = dict.wordAtNode;
  let total = 0;
  for (let depth = 1; depth <= deepest; depth++) total += perLength[depth];
  const words = new Array<string>(total);
  for (let depth = deepest, out = 0; depth > 0; depth--) {
    for (let i = row * depth, end = i + perLength[depth]; i < end; i++) {
      words[out++] = wordAt[foundNodes[i]] ??= wordOfNode(dict.trie, foundNodes[i]);
    }
  }
  return words;
}

/** The words of the greatest length that can be made (Countdown's "best words"). */
export function longestWords(dict: Dictionary, letters: string): string[] {
  const words = wordsFromLetters(dict, letters);
  return words.filter((w) => w.length === words[0].length);
}
