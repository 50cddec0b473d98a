// A rating is provisional until it has enough games behind it, and shown with a "?" till then.

import type { Rating } from "./glicko.ts";

export const PROVISIONAL_GAMES = 10;

export function isProvisional(rating: Pick<Rating, "games">): boolean {
  return rating.games < PROVISIONAL_GAMES;
}

/** "1523", or "1523?" while provisional. */
export function shownRating(rating: Pick<Rating, "rating" | "games">): string {
  return `${Math.round(rating.rating)}${isProvisional(rating) ? "?" : ""}`;
}

/** What a rating table says of the "?", in Discord and local play alike. */
export const PROVISIONAL_NOTE = `"?" until ${PROVISIONAL_GAMES} rated games, ranked after the rest`;
