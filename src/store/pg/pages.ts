// A leaderboard's page and its size from one statement, so both come from one snapshot: the
// page asked for is clamped in SQL exactly as pageOf clamps it (../standings.ts).
import type { Leaderboard, LeaderboardEntry } from "../../games/model.ts";
import { pageOf } from "../standings.ts";

/** An entry, carrying the number of players on the whole board. */
export type PageRow = LeaderboardEntry & { readonly total: number };

/** LIMIT and OFFSET for a page of the CTE `totals` (one row a player), given the parameters
 *  holding the page size and the page asked for (see pageAsked). */
export function pageClause(size: string, asked: string): string {
  return `LIMIT ${size} OFFSET (SELECT least(${asked}::bigint, greatest(count(*) - 1, 0) / ${size}) * ${size} FROM totals)`;
}

/** The board of the rows a pageClause gave; `asked` is the page the query asked for. */
export function boardOf(rows: readonly PageRow[], pageSize: number, asked: number): Leaderboard {
  const totalPlayers = rows[0]?.total ?? 0;
  const entries = rows.map(({ total: _, ...entry }) => entry);
  return { entries, totalPlayers, ...pageOf(totalPlayers, pageSize, asked) };
}
