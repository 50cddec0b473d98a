// A player's ratings as the /stats chart shows them: for each day, each mode's rating after
// the last rated game up to that day's end; null before the mode's first game.

import { RATING_MODES, type RatingMode } from "./modes.ts";
import type { Rating } from "./glicko.ts";
import type { RatingPoint } from "./records.ts";
import { RATING_PERIOD_MS } from "./glicko.ts";

/** What /stats shows of a player's ratings: now, and after each rated game. */
export interface PlayerRatings {
  readonly current: Readonly<Partial<Record<RatingMode, Rating>>>;
  /** Oldest first, every mode. */
  readonly history: readonly RatingPoint[];
}

export interface RatingSeries {
  readonly mode: RatingMode;
  readonly ratings: readonly (number | null)[];
}

/** One series per mode with a rating by the last day (in RATING_MODES order), a figure a day;
 *  `days` are 00:00 UTC of each day, oldest first. */
export function ratingSeries(history: readonly RatingPoint[], days: readonly number[]): RatingSeries[] {
  return RATING_MODES.flatMap((mode) => {
    const points = history.filter((p) => p.mode === mode);
    const ratings = days.map((day) => points.findLast((p) => p.at < day + RATING_PERIOD_MS)?.rating ?? null);
    return ratings.some((r) => r !== null) ? [{ mode, ratings }] : [];
  });
}
