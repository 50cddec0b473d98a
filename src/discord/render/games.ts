// Games and periods as Discord menus offer them.

import { GAME_NAMES, isGame, PERIOD_LABELS, PERIODS } from "../../games/catalogue.ts";
import { GAMES, LETTERPRESS_VERSUS, type GameName } from "../../games/model.ts";

/** Slash-command choices for a game option. */
export const GAME_CHOICES = GAMES.map((game) => ({ name: GAME_NAMES[game], value: game }));

/** The leaderboard of Countdown games won, beside the per-game boards of points. */
export const GAMES_WON = "games";
/** The table of Letterpress versus games: wins, draws, losses. */
export const VERSUS_TABLE = LETTERPRESS_VERSUS;
export type BoardOf = GameName | typeof GAMES_WON | typeof VERSUS_TABLE | null;

export function isBoard(value: unknown): value is Exclude<BoardOf, null> {
  return value === GAMES_WON || value === VERSUS_TABLE || isGame(value);
}

/** The leaderboard's choices: each game's points, then Countdown games won, then Letterpress versus. */
export const BOARD_CHOICES = [...GAME_CHOICES, { name: "Countdown games won", value: GAMES_WON }, { name: "Letterpress versus", value: VERSUS_TABLE }];

/** Slash-command choices for a period option. */
export const PERIOD_CHOICES = PERIODS.map((period) => ({ name: PERIOD_LABELS[period], value: period }));

/** How /leaderboard shows a page: an embed of lines, or an image card of bars. */
export type LeaderboardFormat = "text" | "image";

/** Slash-command choices for the leaderboard's `as` option. */
export const FORMAT_CHOICES: readonly { name: string; value: LeaderboardFormat }[] = [
  { name: "text", value: "text" },
  { name: "image card", value: "image" },
];
