// A letters board: the letters drawn so far and what is left of each shuffled pile.

import type { Random } from "../../solvers/random.ts";
import { firstInoffensive } from "../offensive.ts";
import { spacedOut } from "../words.ts";
import { LETTERS_DRAWN, MINIMUM, isVowel, shuffledPile, type Pile } from "./piles.ts";

export interface LettersBoard {
  /** Drawn so far, in order (lowercase). */
  readonly letters: string;
  /** The rest of each pile, next tile first; emptied once the board is complete. */
  readonly vowels: string;
  readonly consonants: string;
}

export function emptyLettersBoard(random: Random): LettersBoard {
  return { letters: "", vowels: shuffledPile("vowel", random), consonants: shuffledPile("consonant", random) };
}

export function isFull(board: LettersBoard): boolean {
  return board.letters.length >= LETTERS_DRAWN;
}

function countOf(letters: string, pile: Pile): number {
  const vowels = [...letters].filter(isVowel).length;
  return pile === "vowel" ? vowels : letters.length - vowels;
}

/** How many more tiles of the other pile the board is owed by the 3-vowel / 4-consonant rule. */
export function owedBesides(board: LettersBoard, pile: Pile): number {
  const other: Pile = pile === "vowel" ? "consonant" : "vowel";
  return Math.max(0, MINIMUM[other] - countOf(board.letters, other));
}

/** Whether taking from the pile still leaves room for the 3-vowel / 4-consonant rule. */
export function mayTake(board: LettersBoard, pile: Pile): boolean {
  if (isFull(board)) return false;
  return owedBesides(board, pile) <= LETTERS_DRAWN - board.letters.length - 1;
}

/** Takes the next tile of the pile; the caller checks `mayTake` first. The letters are shown
 *  in the order drawn, so a tile that would spell an offensive word there waits for a later draw. */
export function take(board: LettersBoard, pile: Pile): LettersBoard {
  const tiles = pile === "vowel" ? board.vowels : board.consonants;
  const next = firstInoffensive([...tiles].keys(), (i) => [board.letters + tiles[i]], tiles.length) ?? 0;
  const letters = board.letters + tiles[next];
  const rest = tiles.slice(0, next) + tiles.slice(next + 1);
  if (letters.length === LETTERS_DRAWN) return { letters, vowels: "", consonants: "" };
  return pile === "vowel" ? { ...board, letters, vowels: rest } : { ...board, letters, consonants: rest };
}

/** The letters spaced out in capitals, an underscore for each tile still to come. */
export function showLetters(board: LettersBoard): string {
  return spacedOut(board.letters.padEnd(LETTERS_DRAWN, "_"));
}
