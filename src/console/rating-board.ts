// /leaderboard by:rating in local play: a mode's ratings as plain lines, the same table and order
// as Discord's (settled ratings first, then provisional ones, which show a "?").

import type { Store } from "../games/engine/ports.ts";
import type { Period } from "../games/model.ts";
import { MODE_TITLES, type RatingMode } from "../games/ratings/modes.ts";
import { PROVISIONAL_NOTE, shownRating } from "../games/ratings/provisional.ts";
import { NO_RATINGS } from "../games/ratings/lines.ts";
import type { RatingTable } from "../games/ratings/records.ts";
import { counted } from "../games/words.ts";

const INDENT = "   ";

/** A page (0-based) of the table of `mode`, or why not: null when no game was named. */
export async function ratingBoard(store: Store, guildId: string, mode: RatingMode | null, period: Period, page: number): Promise<string> {
  if (mode === null) return "Ratings are kept per game: choose one with game: (game:games ranks whole Countdown games).";
  if (period !== "all") return "A rating stands for all time: leave out the period.";
  return showRatingTable(MODE_TITLES[mode], await store.ratingTable(guildId, { mode, page }));
}

function showRatingTable(title: string, table: RatingTable): string {
  const head = `Ratings: ${title} (page ${table.page + 1} of ${table.pageCount}; ${PROVISIONAL_NOTE})`;
  if (table.entries.length === 0) return `${head}\n${INDENT}${NO_RATINGS}`;
  const width = Math.max(...table.entries.map((e) => [...e.playerName].length));
  const rows = table.entries.map((e) => `${String(e.rank).padStart(3)}. ${e.playerName.padEnd(width)}  ${shownRating(e)} · ${counted(e.games, "rated game")}`);
  return [head, ...rows].join("\n");
}
