// A numbers board: the shuffled large and small piles, the six numbers once the starter has
// said how many large ones, and the target (drawn at the deal, shown once the six are out).

import { countReachable, reachableValues } from "../../solvers/numbers/reachable.ts";
import { shuffled, type Random } from "../../solvers/random.ts";

export const NUMBERS_DRAWN = 6;
const LARGE_NUMBERS: readonly number[] = [25, 50, 75, 100];
const SMALL_NUMBERS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap((n) => [n, n]);
const TARGETS = { min: 101, max: 999 } as const;
export const MAX_LARGE = LARGE_NUMBERS.length;
/** A target nothing comes within this of scores nobody, so it is drawn again. */
const SCORING_DISTANCE = 10;
// Targets drawn in reserve at the deal; measured, about 0.3 % of draws need one.
const SPARE_TARGETS = 8;

export interface NumbersBoard {
  /** The six numbers, large first; empty until the starter has chosen. */
  readonly numbers: readonly number[];
  readonly target: number;
  /** What is left of each shuffled pile, next first; emptied once the six are drawn. */
  readonly large: readonly number[];
  readonly small: readonly number[];
  /** Targets in reserve, used in turn when nothing reaches within 10 of the target; absent once drawn. */
  readonly spareTargets?: readonly number[];
}

export function dealNumbersBoard(random: Random): NumbersBoard {
  const large = shuffled(LARGE_NUMBERS, random);
  const small = shuffled(SMALL_NUMBERS, random);
  const drawTarget = () => TARGETS.min + random.int(TARGETS.max - TARGETS.min + 1);
  const target = drawTarget();
  return { numbers: [], target, large, small, spareTargets: Array.from({ length: SPARE_TARGETS }, drawTarget) };
}

/** Whether some answer from the numbers would score: within 10 of the target. */
export function isScorable(numbers: readonly number[], target: number): boolean {
  return countReachable(numbers, target - SCORING_DISTANCE, target + SCORING_DISTANCE) > 0;
}

export function isDrawn(board: NumbersBoard): boolean {
  return board.numbers.length === NUMBERS_DRAWN;
}

/** Draws the six: `largeCount` from the large pile, the rest from the small one; the target is
 *  the first of the dealt ones that some answer can score on. */
export function drawNumbers(board: NumbersBoard, largeCount: number): NumbersBoard {
  const numbers = [...board.large.slice(0, largeCount), ...board.small.slice(0, NUMBERS_DRAWN - largeCount)];
  const targets = [board.target, ...(board.spareTargets ?? [])];
  const target = targets.find((t) => isScorable(numbers, t)) ?? reachableTarget(numbers, board.target);
  return { numbers, target, large: [], small: [] };
}

/** For weak draws that no dealt target suits (3 3 8 1 1 2 reach 288 at most): a target the numbers
 *  make, chosen by the dealt one; the dealt one if they make nothing in range. */
function reachableTarget(numbers: readonly number[], dealt: number): number {
  const inRange = reachableValues(numbers).filter((v) => v >= TARGETS.min && v <= TARGETS.max);
  return inRange.length === 0 ? dealt : inRange[dealt % inRange.length];
}

/** The six numbers and the target; blanks until they are drawn. */
export function showNumbers(board: NumbersBoard): string {
  if (!isDrawn(board)) return `${Array(NUMBERS_DRAWN).fill("_").join(" ")}\nTarget: ---`;
  return `${board.numbers.join(" ")}\nTarget: ${board.target}`;
}
