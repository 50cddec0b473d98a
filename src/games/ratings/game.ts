// A rated game of n players: every pair is one result, scored by its margin; a computer in the
// game is a fixed anchor that is never rated itself. Pure: the caller reads the ratings and
// today's meetings, and stores what this returns.

import { ratingAt, updateRating, type Rating, type Result } from "./glicko.ts";
import { marginScore } from "./margin.ts";
import { repeatWeight } from "./weights.ts";
import type { Anchor } from "./anchors.ts";

/** A player in the game: a person with a rating, or an anchor (the computer at a level). */
export type Seat =
  | { readonly id: string; readonly points: number; readonly rating: Rating }
  | { readonly id: string; readonly points: number; readonly anchor: Anchor };

export interface Rated {
  readonly id: string;
  readonly before: Rating;
  readonly after: Rating;
  /** Everyone they were rated against (anchors by their anchor id). */
  readonly opponents: readonly string[];
}

/** Each person's new rating after a game ending at `now`. `meetings(a, b)` is how many rated
 *  games a and b have had already today in this mode. */
export function rateGame(seats: readonly Seat[], meetings: (playerId: string, opponentId: string) => number, now: number): Rated[] {
  const standing = seats.map((seat) => ({ seat, now: "anchor" in seat ? seat.anchor : ratingAt(seat.rating, now) }));
  return seats.flatMap((me) => {
    if (!("rating" in me)) return [];
    const others = standing.filter((o) => o.seat.id !== me.id);
    const results = others.map(({ seat, now: opponent }): Result => ({
      opponent,
      score: marginScore(me.points, seat.points),
      weight: repeatWeight(meetings(me.id, seat.id)),
    }));
    return [{ id: me.id, before: me.rating, after: updateRating(me.rating, results, now), opponents: others.map((o) => o.seat.id) }];
  });
}
