// A season's end as announced: its podium on every board that was played (the tables themselves
// are archived; the announcement keeps only what it shows).

import { GAME_NAMES } from "../catalogue.ts";
import { LETTERPRESS_VERSUS, type LeaderboardEntry } from "../model.ts";
import { counted } from "../words.ts";
import type { SeasonBoard, SeasonPlacing } from "./records.ts";

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
  [LETTERPRESS_VERSUS]: "Letterpress versus",
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

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th";
  return `${n}${suffix}`;
}

/** "2026-10: 2nd of 5 in Boggle" */
export function placingLine(placing: SeasonPlacing): string {
  return `${placing.season}: ${ordinal(placing.rank)} of ${placing.players} in ${SEASON_BOARD_TITLES[placing.board]}`;
}

/** What a place on a board counts: points, Countdown games won, or versus wins and draws. */
export function placeFigure(board: SeasonBoard, entry: LeaderboardEntry): string {
  if (board === "games") return `${counted(entry.wins, "game")} won`;
  if (board === LETTERPRESS_VERSUS) return `${entry.wins} W · ${entry.draws ?? 0} D · ${entry.losses ?? 0} L`;
  return counted(entry.points, "point");
}
