// What the store keeps of ratings, in the game's words: a rated game's new ratings with whom
// each was rated against, the history a chart draws, and a server's table of them.

import type { Rating } from "./glicko.ts";
import type { RatingMode } from "./modes.ts";

/** One rated game, saved with its end: the ratings, a history point each, and the meetings
 *  that make repeats the same day count less. */
export interface RatedGame {
  readonly mode: RatingMode;
  /** Where it was played (history only: ratings belong to no server). */
  readonly guildId: string;
  /** What was rated, unique per mode: "countdown:12", "round:40", "versus:3". */
  readonly gameRef: string;
  readonly at: number;
  readonly players: readonly { readonly playerId: string; readonly rating: Rating; readonly opponents: readonly string[] }[];
}

/** A player's rating in a mode after one game. */
export interface RatingPoint {
  readonly mode: RatingMode;
  readonly at: number;
  readonly rating: number;
  readonly deviation: number;
}

export interface RatingTableQuery {
  readonly mode: RatingMode;
  /** 0-based; clamped to the pages that exist. */
  readonly page: number;
  /** Default 10, at most 100. */
  readonly pageSize?: number;
}

export interface RatingEntry {
  /** Among the server's members: established ratings first, then provisional ones, each by
   *  rating (standard competition ranking). */
  readonly rank: number;
  readonly playerId: string;
  readonly playerName: string;
  readonly rating: number;
  readonly deviation: number;
  readonly games: number;
}

export interface RatingTable {
  readonly entries: readonly RatingEntry[];
  readonly totalPlayers: number;
  readonly page: number;
  readonly pageCount: number;
}
