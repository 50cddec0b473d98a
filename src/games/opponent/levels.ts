// The computer opponent's four strengths, as data: the one place a level is defined (the
// README's table describes these numbers). Fractions of a round's time say when it answers.

import type { OpponentLevel } from "../model.ts";

export interface OpponentStrength {
  readonly letters: {
    /** Play only common words (most said first), or any word of the round's list. */
    readonly commonOnly: boolean;
    /** Word lengths it plays, [shortest, longest]. */
    readonly lengths: readonly [number, number];
    /** Letters short of the best word it could play, one drawn at random. */
    readonly shortBy: readonly number[];
  };
  readonly numbers: {
    /** How often it gives an exact solution when there is one. */
    readonly exactChance: number;
    /** Otherwise it ends this far from the target, [nearest, furthest]. */
    readonly missBy: readonly [number, number];
  };
  /** How often it solves a conundrum at all. */
  readonly conundrumChance: number;
  /** When it answers or buzzes, as a share of the round's time, [earliest, latest]. */
  readonly pace: readonly [number, number];
}

export const OPPONENT_STRENGTHS: Readonly<Record<OpponentLevel, OpponentStrength>> = {
  easy: {
    letters: { commonOnly: true, lengths: [5, 6], shortBy: [0] },
    numbers: { exactChance: 0, missBy: [1, 10] },
    conundrumChance: 0.25,
    pace: [0.6, 0.9],
  },
  medium: {
    letters: { commonOnly: true, lengths: [4, 9], shortBy: [1, 2] },
    numbers: { exactChance: 0.5, missBy: [1, 5] },
    conundrumChance: 0.5,
    pace: [0.45, 0.8],
  },
  hard: {
    letters: { commonOnly: true, lengths: [4, 9], shortBy: [0] },
    numbers: { exactChance: 1, missBy: [1, 1] },
    conundrumChance: 0.8,
    pace: [0.3, 0.6],
  },
  perfect: {
    letters: { commonOnly: false, lengths: [1, 9], shortBy: [0] },
    numbers: { exactChance: 1, missBy: [1, 1] },
    conundrumChance: 1,
    pace: [0.1, 0.3],
  },
};
