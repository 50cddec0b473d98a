// A season's end as announced: its podium on every board that was played (the tables themselves
// are archived; the announcement keeps only what it shows).

import { GAME_NAMES } from "../catalogue.ts";
import type { LeaderboardEntry } from "../model.ts";
import type { SeasonBoard } from "./records.ts";

/** Places named on each board. */
export const PODIUM_PLACES = 3;

export interface SeasonNews {
  readonly season: string;
  /** The season that starts now. */
  readonly next: string;
  /** Boards with anyone on them, in SEASON_BOARDS order: ranks 1 to PODIUM_PLACES (ties included). */
  readonly podiums: readonly { readonly board: SeasonBoard; readonly places: readonly LeaderboardEntry[] }[];
}

export const SEASON_BOARD_TITLES: Readonly<Record<SeasonBoard, string>> = {
  all: "All games",
  ...GAME_NAMES,
  games: "Countdown games won",
  "letterpress-versus": "Letterpress versus",
};

export function seasonNewsOf(season: string, next: string, tables: readonly { board: SeasonBoard; entries: readonly LeaderboardEntry[] }[]): SeasonNews {
  const podiums = tables
    .map(({ board, entries }) => ({ board, places: entries.filter((entry) => entry.rank <= PODIUM_PLACES) }))
    .filter((podium) => podium.places.length > 0);
  return { season, next, podiums };
}

/** The news once a player's data is deleted: they are left off every podium. */
export function seasonNewsWithout(news: SeasonNews, playerId: string): SeasonNews {
  return { ...news, podiums: news.podiums.map((p) => ({ ...p, places: p.places.filter((e) => e.playerId !== playerId) })).filter((p) => p.places.length > 0) };
}
