// The games leaderboards on PostgreSQL: the same as ../games-won.ts. SQLite takes the bare
// player_name of the row max(finished_at) picked; here the name of the latest game says it.
import type { Leaderboard, LeaderboardQuery } from "../../games/model.ts";
import { COUNTDOWN_BOARD, VERSUS_BOARD, type GamesBoard } from "../games-won.ts";
import { pageAsked, pageSizeOf, spanOf } from "../standings.ts";
import type { GamesWonStore } from "../types.ts";
import { boardOf, pageClause, type PageRow } from "./pages.ts";
import type { Sql } from "./sql.ts";

const more = (spec: GamesBoard, of: string) => spec.more.map((column) => `, ${of}${column}`).join("");

const pageOfBoard = (spec: GamesBoard) => `
  WITH totals AS (
    SELECT player_id, ${spec.figures},
           (array_agg(player_name ORDER BY finished_at DESC, game_id))[1] AS player_name
    FROM ${spec.table} WHERE guild_id = $1 AND finished_at >= $2 AND finished_at < $5
    GROUP BY player_id
  ),
  ranked AS (
    SELECT rank() OVER (ORDER BY ${spec.rankBy}) AS rank, t.player_id AS "playerId",
           coalesce(p.name, t.player_name) AS "playerName", t.points, t.rounds, t.wins${more(spec, "t.")}
    FROM totals t LEFT JOIN players p ON p.guild_id = $1 AND p.id = t.player_id
  )
  SELECT rank, "playerId", "playerName", points, rounds, wins${more(spec, "")}, (SELECT count(*) FROM totals) AS total
  FROM ranked
  ORDER BY rank, points DESC, lower("playerName" COLLATE "C"), "playerId" COLLATE "C"
  ${pageClause("$3", "$4")}`;

export function pgGamesWon(sql: Sql): GamesWonStore {
  const board = (spec: GamesBoard) => {
    const text = pageOfBoard(spec);
    return async (guildId: string, query: Omit<LeaderboardQuery, "game">): Promise<Leaderboard> => {
      const pageSize = pageSizeOf(query);
      const { since, until } = spanOf(query);
      const rows = await sql.rows<PageRow>(text, [guildId, since, pageSize, pageAsked(query.page), until]);
      return boardOf(rows, pageSize, query.page);
    };
  };
  return { gamesWon: board(COUNTDOWN_BOARD), versusTable: board(VERSUS_BOARD) };
}
