// The two Countdown piles, shuffled from the round's seed: picks take the next tile of one.

import type { Random } from "../../solvers/random.ts";
import { shuffleLetters } from "../words.ts";

export type Pile = "vowel" | "consonant";

export const PILE_TILES: Readonly<Record<Pile, Readonly<Record<string, number>>>> = {
  vowel: { a: 15, e: 21, i: 13, o: 13, u: 5 },
  consonant: {
    b: 2, c: 3, d: 6, f: 2, g: 3, h: 2, j: 1, k: 1, l: 5, m: 4, n: 8,
    p: 4, q: 1, r: 9, s: 9, t: 9, v: 1, w: 1, x: 1, y: 1, z: 1,
  },
};

export const LETTERS_DRAWN = 9;
/** Each board holds at least this many of each kind. */
export const MINIMUM: Readonly<Record<Pile, number>> = { vowel: 3, consonant: 4 };

export function isVowel(letter: string): boolean {
  return letter in PILE_TILES.vowel;
}

/** Every tile of the pile, in a random order. */
export function shuffledPile(pile: Pile, random: Random): string {
  const tiles = Object.entries(PILE_TILES[pile]).map(([letter, n]) => letter.repeat(n));
  return shuffleLetters(tiles.join(""), random);
}
