// The chains of one or two words that use all twelve letters: par for every dealt box.
//
// A second word starts with the first's last letter x and holds every letter the first
// lacks. For the words starting with x, bitsets say which of them hold each set of letters
// of one side (8 sets a side), so the words holding all the missing letters are the AND of
// four bitsets, 32 words at a time. Those words are ranked most letters first, so a first
// word of p different letters looks only at words of 13 - p or more (the two share x): a
// prefix of the bitsets, often one 32-bit word.
//
// To list the `limit` best chains (fewest letters, then alphabetical), chains are written as
// numbers that sort in that order, first word by first word, counted by total letters, and
// those up to the letter count where the best end are put in order by a counting sort on
// that count: no heap, and no comparison sort.

import * as trie from "../dictionary/index.ts";
import { doubled } from "../grow.ts";
import type { BoxWords } from "./words.ts";

// A local copy: tsx reads imported bindings through getters (see words.ts).
const popcount = trie.popcount;
const ALL = 0xfff;

/** How many letters each set of box places holds. */
const LETTER_COUNT = new Uint8Array(ALL + 1);
for (let set = 1; set <= ALL; set++) LETTER_COUNT[set] = LETTER_COUNT[set >> 1] + (set & 1);

export interface ShortChains {
  readonly par: number;
  readonly solutionCount: number;
  readonly solutions: string[][];
}

/** The chains of one word, or else of two when `maxWords` allows, or null if there are none. */
export function oneOrTwoWordChains(box: BoxWords, maxWords: number, limit: number): ShortChains | null {
  const whole = wholeWords(box);
  if (whole.length > 0) return { par: 1, solutionCount: whole.length, solutions: best(box, Float64Array.from(whole), limit) };
  if (maxWords < 2) return null;
  const pairs = findPairs(box);
  return pairs === 0 ? null : { par: 2, solutionCount: pairs, solutions: limit > 0 ? listPairs(box, pairs, limit) : [] };
}

// A chain as one number that sorts fewest letters first, then by its words' numbers:
// letters * 2^40 + first * 2^20 + (second + 1, or 0 for a one-word chain).
const LETTERS = 2 ** 40;
const FIRST = 2 ** 20;
const MOST_LETTERS = 2 * 64; // two words as long as the walk goes

function lettersOf(key: number): number {
  return Math.floor(key / LETTERS);
}

/** Keys of the words that use all twelve letters alone. */
function wholeWords(box: BoxWords): number[] {
  const keys: number[] = [];
  for (let i = 0; i < box.places.length; i++) if (box.places[i] === ALL) keys.push(box.lengths[i] * LETTERS + i * FIRST);
  return keys;
}

/** The `limit` best chains among keys that come first word by first word, in order: placed
 *  by a counting sort on their letters, then put right within each first word by an
 *  insertion sort, as only the second words of one first word can be out of order. */
function best(box: BoxWords, keys: Float64Array, limit: number): string[][] {
  const count = new Int32Array(MOST_LETTERS + 1), start = new Int32Array(MOST_LETTERS + 1);
  for (let i = 0; i < keys.length; i++) count[lettersOf(keys[i])]++;
  let kept = 0, cut = 0; // chains of fewer than `cut` letters are kept
  for (; cut <= MOST_LETTERS && kept < limit; cut++) {
    start[cut] = kept;
    kept += count[cut];
  }
  const order = new Float64Array(kept);
  for (let i = 0; i < keys.length; i++) if (lettersOf(keys[i]) < cut) order[start[lettersOf(keys[i])]++] = keys[i];
  for (let i = 1; i < kept; i++) {
    const key = order[i];
    let j = i;
    for (; j > 0 && order[j - 1] > key; j--) order[j] = order[j - 1];
    order[j] = key;
  }
  const chains: string[][] = [];
  for (let i = 0; i < kept && i < limit; i++) {
    const high = Math.floor(order[i] / FIRST), second = order[i] - high * FIRST; // % on doubles is slow
    const first = box.words[high & (FIRST - 1)];
    chains.push(second === 0 ? [first] : [first, box.words[second - 1]]);
  }
  return chains;
}

// Scratch space, kept from solve to solve and grown when a box needs more. The words starting with x, most letters first,
// are byRank[rankFrom[x] ...]; atLeast[x * 14 + k] of them have k letters or more.
// Their bitsets are sideBits[bitsFrom[x] + 32 * w + 8 * side + set]: bit j of the w-th
// 32-bit word says whether the word ranked 32w + j holds the letters `set` of that side.
const rankFrom = new Int32Array(13);
const atLeast = new Int32Array(12 * 14);
const bitsFrom = new Int32Array(13);
let byRank = new Int32Array(1024);
let sideBits = new Int32Array(1024);
// What the last search found, as runs: a first word, the rank of the first of 32 second
// words, and a bit for each of those that finishes the chain.
let foundFirst = new Int32Array(1024);
let foundFrom = new Int32Array(1024);
let foundBits = new Int32Array(1024);
let runs = 0;

