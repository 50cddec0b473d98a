// The computer opponent's four strengths, as data: the one place a level is defined (the
// README's table describes these numbers). Each level is at least as strong as the one before
// it in the table in every field, so on the same board and draw it never does worse (see
// answer.ts); `npm run bench -- ladder` measures how a casual player fares against each.

import type { OpponentLevel } from "../model.ts";

export interface OpponentStrength {
  readonly letters: {
    /** Play only common words (most said first), or any word of the round's list. */
    readonly commonOnly: boolean;
    /** Letters short of the best word it could play, equally likely each, worst first. */
    readonly shortBy: readonly number[];
  };
  readonly numbers: {
    /** How often it finds the best sum there is: exact, or else the closest. */
    readonly bestChance: number;
    /** Otherwise it ends about this far from the target (never nearer than the best), [nearest, furthest]. */
    readonly missBy: readonly [number, number];
  };
  /** How often it solves a conundrum at all. */
  readonly conundrumChance: number;
  /** When it answers or buzzes, as a share of the round's time, [earliest, latest]. */
  readonly pace: readonly [number, number];
}

export const OPPONENT_STRENGTHS: Readonly<Record<OpponentLevel, OpponentStrength>> = {
  easy: {
    letters: { commonOnly: true, shortBy: [2, 2, 1, 1, 1] },
    numbers: { bestChance: 0.35, missBy: [1, 8] },
    conundrumChance: 0.3,
    pace: [0.6, 0.9],
  },
  medium: {
    letters: { commonOnly: true, shortBy: [2, 1, 1, 1, 0] },
    numbers: { bestChance: 0.5, missBy: [1, 6] },
    conundrumChance: 0.45,
    pace: [0.45, 0.8],
  },
  hard: {
    letters: { commonOnly: true, shortBy: [2, 1, 1, 0, 0] },
    numbers: { bestChance: 0.75, missBy: [1, 4] },
    conundrumChance: 0.65,
    pace: [0.3, 0.6],
  },
  perfect: {
    letters: { commonOnly: false, shortBy: [0] },
    numbers: { bestChance: 1, missBy: [1, 1] },
    conundrumChance: 1,
    pace: [0.1, 0.3],
  },
};
