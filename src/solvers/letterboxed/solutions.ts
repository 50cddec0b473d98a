// The fewest-word solutions of a box: chains of words, each starting with the last letter
// of the one before, that use all twelve letters between them.
//
// Chains of one or two words, which every dealt box has, are found with letter bitsets
// (pairs.ts). For longer ones the par is the least number of words with any chain at all,
// and solutionCount the number of chains at par, both counted without listing
// (chain-count.ts). Listing then walks the chains at par, shortest words first, following
// only steps that can still finish, and keeps the `limit` best (fewest letters, then
// alphabetical) in a heap whose top is the worst kept: once it is full, a step that cannot
// beat the top is not taken.

import type { Dictionary } from "../dictionary/index.ts";
import { ALL, ChainCounter, supersetsOf } from "./chain-count.ts";
import { oneOrTwoWordChains } from "./pairs.ts";
import { findBoxWords, MIN_WORD_LENGTH, type BoxWords } from "./words.ts";

export interface LetterBoxedSolution {
  /** Every word the box allows, alphabetical. */
  readonly words: string[];
  /** The fewest words that use all twelve letters, or null if more than `maxWords` are needed. */
  readonly par: number | null;
  /** Up to `limit` chains at par, fewest letters in all first, then alphabetical. */
  readonly solutions: string[][];
  /** How many chains there are at par in all. */
  readonly solutionCount: number;
}

export interface LetterBoxedOptions {
  readonly maxWords?: number;
  readonly limit?: number;
}

export function solveLetterBoxed(dict: Dictionary, sides: readonly string[], { maxWords = 5, limit = 1000 }: LetterBoxedOptions = {}): LetterBoxedSolution {
  const box = findBoxWords(dict, sides);
  const none = { words: box.words, par: null, solutions: [], solutionCount: 0 };
  if (maxWords < 1 || !usesEveryLetter(box)) return none;
  const short = oneOrTwoWordChains(box, maxWords, limit);
  if (short) return { words: box.words, par: short.par, solutions: short.solutions, solutionCount: short.solutionCount };
  const counter = new ChainCounter(box);
  for (let par = 3; par <= maxWords; par++) {
    const solutionCount = counter.count(par);
    if (solutionCount > 0) {
      const solutions = limit > 0 ? new ChainLister(box, counter, limit).list(par) : [];
      return { words: box.words, par, solutions, solutionCount };
    }
  }
  return none;
}

function usesEveryLetter(box: BoxWords): boolean {
  let used = 0;
  for (let i = 0; i < box.places.length; i++) used |= box.places[i];
  return used === ALL;
}

interface Chain {
  /** Word numbers, which are in alphabetical order. */
  readonly words: number[];
  readonly letters: number;
}

// The words starting with letter l and using exactly the letters `set` are
// buckets[bucketAt[l * 4096 + set]], shortest first; setsFrom[l] lists the sets that occur.
const bucketAt = new Int32Array(12 * 4096);

class ChainLister {
  /** All words, shortest first (then alphabetical), and the same per first letter. */
  private readonly shortestFirst: number[];
  private readonly byFirst: number[][] = Array.from({ length: 12 }, () => []);
  private readonly buckets: number[][] = [];
  private readonly setsFrom: number[][] = Array.from({ length: 12 }, () => []);
  private readonly heap: Chain[] = [];
  private readonly chain: number[] = [];

  constructor(
    private readonly box: BoxWords,
    private readonly counter: ChainCounter,
    private readonly limit: number,
  ) {
    this.shortestFirst = shortestFirst(box.lengths);
    bucketAt.fill(-1);
    for (const i of this.shortestFirst) {
      const l = box.firstPlace[i];
      const state = l * 4096 + box.places[i];
      this.byFirst[l].push(i);
      if (bucketAt[state] < 0) {
        bucketAt[state] = this.buckets.push([]) - 1;
        this.setsFrom[l].push(box.places[i]);
      }
      this.buckets[bucketAt[state]].push(i);
    }
  }

