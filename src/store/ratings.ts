// Ratings on SQLite: one row per player per mode, a history point per rated game, and each
// rated pair's meeting. A server's table ranks its members only: who has a name there, or
// played a rated game there.
import type { Rating } from "../games/ratings/glicko.ts";
import { PROVISIONAL_GAMES } from "../games/ratings/provisional.ts";
import type { RatingMode } from "../games/ratings/modes.ts";
import type { RatedGame, RatingEntry, RatingPoint } from "../games/ratings/records.ts";
import type { Db } from "./open.ts";
import { pageOf, pageSizeOf } from "./standings.ts";
import type { RatingStore, Sync } from "./types.ts";

export const RATING_COLUMNS = `rating, deviation, volatility, games, last_played_at AS "lastPlayedAt"`;

export type RatingRow = Rating & { playerId: string; mode: RatingMode };

/** The rows of one rated game, as both engines write them. */
export function ratedRows(game: RatedGame) {
  return game.players.map(({ playerId, rating, opponents }) => ({
    rating: { playerId, mode: game.mode, ...rating },
    history: { playerId, mode: game.mode, gameRef: game.gameRef, guildId: game.guildId, at: game.at, rating: rating.rating, deviation: rating.deviation },
    meetings: opponents.map((opponentId) => ({ mode: game.mode, playerId, opponentId, at: game.at })),
  }));
}

/** The members of the server given by the parameter `guild`, and their ratings in `mode`, with
 *  the rank each holds: established ratings first, then provisional ones. */
export const rankedRatings = (guild: string, mode: string, established: string): string => `
  WITH members AS (
    SELECT id AS player_id FROM players WHERE guild_id = ${guild}
    UNION SELECT player_id FROM rating_history WHERE guild_id = ${guild}
  ),
  totals AS (
    SELECT r.player_id, r.rating, r.deviation, r.games FROM ratings r JOIN members m ON m.player_id = r.player_id
    WHERE r.mode = ${mode}
  ),
  ranked AS (
    SELECT rank() OVER (ORDER BY (t.games >= ${established}) DESC, t.rating DESC) AS rank, t.player_id AS "playerId",
           coalesce(p.name, t.player_id) AS "playerName", t.rating, t.deviation, t.games
    FROM totals t LEFT JOIN players p ON p.guild_id = ${guild} AND p.id = t.player_id
  )`;

export function sqliteRatings(db: Db): Sync<RatingStore> {
  const ratingOf = db.prepare<[string, string], Rating>(`SELECT ${RATING_COLUMNS} FROM ratings WHERE player_id = ? AND mode = ?`);
  const meetings = db.prepare<[string, string, number], { opponentId: string; games: number }>(`
    SELECT opponent_id AS opponentId, count(*) AS games FROM rating_meetings
    WHERE player_id = ? AND mode = ? AND at >= ? GROUP BY opponent_id`);
  const upsert = db.prepare<[RatingRow]>(`
    INSERT INTO ratings (player_id, mode, rating, deviation, volatility, games, last_played_at)
    VALUES (@playerId, @mode, @rating, @deviation, @volatility, @games, @lastPlayedAt)
    ON CONFLICT (player_id, mode) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation,
      volatility = excluded.volatility, games = excluded.games, last_played_at = excluded.last_played_at`);
  const addHistory = db.prepare(`
    INSERT INTO rating_history (player_id, mode, game_ref, guild_id, at, rating, deviation)
    VALUES (@playerId, @mode, @gameRef, @guildId, @at, @rating, @deviation)`);
  const addMeeting = db.prepare(`INSERT INTO rating_meetings (mode, player_id, opponent_id, at) VALUES (@mode, @playerId, @opponentId, @at)`);
  const allOf = db.prepare<[string], Rating & { mode: RatingMode }>(`SELECT mode, ${RATING_COLUMNS} FROM ratings WHERE player_id = ? ORDER BY mode`);
  const history = db.prepare<[string, number], RatingPoint>(`
    SELECT mode, at, rating, deviation FROM rating_history WHERE player_id = ? AND at >= ? ORDER BY at, id`);
  type TableParams = { guildId: string; mode: string; established: number };
  const count = db.prepare<[TableParams], number>(`${rankedRatings("@guildId", "@mode", "@established")} SELECT count(*) FROM ranked`).pluck();
  const page = db.prepare<[TableParams & { limit: number; offset: number }], RatingEntry>(`
    ${rankedRatings("@guildId", "@mode", "@established")}
    SELECT rank, playerId, playerName, rating, deviation, games FROM ranked
    ORDER BY rank, playerName COLLATE NOCASE, playerName, playerId
    LIMIT @limit OFFSET @offset`);

  const setRated = db.prepare<[number]>(`INSERT INTO rated_rounds (round_id) VALUES (?) ON CONFLICT DO NOTHING`);
  const rated = db.prepare<[number], number>(`SELECT count(*) FROM rated_rounds WHERE round_id = ?`).pluck();

  const saveRatings = db.transaction((game: RatedGame) => {
    for (const rows of ratedRows(game)) {
      upsert.run(rows.rating);
      addHistory.run(rows.history);
      for (const meeting of rows.meetings) addMeeting.run(meeting);
    }
  });

  // One read transaction, so the count and the page agree.
  const ratingTable = db.transaction((guildId: string, query: Parameters<RatingStore["ratingTable"]>[1]) => {
    const params = { guildId, mode: query.mode, established: PROVISIONAL_GAMES };
    const pageSize = pageSizeOf(query);
    const totalPlayers = count.get(params) ?? 0;
    const { page: pageNo, pageCount } = pageOf(totalPlayers, pageSize, query.page);
    return { entries: page.all({ ...params, limit: pageSize, offset: pageNo * pageSize }), totalPlayers, page: pageNo, pageCount };
  });

  return {
    ratingsOf: (mode, playerIds) =>
      Object.fromEntries(playerIds.flatMap((id) => {
        const found = ratingOf.get(id, mode);
        return found ? [[id, found]] : [];
      })),
    meetingsSince: (mode, playerId, since) => Object.fromEntries(meetings.all(playerId, mode, since).map((m) => [m.opponentId, m.games])),
    saveRatings: (game) => saveRatings(game),
    playerRatings: (playerId) => Object.fromEntries(allOf.all(playerId).map(({ mode, ...rating }) => [mode, rating])),
    ratingHistory: (playerId, since) => history.all(playerId, since),
    ratingTable: (guildId, query) => ratingTable(guildId, query),
    setRated: (roundId) => void setRated.run(roundId),
    isRated: (roundId) => rated.get(roundId) === 1,
  };
}
