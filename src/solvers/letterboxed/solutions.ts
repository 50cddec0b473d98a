// The fewest-word solutions of a box: chains of words, each starting with the last letter
// of the one before, that use all twelve letters between them.
//
// Words with the same first letter, last letter and set of letters are interchangeable, so
// the search counts over those classes: ways(k, l, used) is how many chains of k words,
// the first starting with letter l, use every letter `used` lacks. The par is the least k
// with any chain at all, and solutionCount the number of chains at par. Listing then walks
// chains in alphabetical order, following only steps that can still finish, and keeps the
// `limit` shortest (by total letters; a later chain of equal length is later alphabetically).

import type { Dictionary } from "../dictionary/index.ts";
import { findBoxWords, type BoxWords } from "./words.ts";

export interface LetterBoxedSolution {
  /** Every word the box allows, alphabetical. */
  readonly words: string[];
  /** The fewest words that use all twelve letters, or null if more than `maxWords` are needed. */
  readonly par: number | null;
  /** Up to `limit` chains at par, shortest in total first, then alphabetical. */
  readonly solutions: string[][];
  /** How many chains there are at par in all. */
  readonly solutionCount: number;
}

export interface LetterBoxedOptions {
  readonly maxWords?: number;
  readonly limit?: number;
}

const ALL = 0xfff;
const STATES = 12 * 4096;

export function solveLetterBoxed(dict: Dictionary, sides: readonly string[], { maxWords = 5, limit = 1000 }: LetterBoxedOptions = {}): LetterBoxedSolution {
  const box = findBoxWords(dict, sides);
  const chains = new ChainCounter(box, maxWords);
  const usable = box.places.reduce((all, places) => all | places, 0);
  for (let par = 1; par <= maxWords && usable === ALL; par++) {
    const solutionCount = chains.count(par);
    if (solutionCount > 0) {
      const solutions = limit > 0 ? new ChainLister(box, chains, limit).list(par) : [];
      return { words: box.words, par, solutions, solutionCount };
    }
  }
  return { words: box.words, par: null, solutions: [], solutionCount: 0 };
}

/** Word classes: same first letter, last letter and letters used. */
interface WordClasses {
  /** For each first letter, the classes starting with it: last letter, letters used, how many
   *  words, and the length of the shortest. */
  readonly last: Uint8Array[];
  readonly used: Uint16Array[];
  readonly size: Float64Array[];
  readonly shortest: Uint8Array[];
}

function classify(box: BoxWords): WordClasses {
  const byKey = new Map<number, number>();
  const last: number[][] = Array.from({ length: 12 }, () => []);
  const used: number[][] = Array.from({ length: 12 }, () => []);
  const size: number[][] = Array.from({ length: 12 }, () => []);
  const shortest: number[][] = Array.from({ length: 12 }, () => []);
  box.words.forEach((word, i) => {
    const l = box.firstPlace[i];
    const key = (l * 12 + box.lastPlace[i]) * 4096 + box.places[i];
    let at = byKey.get(key);
    if (at === undefined) {
      at = last[l].length;
      byKey.set(key, at);
      last[l].push(box.lastPlace[i]);
      used[l].push(box.places[i]);
      size[l].push(0);
      shortest[l].push(word.length);
    }
    size[l][at]++;
    shortest[l][at] = Math.min(shortest[l][at], word.length);
  });
  return {
    last: last.map((a) => Uint8Array.from(a)),
    used: used.map((a) => Uint16Array.from(a)),
    size: size.map((a) => Float64Array.from(a)),
    shortest: shortest.map((a) => Uint8Array.from(a)),
  };
}

// Memo tables for ways and fewestLetters, one per chain length, reused from solve to solve:
// an entry counts only if its stamp is the current solve's.
export const MAX_WORDS = 6;
const waysMemo: Float64Array[] = [];
const lettersMemo: Float64Array[] = [];
const waysStamp: Int32Array[] = [];
const lettersStamp: Int32Array[] = [];
let solveStamp = 0;

function growMemo(words: number): void {
  while (waysMemo.length < words) {
    for (const memo of [waysMemo, lettersMemo]) memo.push(new Float64Array(STATES));
    for (const stamp of [waysStamp, lettersStamp]) stamp.push(new Int32Array(STATES));
  }
}

/** ways(k, l, used) and fewestLetters(k, l, used), memoised over the 12 × 4096 states. */
class ChainCounter {
  private readonly classes: WordClasses;
  private readonly stamp: number;

