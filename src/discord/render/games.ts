// Games and periods as Discord menus offer them.

import { GAME_NAMES, PERIOD_LABELS, PERIODS } from "../../games/catalogue.ts";
import { GAMES } from "../../games/model.ts";

/** Slash-command choices for a game option. */
export const GAME_CHOICES = GAMES.map((game) => ({ name: GAME_NAMES[game], value: game }));

/** Slash-command choices for a period option. */
export const PERIOD_CHOICES = PERIODS.map((period) => ({ name: PERIOD_LABELS[period], value: period }));

/** How /leaderboard shows a page: an embed of lines, or an image card of bars. */
export type LeaderboardFormat = "text" | "image";

/** Slash-command choices for the leaderboard's `as` option. */
export const FORMAT_CHOICES: readonly { name: string; value: LeaderboardFormat }[] = [
  { name: "text", value: "text" },
  { name: "image card", value: "image" },
];
