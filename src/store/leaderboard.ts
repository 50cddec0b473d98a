// Leaderboards are sums over round results; a period is only a lower bound on the round's
// finishedAt (UTC, see standings.ts), so nothing is ever reset. Ranks come from the whole
// board before paging, so a tie spanning two pages shows the same rank on both.
import type { Db } from "./open.ts";
import { COMPUTER_ID, type GameName, type Leaderboard, type LeaderboardEntry, type LeaderboardQuery } from "../games/model.ts";
import { pageOf, pageSizeOf, spanOf } from "./standings.ts";
import type { LeaderboardStore, Sync } from "./types.ts";

interface Params {
  guildId: string;
  computer: string;
  game: GameName | null;
  since: number;
  until: number;
  limit: number;
  offset: number;
}

// Two fixed statements (overall and per game) so each can use its own index.
// The computer's results are kept (its rounds show them) but it is no one's rival on the board.
const FILTERS = {
  overall: "guild_id = @guildId AND finished_at >= @since AND finished_at < @until AND player_id <> @computer",
  game: "guild_id = @guildId AND game = @game AND finished_at >= @since AND finished_at < @until AND player_id <> @computer",
} as const;

function totalsSql(filter: string): string {
  return `
    SELECT player_id, sum(points) AS points, count(*) AS rounds, sum(won) AS wins
    FROM round_results WHERE ${filter}
    GROUP BY player_id`;
}

function pageSql(filter: string): string {
  return `
    WITH totals AS (${totalsSql(filter)}),
    ranked AS (
      SELECT rank() OVER (ORDER BY t.points DESC) AS rank, t.player_id AS playerId,
             coalesce(p.name, t.player_id) AS playerName, t.points, t.rounds, t.wins
      FROM totals t LEFT JOIN players p ON p.guild_id = @guildId AND p.id = t.player_id
    )
    SELECT rank, playerId, playerName, points, rounds, wins FROM ranked
    ORDER BY rank, playerName COLLATE NOCASE, playerName, playerId
    LIMIT @limit OFFSET @offset`;
}

function countSql(filter: string): string {
  return `SELECT count(*) FROM (${totalsSql(filter)})`;
}

export function sqliteLeaderboard(db: Db): Sync<LeaderboardStore> {
  const statements = (filter: string) => ({
    count: db.prepare<[Omit<Params, "limit" | "offset">], number>(countSql(filter)).pluck(),
    page: db.prepare<[Params], LeaderboardEntry>(pageSql(filter)),
  });
  const overall = statements(FILTERS.overall);
  const perGame = statements(FILTERS.game);

  const leaderboard = (guildId: string, query: LeaderboardQuery): Leaderboard => {
    const { count, page } = query.game === undefined ? overall : perGame;
    const filter = { guildId, game: query.game ?? null, ...spanOf(query), computer: COMPUTER_ID };
    const pageSize = pageSizeOf(query);
    const totalPlayers = count.get(filter) ?? 0;
    const { page: pageNo, pageCount } = pageOf(totalPlayers, pageSize, query.page);
    const entries = page.all({ ...filter, limit: pageSize, offset: pageNo * pageSize });
    return { entries, totalPlayers, page: pageNo, pageCount };
  };

  // One read transaction, so the count and the page agree.
  return { leaderboard: db.transaction(leaderboard) };
}
