// Games against the same opponent the same day count less, so a rating is not farmed on one
// opponent: the k-th game of a pair in a UTC day counts 1/k.

import { RATING_PERIOD_MS } from "./glicko.ts";

/** The weight of a game against an opponent met `before` times already today. */
export function repeatWeight(before: number): number {
  return 1 / (before + 1);
}

/** The start of the UTC day of `at`: repeats are counted from here. */
export function dayStart(at: number): number {
  return at - (((at % RATING_PERIOD_MS) + RATING_PERIOD_MS) % RATING_PERIOD_MS);
}
