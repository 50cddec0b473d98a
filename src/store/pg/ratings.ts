// Ratings on PostgreSQL: the same rows, ranks and pages as ../ratings.ts. A game's ratings are
// read and saved inside its end's transaction, whose game row is already locked.
import { PROVISIONAL_GAMES } from "../../games/ratings/provisional.ts";
import type { Rating } from "../../games/ratings/glicko.ts";
import type { RatingMode } from "../../games/ratings/modes.ts";
import type { RatingEntry, RatingPoint } from "../../games/ratings/records.ts";
import { pageAsked, pageOf, pageSizeOf } from "../standings.ts";
import { RATING_COLUMNS, rankedRatings, ratedRows } from "../ratings.ts";
import type { RatingStore } from "../types.ts";
import { pageClause } from "./pages.ts";
import type { Sql } from "./sql.ts";

const UPSERT = `
  INSERT INTO ratings (player_id, mode, rating, deviation, volatility, games, last_played_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7)
  ON CONFLICT (player_id, mode) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation,
    volatility = excluded.volatility, games = excluded.games, last_played_at = excluded.last_played_at`;
const ADD_HISTORY = `
  INSERT INTO rating_history (player_id, mode, game_ref, guild_id, at, rating, deviation) VALUES ($1, $2, $3, $4, $5, $6, $7)`;
const ADD_MEETING = `INSERT INTO rating_meetings (mode, player_id, opponent_id, at) VALUES ($1, $2, $3, $4)`;
const TABLE = `
  ${rankedRatings("$1", "$2", "$3")}
  SELECT rank, "playerId", "playerName", rating, deviation, games, (SELECT count(*) FROM totals) AS total FROM ranked
  ORDER BY rank, lower("playerName" COLLATE "C"), "playerName" COLLATE "C", "playerId" COLLATE "C"
  ${pageClause("$4", "$5")}`;

export function pgRatings(sql: Sql): RatingStore {
  return {
    // Locked, in one order: a player's two games ending at once in two hosts rate one after
    // the other rather than both from the same rating (inside a game's end, its transaction).
    async ratingsOf(mode, playerIds) {
      const rows = await sql.rows<Rating & { playerId: string }>(
        `SELECT player_id AS "playerId", ${RATING_COLUMNS} FROM ratings WHERE mode = $1 AND player_id = ANY($2::text[]) ORDER BY player_id COLLATE "C" FOR UPDATE`,
        [mode, playerIds],
      );
      return Object.fromEntries(rows.map(({ playerId, ...rating }) => [playerId, rating]));
    },
    async meetingsSince(mode, playerId, since) {
      const rows = await sql.rows<{ opponentId: string; games: number }>(`
        SELECT opponent_id AS "opponentId", count(*) AS games FROM rating_meetings
        WHERE player_id = $1 AND mode = $2 AND at >= $3 GROUP BY opponent_id`, [playerId, mode, since]);
      return Object.fromEntries(rows.map((m) => [m.opponentId, m.games]));
    },
    saveRatings: (game) =>
      sql.atomically(async () => {
        for (const { rating: r, history: h, meetings } of ratedRows(game)) {
          await sql.run(UPSERT, [r.playerId, r.mode, r.rating, r.deviation, r.volatility, r.games, r.lastPlayedAt]);
          await sql.run(ADD_HISTORY, [h.playerId, h.mode, h.gameRef, h.guildId, h.at, h.rating, h.deviation]);
          for (const m of meetings) await sql.run(ADD_MEETING, [m.mode, m.playerId, m.opponentId, m.at]);
        }
      }),
    async playerRatings(playerId) {
      const rows = await sql.rows<Rating & { mode: RatingMode }>(`SELECT mode, ${RATING_COLUMNS} FROM ratings WHERE player_id = $1 ORDER BY mode`, [playerId]);
      return Object.fromEntries(rows.map(({ mode, ...rating }) => [mode, rating]));
    },
    ratingHistory: (playerId, since) =>
      sql.rows<RatingPoint>(`SELECT mode, at, rating, deviation FROM rating_history WHERE player_id = $1 AND at >= $2 ORDER BY at, id`, [playerId, since]),
    async ratingTable(guildId, query) {
      const pageSize = pageSizeOf(query);
      const rows = await sql.rows<RatingEntry & { total: number }>(TABLE, [guildId, query.mode, PROVISIONAL_GAMES, pageSize, pageAsked(query.page)]);
      const totalPlayers = rows[0]?.total ?? 0;
      return { entries: rows.map(({ total: _, ...entry }) => entry), totalPlayers, ...pageOf(totalPlayers, pageSize, query.page) };
    },
    async setRated(roundId) {
      await sql.run("INSERT INTO rated_rounds (round_id) VALUES ($1) ON CONFLICT DO NOTHING", [roundId]);
    },
    isRated: async (roundId) => (await sql.one("SELECT 1 FROM rated_rounds WHERE round_id = $1", [roundId])) !== null,
  };
}