  constructor(box: BoxWords, maxWords: number) {
    if (maxWords > MAX_WORDS) throw new RangeError(`maxWords is at most ${MAX_WORDS}`);
    growMemo(maxWords);
    this.classes = classify(box);
    this.stamp = ++solveStamp;
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
    const state = l * 4096 + used;
    if (waysStamp[k - 1][state] === this.stamp) return waysMemo[k - 1][state];
    const last = this.classes.last[l], usedBy = this.classes.used[l], size = this.classes.size[l];
    let total = 0;
    if (k === 1) {
      const missing = ALL & ~used;
      for (let i = 0; i < last.length; i++) if ((usedBy[i] & missing) === missing) total += size[i];
    } else {
      for (let i = 0; i < last.length; i++) total += size[i] * this.ways(k - 1, last[i], used | usedBy[i]);
    }
    waysStamp[k - 1][state] = this.stamp;
    return (waysMemo[k - 1][state] = total);
  }

  /** The fewest letters in such a chain (Infinity if there is none). */
  fewestLetters(k: number, l: number, used: number): number {
    if (k === 0) return used === ALL ? 0 : Infinity;
    const state = l * 4096 + used;
    if (lettersStamp[k - 1][state] === this.stamp) return lettersMemo[k - 1][state];
    const last = this.classes.last[l], usedBy = this.classes.used[l], shortest = this.classes.shortest[l];
    let fewest = Infinity;
    for (let i = 0; i < last.length; i++) {
      if (this.ways(k - 1, last[i], used | usedBy[i]) > 0) {
        fewest = Math.min(fewest, shortest[i] + this.fewestLetters(k - 1, last[i], used | usedBy[i]));
      }
    }
    lettersStamp[k - 1][state] = this.stamp;
    return (lettersMemo[k - 1][state] = fewest);
  }
}

interface Chain {
  readonly words: number[];
  readonly letters: number;
  /** Chains are found in alphabetical order; this is the order they were found in. */
  readonly found: number;
}

/** Walks the chains at par alphabetically, keeping the `limit` best in a heap whose top is the worst. */
class ChainLister {
  private readonly byFirst: number[][] = Array.from({ length: 12 }, () => []);
  private readonly all: number[];
  private readonly heap: Chain[] = [];
  private readonly chain: number[] = [];
  private found = 0;

  constructor(
    private readonly box: BoxWords,
    private readonly counter: ChainCounter,
    private readonly limit: number,
  ) {
    box.words.forEach((_, i) => this.byFirst[box.firstPlace[i]].push(i));
    this.all = box.words.map((_, i) => i);
  }

  list(par: number): string[][] {
    this.extend(par, this.all, 0, 0);
    const best = this.heap.sort((a, b) => a.letters - b.letters || a.found - b.found);
    return best.map((chain) => chain.words.map((i) => this.box.words[i]));
  }

  /** Adds each of `candidates` that can still finish in k words in all, then the rest. */
  private extend(k: number, candidates: readonly number[], used: number, letters: number): void {
    const { box, counter, heap } = this;
    for (const word of candidates) {
      const nowUsed = used | box.places[word];
      const last = box.lastPlace[word];
      if (counter.ways(k - 1, last, nowUsed) === 0) continue;
      const nowLetters = letters + box.words[word].length;
      if (heap.length === this.limit && nowLetters + counter.fewestLetters(k - 1, last, nowUsed) >= heap[0].letters) continue;
      this.chain.push(word);
      if (k === 1) this.keep({ words: [...this.chain], letters: nowLetters, found: this.found++ });
      else this.extend(k - 1, this.byFirst[last], nowUsed, nowLetters);
      this.chain.pop();
    }
  }

  private keep(chain: Chain): void {
    const heap = this.heap;
    if (heap.length < this.limit) {
      heap.push(chain);
      siftUp(heap, heap.length - 1);
    } else {
      heap[0] = chain;
      siftDown(heap, 0);
    }
  }
}

/** Heap order: more letters first, then found later (later is later alphabetically). */
function worse(a: Chain, b: Chain): boolean {
  return a.letters > b.letters || (a.letters === b.letters && a.found > b.found);
}

function siftUp(heap: Chain[], i: number): void {
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (!worse(heap[i], heap[parent])) return;
    [heap[i], heap[parent]] = [heap[parent], heap[i]];
    i = parent;
  }
}

function siftDown(heap: Chain[], i: number): void {
  for (;;) {
    const [left, right] = [2 * i + 1, 2 * i + 2];
    let top = i;
    if (left < heap.length && worse(heap[left], heap[top])) top = left;
    if (right < heap.length && worse(heap[right], heap[top])) top = right;
    if (top === i) return;
    [heap[i], heap[top]] = [heap[top], heap[i]];
    i = top;
  }
}
