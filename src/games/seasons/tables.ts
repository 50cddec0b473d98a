// A season's tables are the leaderboards over its span: every board, whole, as the store ranks
// them (no reset: the all-time boards are the same rows without bounds).

import { LETTERPRESS_VERSUS, type Leaderboard, type LeaderboardEntry, type LeaderboardQuery } from "../model.ts";
import type { GamesWonStore, LeaderboardStore } from "../engine/ports.ts";
import { SEASON_BOARDS, type SeasonBoard } from "./records.ts";

export type TablesStore = LeaderboardStore & GamesWonStore;

/** The largest page a leaderboard gives: a whole board is read page by page. */
const PAGE = 100;

/** One page of a board over a span. */
export function boardPage(store: TablesStore, guildId: string, board: SeasonBoard, query: LeaderboardQuery): Promise<Leaderboard> {
  if (board === "games") return store.gamesWon(guildId, query);
  if (board === LETTERPRESS_VERSUS) return store.versusTable(guildId, query);
  return store.leaderboard(guildId, board === "all" ? query : { ...query, game: board });
}

/** A season's boards, whole, in SEASON_BOARDS order. */
export type SeasonTables = readonly { readonly board: SeasonBoard; readonly entries: readonly LeaderboardEntry[] }[];

/** Every board over [since, until), whole, in SEASON_BOARDS order. */
export async function seasonTables(store: TablesStore, guildId: string, span: { since: number; until: number }, now: number): Promise<SeasonTables> {
  const tables: { board: SeasonBoard; entries: readonly LeaderboardEntry[] }[] = [];
  for (const board of SEASON_BOARDS) {
    const entries: LeaderboardEntry[] = [];
    for (let page = 0, pages = 1; page < pages; page++) {
      const read = await boardPage(store, guildId, board, { period: "all", span, page, pageSize: PAGE, now });
      entries.push(...read.entries);
      pages = read.pageCount;
    }
    tables.push({ board, entries });
  }
  return tables;
}
