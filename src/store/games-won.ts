// The games leaderboards: Countdown games won, and Letterpress versus games won (then drawn),
// per player over a period. Only people are counted (the computer's games are never recorded
// as results). One statement shape serves both, told apart by a board's figures.
import type { Leaderboard, LeaderboardEntry, LeaderboardQuery } from "../games/model.ts";
import { pageOf, pageSizeOf, spanOf } from "./standings.ts";
import type { Db } from "./open.ts";
import type { GamesWonStore, Sync } from "./types.ts";

/** A games board: the results table, each player's figures from it, and how they rank. */
export interface GamesBoard {
  readonly table: string;
  /** points, rounds and wins (and draws and losses where games can be drawn), as aggregates. */
  readonly figures: string;
  /** The order of the rank, over the totals `t`. */
  readonly rankBy: string;
  /** Columns of `t` a board shows beyond points, rounds and wins. */
  readonly more: readonly string[];
}

export const COUNTDOWN_BOARD: GamesBoard = {
  table: "countdown_results",
  figures: "sum(points) AS points, count(*) AS rounds, sum(won) AS wins",
  rankBy: "t.wins DESC",
  more: [],
};

// In both engines' SQL (FILTER is SQLite's too). `points` is tiles.
export const VERSUS_BOARD: GamesBoard = {
  table: "versus_results",
  figures: `sum(tiles) AS points, count(*) AS rounds, count(*) FILTER (WHERE outcome = 'win') AS wins,
    count(*) FILTER (WHERE outcome = 'draw') AS draws, count(*) FILTER (WHERE outcome = 'loss') AS losses`,
  rankBy: "t.wins DESC, t.draws DESC",
  more: ["draws", "losses"],
};

export function sqliteGamesWon(db: Db): Sync<GamesWonStore> {
  const board = (spec: GamesBoard) => {
    // SQLite takes a bare column from the row max() picked: the name in the player's latest game.
    const totals = `
      SELECT player_id, ${spec.figures}, max(finished_at), player_name
      FROM ${spec.table} WHERE guild_id = @guildId AND finished_at >= @since AND finished_at < @until
      GROUP BY player_id`;
    const more = (of: string) => spec.more.map((column) => `, ${of}${column}`).join("");
    const count = db.prepare<[{ guildId: string; since: number; until: number }], number>(`SELECT count(*) FROM (${totals})`).pluck();
    const page = db.prepare<[{ guildId: string; since: number; until: number; limit: number; offset: number }], LeaderboardEntry>(`
      WITH totals AS (${totals}),
      ranked AS (
        SELECT rank() OVER (ORDER BY ${spec.rankBy}) AS rank, t.player_id AS playerId,
               coalesce(p.name, t.player_name) AS playerName, t.points, t.rounds, t.wins${more("t.")}
        FROM totals t LEFT JOIN players p ON p.guild_id = @guildId AND p.id = t.player_id
      )
      SELECT rank, playerId, playerName, points, rounds, wins${more("")} FROM ranked
      ORDER BY rank, points DESC, playerName COLLATE NOCASE, playerId
      LIMIT @limit OFFSET @offset`);

    return (guildId: string, query: Omit<LeaderboardQuery, "game">): Leaderboard => {
      const filter = { guildId, ...spanOf(query) };
      const pageSize = pageSizeOf(query);
      const totalPlayers = count.get(filter) ?? 0;
      const { page: pageNo, pageCount } = pageOf(totalPlayers, pageSize, query.page);
      return { entries: page.all({ ...filter, limit: pageSize, offset: pageNo * pageSize }), totalPlayers, page: pageNo, pageCount };
    };
  };
  // One read transaction each, so the count and the page agree.
  return { gamesWon: db.transaction(board(COUNTDOWN_BOARD)), versusTable: db.transaction(board(VERSUS_BOARD)) };
}
