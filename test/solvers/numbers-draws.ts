// Seeded random draws for the numbers tests: Countdown-like and arbitrary.

import { type Random } from "../../src/solvers/random.ts";

const large = [25, 50, 75, 100];
const small = [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10];

function deal(deck: readonly number[], count: number, random: Random): number[] {
  const left = [...deck];
  return Array.from({ length: count }, () => left.splice(random.int(left.length), 1)[0]!);
}

export interface Draw {
  readonly numbers: number[];
  readonly target: number;
}

/** count cards as on the show (some large, the rest small), target 101–999. */
export function countdownDraw(random: Random, count: number): Draw {
  const bigOnes = random.int(Math.min(count, 4) + 1);
  return {
    numbers: [...deal(large, bigOnes, random), ...deal(small, count - bigOnes, random)],
    target: 101 + random.int(899),
  };
}

/** count numbers 1..max with repeats allowed, target 1..2000. */
export function anyDraw(random: Random, count: number, max: number): Draw {
  return { numbers: Array.from({ length: count }, () => 1 + random.int(max)), target: 1 + random.int(2000) };
}
