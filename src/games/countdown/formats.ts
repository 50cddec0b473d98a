// The rounds of each Countdown format, as on the show: L letters, N numbers, C the conundrum.

import type { CountdownFormat, CountdownRound } from "../model.ts";

const PLANS: Readonly<Record<CountdownFormat, string>> = {
  short: "LLNLLNC",
  classic: "LLNLLLLNC",
  full: "LLNLLNLLNLLLLNC",
};

const ROUND_OF: Readonly<Record<string, CountdownRound>> = { L: "letters", N: "numbers", C: "conundrum" };

export const DEFAULT_FORMAT: CountdownFormat = "short";

/** A tie after the last conundrum is broken by this many sudden-death conundrums at most;
 *  after that the leaders share the game (only when nobody solves any of them). */
export const MAX_SUDDEN_DEATHS = 5;

export function planOf(format: CountdownFormat): readonly CountdownRound[] {
  return [...PLANS[format]].map((letter) => ROUND_OF[letter]);
}

/** The plan as letters, "LLNLLNC", for the lobby. */
export function planLetters(format: CountdownFormat): string {
  return PLANS[format];
}
