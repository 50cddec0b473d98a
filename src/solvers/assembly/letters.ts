// Countdown letters: every word spelled from a bag of letters, each used at most as often as
// it is given. Walk the trie, spending letters from the bag; a branch ends when no child letter
// is left. Children are visited in letter order, so each length's words arrive alphabetical.

import { FOUND_AT, FOUND_OF_LENGTH_AT, Levels, MAX_LENGTH, at, fileNothing, firstChild, maskOf, put } from "./trie";

export const COUNTS_AT: usize = 20480; // i32 × 26: how many of each letter the bag holds

const WORD_BIT: i32 = 26;

let shortest: i32 = 2;
let deepest: i32 = 9;

/** The words of `minLength` letters or more from a bag of `size` letters, whose counts the
 *  caller put at COUNTS_AT (`available`: the letters it holds, as bits), filed by length. */
export function lettersWords(available: i32, size: i32, minLength: i32): void {
  shortest = minLength;
  deepest = min(size, MAX_LENGTH);
  fileNothing();
  walk(0, maskOf(0), 0, available);
}

function walk(node: i32, m: i32, depth: i32, available: i32): void {
  walkLevel<Levels>(node, m, depth, available);
}

/** One level of the walk, compiled in place; the next level too while `Below` counts one. */
@inline function walkLevel<Below>(node: i32, m: i32, depth: i32, available: i32): void {
  note(node, m, depth);
  if (depth == deepest) return;
  const children = firstChild(node);
  let next = m & available;
  while (next != 0) {
    const bit = next & -next;
    next ^= bit;
    const c = ctz(bit);
    const child = children + popcnt(m & (bit - 1));
    const left = at(COUNTS_AT, c) - 1;
    const rest = available ^ (bit & ((left - 1) >> 31)); // without c once none is left
    const cm = maskOf(child);
    if ((cm & rest) == 0) {
      // The bag cannot go on from here: note the word, if any, without a call.
      note(child, cm, depth + 1);
      continue;
    }
    put(COUNTS_AT, c, left);
    if (isReference<Below>()) walkLevel<valueof<Below>>(child, cm, depth + 1, rest);
    else walk(child, cm, depth + 1, rest);
    put(COUNTS_AT, c, left + 1);
  }
}

/** Writes the node down with its depth's words, and keeps it only if it ends a word of
 *  `shortest` letters or more: a branch on that is mispredicted so often that going without
 *  makes the walk 1.2x as fast. */
@inline function note(node: i32, m: i32, depth: i32): void {
  const words = <usize>at(FOUND_AT, depth);
  const n = at(FOUND_OF_LENGTH_AT, depth);
  put(words, n, node);
  put(FOUND_OF_LENGTH_AT, depth, n + ((m >>> WORD_BIT) & ((shortest - 1 - depth) >>> 31)));
}
