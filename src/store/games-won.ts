// The games leaderboard: Countdown games won per player, over a period, ranked by wins. Only
// people are counted (the computer's games are never recorded as results).
import type { Leaderboard, LeaderboardEntry, LeaderboardQuery } from "../games/model.ts";
import { pageOf, pageSizeOf, periodStart } from "./standings.ts";
import type { Db } from "./open.ts";
import type { GamesWonStore, Sync } from "./types.ts";

// SQLite takes a bare column from the row max() picked: the name in the player's latest game.
const TOTALS = `
  SELECT player_id, sum(points) AS points, count(*) AS rounds, sum(won) AS wins, max(finished_at), player_name
  FROM countdown_results WHERE guild_id = @guildId AND finished_at >= @since
  GROUP BY player_id`;

export function sqliteGamesWon(db: Db): Sync<GamesWonStore> {
  const count = db.prepare<[{ guildId: string; since: number }], number>(`SELECT count(*) FROM (${TOTALS})`).pluck();
  const page = db.prepare<[{ guildId: string; since: number; limit: number; offset: number }], LeaderboardEntry>(`
    WITH totals AS (${TOTALS}),
    ranked AS (
      SELECT rank() OVER (ORDER BY t.wins DESC) AS rank, t.player_id AS playerId,
             coalesce(p.name, t.player_name) AS playerName, t.points, t.rounds, t.wins
      FROM totals t LEFT JOIN players p ON p.guild_id = @guildId AND p.id = t.player_id
    )
    SELECT rank, playerId, playerName, points, rounds, wins FROM ranked
    ORDER BY rank, points DESC, playerName COLLATE NOCASE, playerId
    LIMIT @limit OFFSET @offset`);

  const gamesWon = (guildId: string, query: Omit<LeaderboardQuery, "game">): Leaderboard => {
    const filter = { guildId, since: periodStart(query.period, query.now) };
    const pageSize = pageSizeOf(query);
    const totalPlayers = count.get(filter) ?? 0;
    const { page: pageNo, pageCount } = pageOf(totalPlayers, pageSize, query.page);
    return { entries: page.all({ ...filter, limit: pageSize, offset: pageNo * pageSize }), totalPlayers, page: pageNo, pageCount };
  };
  // One read transaction, so the count and the page agree.
  return { gamesWon: db.transaction(gamesWon) };
}
