// A numbers board: the shuffled large and small piles, the six numbers once the starter has
// said how many large ones, and the target (drawn at the deal, shown once the six are out).

import { shuffled, type Random } from "../../solvers/random.ts";

export const NUMBERS_DRAWN = 6;
const LARGE_NUMBERS: readonly number[] = [25, 50, 75, 100];
const SMALL_NUMBERS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap((n) => [n, n]);
const TARGETS = { min: 101, max: 999 } as const;
export const MAX_LARGE = LARGE_NUMBERS.length;

export interface NumbersBoard {
  /** The six numbers, large first; empty until the starter has chosen. */
  readonly numbers: readonly number[];
  readonly target: number;
  /** What is left of each shuffled pile, next first; emptied once the six are drawn. */
  readonly large: readonly number[];
  readonly small: readonly number[];
}

export function dealNumbersBoard(random: Random): NumbersBoard {
  const large = shuffled(LARGE_NUMBERS, random);
  const small = shuffled(SMALL_NUMBERS, random);
  const target = TARGETS.min + random.int(TARGETS.max - TARGETS.min + 1);
  return { numbers: [], target, large, small };
}

export function isDrawn(board: NumbersBoard): boolean {
  return board.numbers.length === NUMBERS_DRAWN;
}

/** Draws the six: `largeCount` from the large pile, the rest from the small one. */
export function drawNumbers(board: NumbersBoard, largeCount: number): NumbersBoard {
  const numbers = [...board.large.slice(0, largeCount), ...board.small.slice(0, NUMBERS_DRAWN - largeCount)];
  return { numbers, target: board.target, large: [], small: [] };
}

/** The six numbers and the target; blanks until they are drawn. */
export function showNumbers(board: NumbersBoard): string {
  if (!isDrawn(board)) return `${Array(NUMBERS_DRAWN).fill("_").join(" ")}\nTarget: ---`;
  return `${board.numbers.join(" ")}\nTarget: ${board.target}`;
}