/** Finds the two-word chains and returns how many there are. */
function findPairs(box: BoxWords): number {
  rank(box);
  fillSideBits(box);
  const { places, lastPlace } = box;
  const bits = sideBits, letterCount = LETTER_COUNT;
  let pairs = 0;
  runs = 0;
  for (let a = 0; a < places.length; a++) {
    const x = lastPlace[a], lacking = ALL & ~places[a];
    const candidates = atLeast[x * 14 + 13 - letterCount[places[a]]];
    for (let w = 0, at = bitsFrom[x]; w < (candidates + 31) >> 5; w++, at += 32) {
      const found = bits[at + (lacking & 7)] & bits[at + 8 + ((lacking >> 3) & 7)] & bits[at + 16 + ((lacking >> 6) & 7)] & bits[at + 24 + (lacking >> 9)];
      if (found === 0) continue;
      if (runs === foundBits.length) [foundFirst, foundFrom, foundBits] = [doubled(foundFirst), doubled(foundFrom), doubled(foundBits)];
      foundFirst[runs] = a;
      foundFrom[runs] = rankFrom[x] + 32 * w;
      foundBits[runs++] = found;
      pairs += popcount(found);
    }
  }
  return pairs;
}

/** Ranks each first letter's words by how many letters they use, most first (a counting sort). */
function rank(box: BoxWords): void {
  const { places, firstPlace } = box;
  atLeast.fill(0);
  for (let i = 0; i < places.length; i++) atLeast[firstPlace[i] * 14 + LETTER_COUNT[places[i]]]++;
  const next = new Int32Array(12 * 14); // where the next word of x with k letters goes
  rankFrom[0] = 0;
  for (let x = 0; x < 12; x++) {
    for (let k = 12; k >= 0; k--) atLeast[x * 14 + k] += atLeast[x * 14 + k + 1];
    for (let k = 0; k < 13; k++) next[x * 14 + k] = rankFrom[x] + atLeast[x * 14 + k + 1];
    rankFrom[x + 1] = rankFrom[x] + atLeast[x * 14];
  }
  if (byRank.length < places.length) byRank = new Int32Array(2 * places.length);
  for (let i = 0; i < places.length; i++) byRank[next[firstPlace[i] * 14 + LETTER_COUNT[places[i]]]++] = i;
}

/** Bits for each word's exact letters on each side first, then each set of a side gets
 *  the words of every set that holds it (an OR over supersets, bit by bit). */
function fillSideBits(box: BoxWords): void {
  bitsFrom[0] = 0;
  for (let x = 0; x < 12; x++) bitsFrom[x + 1] = bitsFrom[x] + 32 * ((rankFrom[x + 1] - rankFrom[x] + 31) >> 5);
  if (sideBits.length < bitsFrom[12]) sideBits = new Int32Array(2 * bitsFrom[12]);
  const bits = sideBits, places = box.places, words = byRank;
  bits.fill(0, 0, bitsFrom[12]);
  for (let x = 0; x < 12; x++) {
    for (let r = rankFrom[x], j = 0; r < rankFrom[x + 1]; r++, j++) {
      const set = places[words[r]], at = bitsFrom[x] + 32 * (j >> 5), bit = 1 << (j & 31);
      bits[at + (set & 7)] |= bit;
      bits[at + 8 + ((set >> 3) & 7)] |= bit;
      bits[at + 16 + ((set >> 6) & 7)] |= bit;
      bits[at + 24 + (set >> 9)] |= bit;
    }
  }
  for (let side = 0; side < bitsFrom[12]; side += 8) {
    for (let letter = 1; letter < 8; letter <<= 1) {
      for (let set = 0; set < 8; set++) if ((set & letter) === 0) bits[side + set] |= bits[side + (set | letter)];
    }
  }
}

/** The `limit` best of the two-word chains the last search found. */
function listPairs(box: BoxWords, pairs: number, limit: number): string[][] {
  const lengths = box.lengths, words = byRank;
  const keys = new Float64Array(pairs);
  let pair = 0;
  for (let run = 0; run < runs; run++) {
    const a = foundFirst[run];
    for (let found = foundBits[run]; found !== 0; found &= found - 1) {
      const b = words[foundFrom[run] + 31 - Math.clz32(found & -found)];
      keys[pair++] = (lengths[a] + lengths[b]) * LETTERS + a * FIRST + b + 1;
    }
  }
  return best(box, keys, limit);
}
