// What the store keeps of seasons: the one running in a server, and each ended season's final
// tables (every board's rank rows as they stood at its end).

import { GAMES, LETTERPRESS_VERSUS, type GameName } from "../model.ts";
import type { SeasonLength, SeasonSpan } from "./calendar.ts";

/** The boards a season keeps: all games' points, each game's, Countdown games won, Letterpress versus. */
export const SEASON_BOARDS = ["all", ...GAMES, "games", LETTERPRESS_VERSUS] as const;
export type SeasonBoard = GameName | "all" | "games" | typeof LETTERPRESS_VERSUS;

/** A server's season under way, with the time zone its bounds were read in. */
export interface RunningSeason extends SeasonSpan {
  readonly guildId: string;
  readonly length: Exclude<SeasonLength, "off">;
  readonly timeZone: string;
}

/** One player's place on one board of an ended season. */
export interface SeasonPlacing {
  readonly season: string;
  readonly board: SeasonBoard;
  readonly rank: number;
  readonly players: number;
}
