// Dealing a box players can enjoy: start from two common words that chain (the second
// starts with the last letter of the first) and use twelve different letters between them,
// then split those letters into four sides so that neither word ever stays on one side.
// The box then has a two-word solution anyone could find, and the play dictionary must
// have no one-word solution, so par is 2 and fair.

import type { Dictionary } from "../dictionary/index.ts";
import { popcount } from "../dictionary/index.ts";
import { shuffled, type Random } from "../random.ts";
import { solveLetterBoxed } from "./solutions.ts";

export interface LetterBoxDeal {
  /** The dictionary the round is played with. */
  readonly dict: Dictionary;
  /** Well-known words the guaranteed solution is made of. */
  readonly common: Dictionary;
}

const VOWELS = letterSet("aeiou");
const RARE = letterSet("jqxz");
const Q = letterSet("q");
const U = letterSet("u");

/** Boxes players enjoy: Q only with U, at most one of J Q X Z, three or four vowels (more make it too easy). */
function enjoyable(letters: number): boolean {
  const vowels = popcount(letters & VOWELS);
  return ((letters & Q) === 0 || (letters & U) !== 0) && popcount(letters & RARE) <= 1 && vowels >= 3 && vowels <= 4;
}

export function dealLetterBox(random: Random, { dict, common }: LetterBoxDeal): string[] {
  const pool = candidates(common);
  for (;;) {
    const first = pool.all[random.int(pool.all.length)];
    const partners = pool.byFirst[first.last].filter((w) => popcount(first.letters | w.letters) === 12);
    if (partners.length === 0) continue;
    const second = partners[random.int(partners.length)];
    if (!enjoyable(first.letters | second.letters)) continue;
    const sides = arrangeSides(random, [first.word, second.word]);
    if (sides && solveLetterBoxed(dict, sides, { maxWords: 2, limit: 0 }).par === 2) return sides;
  }
}

interface Candidate {
  readonly word: string;
  readonly letters: number;
  readonly last: number;
}

interface Pool {
  readonly all: Candidate[];
  readonly byFirst: Candidate[][];
}

const pools = new WeakMap<Dictionary, Pool>();

/** Words that could be half of a solution: 3+ letters, no letter twice in a row, under 12 different letters. */
function candidates(common: Dictionary): Pool {
  let pool = pools.get(common);
  if (!pool) {
    const all = common
      .words()
      .filter((word) => word.length >= 3 && !/(.)\1/.test(word))
      .map((word) => ({ word, letters: letterSet(word), last: word.charCodeAt(word.length - 1) - 97 }))
      .filter((c) => popcount(c.letters) < 12);
    const byFirst: Candidate[][] = Array.from({ length: 26 }, () => []);
    for (const c of all) byFirst[c.word.charCodeAt(0) - 97].push(c);
    pool = { all, byFirst };
    pools.set(common, pool);
  }
  return pool;
}

function letterSet(word: string): number {
  let set = 0;
  for (let i = 0; i < word.length; i++) set |= 1 << (word.charCodeAt(i) - 97);
  return set;
}

/**
 * Four sides of three from the twelve letters of `words`, no two neighbouring letters of a
 * word on one side; a random such split, or null if there is none. Letters are placed in a
 * random order, each on a side with room and no neighbour, opening a new side only after
 * the ones before it (sides are interchangeable, so that skips mirror images).
 */
export function arrangeSides(random: Random, words: readonly string[]): string[] | null {
  const letters = shuffled([...new Set(words.join(""))], random);
  const apart = new Map(letters.map((l) => [l, new Set<string>()]));
  for (const word of words) {
    for (let i = 1; i < word.length; i++) {
      apart.get(word[i])!.add(word[i - 1]);
      apart.get(word[i - 1])!.add(word[i]);
    }
  }
  const sides: string[][] = [[], [], [], []];
  const place = (i: number): boolean => {
    if (i === letters.length) return true;
    const letter = letters[i];
    for (const side of sides) {
      if (side.length < 3 && !side.some((other) => apart.get(letter)!.has(other))) {
        side.push(letter);
        if (place(i + 1)) return true;
        side.pop();
      }
      if (side.length === 0) break;
    }
    return false;
  };
  return letters.length === 12 && place(0) ? shuffled(sides.map((side) => side.join("")), random) : null;
}
