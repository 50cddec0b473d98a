// Dealing a Letterpress board: 25 tiles drawn from a Scrabble bag (no blanks), redrawn
// until the board is playable: enough vowels, not too many, no Q without a U. Any tiles make a
// word, so the same tiles are then laid out again while a row or column reads as an offensive word.

import type { Random } from "../../solvers/random.ts";
import { firstInoffensive } from "../offensive.ts";
import { shuffleLetters } from "../words.ts";

export const LETTERPRESS_TILES = 25;
const LETTERPRESS_SIDE = 5;

const BAG: Readonly<Record<string, number>> = {
  a: 9, b: 2, c: 2, d: 4, e: 12, f: 2, g: 3, h: 2, i: 9, j: 1, k: 1, l: 4, m: 2,
  n: 6, o: 8, p: 2, q: 1, r: 6, s: 4, t: 6, u: 4, v: 2, w: 2, x: 1, y: 2, z: 1,
};
const BAG_TILES = Object.entries(BAG).map(([letter, n]) => letter.repeat(n)).join("");
const VOWELS_ALLOWED = { min: 5, max: 15 } as const;

export interface LetterpressBoard {
  /** 25 lowercase letters, row by row. */
  readonly letters: string;
}

export function dealLetterpress(random: Random): LetterpressBoard {
  for (;;) {
    const letters = shuffleLetters(BAG_TILES, random).slice(0, LETTERPRESS_TILES);
    const shown = isPlayable(letters) ? firstInoffensive(layouts(letters, random), letterpressLines) : undefined;
    if (shown !== undefined) return { letters: shown };
  }
}

export function isPlayable(letters: string): boolean {
  const vowels = [...letters].filter((l) => "aeiou".includes(l)).length;
  const qWithoutU = letters.includes("q") && !letters.includes("u");
  return vowels >= VOWELS_ALLOWED.min && vowels <= VOWELS_ALLOWED.max && !qWithoutU;
}

/** The tiles as drawn, then the same tiles in new places, without end. */
function* layouts(letters: string, random: Random): Generator<string> {
  yield letters;
  for (;;) yield shuffleLetters(letters, random);
}

function rowsOf(letters: string): string[] {
  return Array.from({ length: LETTERPRESS_SIDE }, (_, row) => letters.slice(row * LETTERPRESS_SIDE, (row + 1) * LETTERPRESS_SIDE));
}

/** Every line the board shows: rows left to right and columns top down. */
export function letterpressLines(letters: string): string[] {
  const rows = rowsOf(letters);
  return [...rows, ...rows.map((_, c) => rows.map((row) => row[c]).join(""))];
}

/** Five rows of five letters, spaced out in capitals. */
export function showLetterpress(board: LetterpressBoard): string {
  return rowsOf(board.letters).map((row) => [...row.toUpperCase()].join(" ")).join("\n");
}
