// Leaderboards on PostgreSQL: the same sums, ranks and pages as ../leaderboard.ts. Names sort
// as SQLite's NOCASE then BINARY sort them: lower() under "C" folds ASCII letters only.
import { COMPUTER_ID, type Leaderboard, type LeaderboardQuery } from "../../games/model.ts";
import { pageAsked, pageSizeOf, spanOf } from "../standings.ts";
import type { LeaderboardStore } from "../types.ts";
import { boardOf, pageClause, type PageRow } from "./pages.ts";
import type { Sql } from "./sql.ts";

// Two fixed statements (overall and per game) so each can use its own index.
// The computer's results are kept (its rounds show them) but it is no one's rival on the board.
const FILTERS = {
  overall: "guild_id = $1 AND finished_at >= $2 AND player_id <> $3 AND finished_at < $6",
  game: "guild_id = $1 AND finished_at >= $2 AND player_id <> $3 AND finished_at < $6 AND game = $7",
} as const;

function pageSql(filter: string): string {
  return `
    WITH totals AS (
      SELECT player_id, sum(points) AS points, count(*) AS rounds, sum(won) AS wins
      FROM round_results WHERE ${filter}
      GROUP BY player_id
    ),
    ranked AS (
      SELECT rank() OVER (ORDER BY t.points DESC) AS rank, t.player_id AS "playerId",
             coalesce(p.name, t.player_id) AS "playerName", t.points, t.rounds, t.wins
      FROM totals t LEFT JOIN players p ON p.guild_id = $1 AND p.id = t.player_id
    )
    SELECT rank, "playerId", "playerName", points, rounds, wins, (SELECT count(*) FROM totals) AS total
    FROM ranked
    ORDER BY rank, lower("playerName" COLLATE "C"), "playerName" COLLATE "C", "playerId" COLLATE "C"
    ${pageClause("$4", "$5")}`;
}

const OVERALL = pageSql(FILTERS.overall);
const PER_GAME = pageSql(FILTERS.game);

export function pgLeaderboard(sql: Sql): LeaderboardStore {
  return {
    async leaderboard(guildId: string, query: LeaderboardQuery): Promise<Leaderboard> {
      const pageSize = pageSizeOf(query);
      const { since, until } = spanOf(query);
      const values = [guildId, since, COMPUTER_ID, pageSize, pageAsked(query.page), until];
      const rows = query.game === undefined ? await sql.rows<PageRow>(OVERALL, values) : await sql.rows<PageRow>(PER_GAME, [...values, query.game]);
      return boardOf(rows, pageSize, query.page);
    },
  };
}
