// Countdown letters, and Letterpress (the same question over 25 letters): every word that
// can be spelled from a bag of letters, each letter used at most as often as it is given.
// Walk the trie, spending letters from the bag; a branch ends when no child letter is left.

import type { Dictionary } from "./dictionary/index.ts";
import { END_OF_WORD, popcount } from "./dictionary/trie.ts";

// Scratch space for the walk. Module-level because the walk is synchronous and never
// re-entered, and V8 runs a plain recursive function over these several times faster
// than a closure; each call resets what it uses. Found words are kept in arrival order with
// their lengths and placed longest first in one pass at the end.
const counts = new Int32Array(26);
const path = new Uint8Array(64);
const perLength = new Int32Array(path.length + 1);
let nodes: Int32Array = new Int32Array(0);
let wordAt: (string | undefined)[] = [];
const foundWords: string[] = [];
let foundLengths = new Uint8Array(4096);
let foundCount = 0;
let shortest = 2;

/** Every word of at least `minLength` letters from the bag, longest first, then A–Z. */
export function wordsFromLetters(dict: Dictionary, letters: string, minLength = 2): string[] {
  ({ nodes } = dict.trie);
  wordAt = dict.wordAtNode;
  shortest = minLength;
  counts.fill(0);
  perLength.fill(0);
  foundCount = 0;
  let available = 0; // bit c is set while the bag still holds letter c
  for (let i = 0; i < letters.length; i++) {
    const c = letters.charCodeAt(i) - 97;
    counts[c]++;
    available |= 1 << c;
  }
  walk(0, 0, available);
  return longestFirst();
}

// Children are visited in letter order, so each length's words arrive alphabetical.
function walk(node: number, depth: number, available: number): void {
  const m = nodes[2 * node];
  if (m & END_OF_WORD && depth >= shortest) record(node, depth);
  if (depth === path.length) return;
  const children = nodes[2 * node + 1];
  let next = m & available;
  while (next !== 0) {
    const bit = next & -next;
    next ^= bit;
    const c = 31 - Math.clz32(bit);
    path[depth] = 97 + c;
    const child = children + popcount(m & (bit - 1));
    const left = counts[c] - 1;
    const rest = left === 0 ? available ^ bit : available;
    const cm = nodes[2 * child];
    if ((cm & rest) === 0) {
      // The bag cannot go on from here: note the word, if any, without a call.
      if (cm & END_OF_WORD && depth + 1 >= shortest) record(child, depth + 1);
      continue;
    }
    counts[c] = left;
    walk(child, depth + 1, rest);
    counts[c] = left + 1;
  }
}

function record(node: number, depth: number): void {
  if (foundCount === foundLengths.length) {
    const longer = new Uint8Array(2 * foundCount);
    longer.set(foundLengths);
    foundLengths = longer;
  }
  foundWords[foundCount] = wordAt[node] ?? spell(node, depth);
  foundLengths[foundCount++] = depth;
  perLength[depth]++;
}

/** The found words placed longest first; within a length they keep the walk's A–Z order. */
function longestFirst(): string[] {
  let next = 0;
  for (let length = perLength.length - 1; length > 0; length--) {
    const count = perLength[length];
    perLength[length] = next;
    next += count;
  }
  const words = new Array<string>(foundCount);
  for (let i = 0; i < foundCount; i++) words[perLength[foundLengths[i]]++] = foundWords[i];
  return words;
}

/** A word's string is made once per dictionary and kept on its node: most of a solve's
 *  cost would otherwise be building the same strings again. */
function spell(node: number, depth: number): string {
  let word = "";
  for (let i = 0; i < depth; i++) word += String.fromCharCode(path[i]);
  return (wordAt[node] = word);
}

/** The words of the greatest length that can be made (Countdown's "best words"). */
export function longestWords(dict: Dictionary, letters: string): string[] {
  const words = wordsFromLetters(dict, letters);
  return words.filter((w) => w.length === words[0].length);
}
