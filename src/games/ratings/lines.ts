// A player's rating in each mode they played, a line each, as /stats shows them in Discord and
// in local play alike.

import { counted } from "../words.ts";
import type { Rating } from "./glicko.ts";
import { MODE_TITLES, RATING_MODES, type RatingMode } from "./modes.ts";
import { shownRating } from "./provisional.ts";

/** "Countdown games: 1523? (3 rated games)" per mode rated, in RATING_MODES order; `mark` shows
 *  the figure as the adapter stresses it. */
export function ratingLines(current: Readonly<Partial<Record<RatingMode, Rating>>>, mark: (figure: string) => string = (figure) => figure): string[] {
  return RATING_MODES.flatMap((mode) => {
    const rating = current[mode];
    return rating ? [`${MODE_TITLES[mode]}: ${mark(shownRating(rating))} (${counted(rating.games, "rated game")})`] : [];
  });
}

/** A rating table with nobody on it. */
export const NO_RATINGS = "Nobody here has a rating in this yet: play a rated game!";
