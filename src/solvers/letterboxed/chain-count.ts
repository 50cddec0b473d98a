// Counting chains of words that use all twelve letters of a box, without listing them.
//
// Words with the same first letter, last letter and set of letters are interchangeable, so
// the count runs over those classes: ways(k, l, used) is how many chains of k words, the
// first starting with letter l, use every letter that `used` lacks (letters are places
// 0–11 in the box, sets are 12-bit masks). fewestLetters(k, l, used) is the length of the
// shortest such chain, which lets a lister skip chains that cannot make its cut.
//
// One word must cover all the missing letters: either scan the classes starting with l, or
// look up every superset of the missing letters in a table of exact sets, whichever is
// fewer steps (a word that lacks few letters has many supersets to try, and vice versa).

import { popcount } from "../dictionary/index.ts";
import type { BoxWords } from "./words.ts";

export const ALL = 0xfff;
const SETS = 4096;
const STATES = 12 * SETS;

/** Reused from solve to solve: an entry counts only if its stamp is the current solve's. */
class Memo {
  readonly values = new Float64Array(STATES);
  readonly stamps = new Int32Array(STATES);
}

// One memo a chain length, made when a search first gets that far (dealt boxes stop at 2).
const waysMemo: Memo[] = [];
const lettersMemo: Memo[] = [];
let solveStamp = 0;

// exactCount[l * 4096 + set]: words starting with l whose letters are exactly `set`;
// exactShortest: the length of the shortest of them (0 when there is none). Each solve
// zeroes the entries the one before it set, rather than the whole tables.
const exactCount = new Int32Array(STATES);
const exactShortest = new Uint8Array(STATES);
const exactSet: number[] = [];

// classAt[last * 4096 + set]: the class of the first letter being sorted, valid where
// classStamp holds that letter's stamp.
const classAt = new Int32Array(STATES);
const classStamp = new Int32Array(STATES);
let letterStamp = 0;

export class ChainCounter {
  // For each first letter, its classes: last letter, letters used, how many words, shortest.
  private readonly last: Uint8Array[] = [];
  private readonly used: Uint16Array[] = [];
  private readonly size: Float64Array[] = [];
  private readonly shortest: Uint8Array[] = [];
  private readonly stamp = ++solveStamp;

  constructor(box: BoxWords) {
    this.classify(box);
  }

  /** Words of one first letter are consecutive (the list is alphabetical), so each first
   *  letter's classes are a run of the class arrays. */
  private classify(box: BoxWords): void {
    for (const state of exactSet) exactCount[state] = exactShortest[state] = 0;
    exactSet.length = 0;
    const n = box.words.length;
    const last = new Uint8Array(n), used = new Uint16Array(n), size = new Float64Array(n), shortest = new Uint8Array(n);
    const runStart = new Int32Array(12).fill(-1), runEnd = new Int32Array(12);
    let classes = 0;
    for (let i = 0; i < n; i++) {
      const l = box.firstPlace[i], set = box.places[i], length = box.lengths[i];
      if (runStart[l] < 0) {
        runStart[l] = classes;
        letterStamp++;
      }
      const key = box.lastPlace[i] * SETS + set;
      if (classStamp[key] !== letterStamp) {
        classStamp[key] = letterStamp;
        classAt[key] = classes;
        last[classes] = box.lastPlace[i];
        used[classes] = set;
        shortest[classes++] = length;
      }
      const at = classAt[key];
      size[at]++;
      if (length < shortest[at]) shortest[at] = length;
      runEnd[l] = classes;
      const state = l * SETS + set;
      if (exactCount[state]++ === 0) exactSet.push(state);
      if (exactShortest[state] === 0 || length < exactShortest[state]) exactShortest[state] = length;
    }
    for (let l = 0; l < 12; l++) {
      const [from, to] = runStart[l] < 0 ? [0, 0] : [runStart[l], runEnd[l]];
      this.last.push(last.subarray(from, to));
      this.used.push(used.subarray(from, to));
      this.size.push(size.subarray(from, to));
      this.shortest.push(shortest.subarray(from, to));
    }
  }

  /** How many chains of exactly `words` words use all twelve letters. */
  count(words: number): number {
    let total = 0;
    for (let l = 0; l < 12; l++) total += this.ways(words, l, 0);
    return total;
  }

  /** Chains of k words, the first starting with letter l, that use every letter `used` lacks. */
  ways(k: number, l: number, used: number): number {
    if (k === 0) return used === ALL ? 1 : 0;
    const memo = (waysMemo[k - 1] ??= new Memo());
    const state = l * SETS + used;
    if (memo.stamps[state] === this.stamp) return memo.values[state];
    const last = this.last[l], usedBy = this.used[l], size = this.size[l];
    let total = 0;
    if (k > 1) {
      for (let i = 0; i < last.length; i++) total += size[i] * this.ways(k - 1, last[i], used | usedBy[i]);
    } else if (supersetsOf(used) <= last.length) {
      const missing = ALL & ~used;
      for (let set = missing; set < SETS; set = (set + 1) | missing) total += exactCount[l * SETS + set];
    } else {
      for (let i = 0; i < last.length; i++) if ((usedBy[i] | used) === ALL) total += size[i];
    }
    memo.stamps[state] = this.stamp;
    return (memo.values[state] = total);
  }

  /** The fewest letters in such a chain (Infinity when there is none). */
  fewestLetters(k: number, l: number, used: number): number {
    if (k === 0) return used === ALL ? 0 : Infinity;
    const memo = (lettersMemo[k - 1] ??= new Memo());
    const state = l * SETS + used;
    if (memo.stamps[state] === this.stamp) return memo.values[state];
    const last = this.last[l], usedBy = this.used[l], shortest = this.shortest[l];
    let fewest = Infinity;
    if (k > 1) {
      for (let i = 0; i < last.length; i++) {
        const rest = this.fewestLetters(k - 1, last[i], used | usedBy[i]);
        if (shortest[i] + rest < fewest) fewest = shortest[i] + rest;
      }
    } else if (supersetsOf(used) <= last.length) {
      const missing = ALL & ~used;
      for (let set = missing; set < SETS; set = (set + 1) | missing) {
        const length = exactShortest[l * SETS + set];
        if (length !== 0 && length < fewest) fewest = length;
      }
    } else {
      for (let i = 0; i < last.length; i++) if ((usedBy[i] | used) === ALL && shortest[i] < fewest) fewest = shortest[i];
    }
    memo.stamps[state] = this.stamp;
    return (memo.values[state] = fewest);
  }
}

/** How many sets contain every letter that `used` lacks: 2 to the number it has. */
export function supersetsOf(used: number): number {
  return 1 << popcount(used);
}
