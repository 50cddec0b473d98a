// The computer's levels as fixed, published ratings: they never change, so beating or losing
// to the computer moves a player's rating against a known mark. Data, shown in the README.

import type { OpponentLevel, VersusLevel } from "../model.ts";

export interface Anchor {
  readonly rating: number;
  readonly deviation: number;
}

/** How sure an anchor is: small, as for a long-established player. */
const ANCHOR_DEVIATION = 50;

/** Countdown's computer (whole games, and rated letters, numbers and conundrum rounds). */
export const COUNTDOWN_ANCHORS: Readonly<Record<OpponentLevel, Anchor>> = {
  easy: { rating: 1200, deviation: ANCHOR_DEVIATION },
  medium: { rating: 1500, deviation: ANCHOR_DEVIATION },
  hard: { rating: 1800, deviation: ANCHOR_DEVIATION },
  perfect: { rating: 2300, deviation: ANCHOR_DEVIATION },
};

/** Letterpress versus's computer. */
export const VERSUS_ANCHORS: Readonly<Record<VersusLevel, Anchor>> = {
  easy: { rating: 1200, deviation: ANCHOR_DEVIATION },
  medium: { rating: 1500, deviation: ANCHOR_DEVIATION },
  hard: { rating: 1800, deviation: ANCHOR_DEVIATION },
  master: { rating: 2100, deviation: ANCHOR_DEVIATION },
};

/** An anchor's player id in ratings' records (meetings, results): one per level. */
export function anchorId(level: string): string {
  return `computer:${level}`;
}
