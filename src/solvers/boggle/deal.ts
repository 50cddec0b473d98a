// Dealing a Boggle board: shuffle the dice into the grid and roll each one. A board the
// dictionary finds too few words on is rolled again, so every round is worth playing.

import type { Dictionary } from "../dictionary/index.ts";
import { shuffled, type Random } from "../random.ts";
import type { BoggleBoard } from "./board.ts";
import { diceFor } from "./dice.ts";
import { countBoggleWords } from "./solve.ts";

export interface BoggleDeal {
  readonly size: 4 | 5;
  /** When given, boards with fewer than `minWords` words in it are rolled again. */
  readonly dict?: Dictionary;
  readonly minWords?: number;
}

/** Words a dealt board must hold by default (at the board's usual minimum word length). */
export const DEFAULT_MIN_WORDS: Readonly<Record<4 | 5, number>> = { 4: 30, 5: 60 };

/** Rolls after which a demanding `minWords` settles for the richest board seen. */
const MAX_ROLLS = 1000;

export function dealBoggle(random: Random, { size, dict, minWords = DEFAULT_MIN_WORDS[size] }: BoggleDeal): BoggleBoard {
  if (!dict) return rollDice(random, size);
  let best = rollDice(random, size);
  let bestCount = countBoggleWords(dict, best);
  for (let roll = 1; roll < MAX_ROLLS && bestCount < minWords; roll++) {
    const board = rollDice(random, size);
    const count = countBoggleWords(dict, board);
    if (count > bestCount) [best, bestCount] = [board, count];
  }
  return best;
}

export function rollDice(random: Random, size: 4 | 5): BoggleBoard {
  const dice = shuffled(diceFor(size), random);
  return { size, tiles: dice.map((faces) => faces[random.int(faces.length)]) };
}