  list(par: number): string[][] {
    this.extend(par, this.shortestFirst, 0, 0);
    return this.heap.sort(compare).map((chain) => chain.words.map((i) => this.box.words[i]));
  }

  /** Tries each candidate as the next of `k` (at least 2) words still to place. */
  private extend(k: number, candidates: readonly number[], used: number, letters: number): void {
    const { box, counter, heap, chain } = this;
    for (const word of candidates) {
      const total = letters + box.lengths[word];
      const full = heap.length === this.limit;
      if (full && total + MIN_WORD_LENGTH * (k - 1) > heap[0].letters) break; // the rest are longer
      const last = box.lastPlace[word];
      const nowUsed = used | box.places[word];
      if (counter.ways(k - 1, last, nowUsed) === 0) continue;
      if (full && total + counter.fewestLetters(k - 1, last, nowUsed) > heap[0].letters) continue;
      chain.push(word);
      if (k === 2) this.finish(last, nowUsed, total);
      else this.extend(k - 1, this.byFirst[last], nowUsed, total);
      chain.pop();
    }
  }

  /** Ends the chain with each word starting with l that uses every letter `used` lacks:
   *  from the buckets of those letter sets, found by trying either every superset of the
   *  missing letters or every set that occurs, whichever is fewer. */
  private finish(l: number, used: number, letters: number): void {
    const sets = this.setsFrom[l];
    const missing = ALL & ~used;
    if (supersetsOf(used) < sets.length) {
      for (let set = missing; set <= ALL; set = (set + 1) | missing) this.finishWith(bucketAt[l * 4096 + set], letters);
    } else {
      for (const set of sets) if ((set | used) === ALL) this.finishWith(bucketAt[l * 4096 + set], letters);
    }
  }

  private finishWith(bucket: number, letters: number): void {
    if (bucket < 0) return;
    const { box, heap, chain } = this;
    for (const word of this.buckets[bucket]) {
      const total = letters + box.lengths[word];
      if (heap.length === this.limit && total > heap[0].letters) return; // the rest are longer
      chain.push(word);
      this.keep({ words: [...chain], letters: total });
      chain.pop();
    }
  }

  private keep(chain: Chain): void {
    const heap = this.heap;
    if (heap.length < this.limit) {
      heap.push(chain);
      siftUp(heap, heap.length - 1);
    } else if (compare(chain, heap[0]) < 0) {
      heap[0] = chain;
      siftDown(heap, 0);
    }
  }
}

/** Word numbers by length, then alphabetical (the numbers' own order): a counting sort. */
function shortestFirst(lengths: Uint8Array): number[] {
  const startOf = new Int32Array(257);
  for (let i = 0; i < lengths.length; i++) startOf[lengths[i] + 1]++;
  for (let length = 1; length < startOf.length; length++) startOf[length] += startOf[length - 1];
  const order = new Array<number>(lengths.length);
  for (let i = 0; i < lengths.length; i++) order[startOf[lengths[i]]++] = i;
  return order;
}

/** Fewer letters first, then alphabetical. */
function compare(a: Chain, b: Chain): number {
  if (a.letters !== b.letters) return a.letters - b.letters;
  for (let i = 0; i < a.words.length; i++) if (a.words[i] !== b.words[i]) return a.words[i] - b.words[i];
  return 0;
}

// The heap keeps its worst chain on top.
function siftUp(heap: Chain[], i: number): void {
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (compare(heap[i], heap[parent]) <= 0) return;
    [heap[i], heap[parent]] = [heap[parent], heap[i]];
    i = parent;
  }
}

function siftDown(heap: Chain[], i: number): void {
  for (;;) {
    const [left, right] = [2 * i + 1, 2 * i + 2];
    let top = i;
    if (left < heap.length && compare(heap[left], heap[top]) > 0) top = left;
    if (right < heap.length && compare(heap[right], heap[top]) > 0) top = right;
    if (top === i) return;
    [heap[i], heap[top]] = [heap[top], heap[i]];
    i = top;
  }
}
