// Forgetting on PostgreSQL: the same deletions and redactions as ../privacy.ts, each in one
// transaction, children before parents. JSON is kept as text; it is read here with json
// (element and key order kept) and searched with jsonb paths.
import { FORGOTTEN_PLAYER } from "../../games/model.ts";
import type { Forgotten, PrivacyStore } from "../types.ts";
import { VERSUS_OPEN } from "../versus.ts";
import type { Sql } from "./sql.ts";

// Delivered announcements are kept only as sent messages' copies: blank those that name the
// player (a string "playerId" or "id" anywhere). Pending ones are redacted by the engine.
// jsonb refuses the escape \u0000 (a NUL typed by a player), so it is read as U+FFFD.
const BLANK_SETTLED = `
  UPDATE announcements SET payload = '{}'
  WHERE state <> 'pending' AND strpos(payload, $2) > 0
    AND jsonb_path_exists(replace(payload, '\\u0000', '\\ufffd')::jsonb, '$.** ? (@.playerId == $id || @.id == $id)', jsonb_build_object('id', $1::text))`;
// Every game the player is in, open or over, goes on (or stays) without them: not a player,
// no points, not a winner, not its starter (an open game passes to the next person in it, who
// may then start or stop it). -> and ->> refuse a JSON text holding \u0000 anywhere (a NUL in
// a name), so each player is read from a copy with U+FFFD and kept as it was.
const PLAYERS = `ROWS FROM (json_array_elements(g.players::json), json_array_elements(replace(g.players, '\\u0000', '\\ufffd')::json))
  WITH ORDINALITY AS p (value, readable, n)`;
const LEAVE_GAMES = `
  UPDATE countdown_games g SET
    players = (SELECT coalesce(json_agg(p.value ORDER BY p.n), '[]')::text FROM ${PLAYERS}
               WHERE (p.readable ->> 'id') IS DISTINCT FROM $1),
    scores = (SELECT coalesce(json_agg(
                (SELECT coalesce(json_object_agg(s.key, s.value ORDER BY s.n), '{}')
                 FROM json_each(r.value) WITH ORDINALITY AS s (key, value, n) WHERE s.key IS DISTINCT FROM $1)
                ORDER BY r.n), '[]')::text
              FROM json_array_elements(g.scores::json) WITH ORDINALITY AS r (value, n)),
    winners = (SELECT coalesce(json_agg(w.value ORDER BY w.n), '[]')::text
               FROM json_array_elements(g.winners::json) WITH ORDINALITY AS w (value, n)
               WHERE (w.value #>> '{}') IS DISTINCT FROM $1),
    started_by = CASE
      WHEN g.started_by IS DISTINCT FROM $1 THEN g.started_by
      WHEN g.state IN ('lobby','playing') THEN coalesce((
        SELECT p.readable ->> 'id' FROM ${PLAYERS}
        WHERE (p.readable ->> 'id') IS DISTINCT FROM $1 AND NOT (p.readable ->> 'computer')::boolean ORDER BY p.n LIMIT 1), '')
      ELSE '' END
  WHERE g.started_by = $1 OR strpos(g.players, $2) > 0`;
const FORGET = {
  answers: `DELETE FROM answers WHERE player_id = $1`,
  results: `DELETE FROM round_results WHERE player_id = $1`,
  gameResults: `DELETE FROM countdown_results WHERE player_id = $1`,
  names: `DELETE FROM players WHERE id = $1`,
  daily: `DELETE FROM daily_entries WHERE player_id = $1`,
  reminder: `DELETE FROM daily_reminders WHERE player_id = $1`,
  // Ratings go whole, and every meeting with the player: repeats against them count no more.
  ratings: `DELETE FROM ratings WHERE player_id = $1`,
  ratingHistory: `DELETE FROM rating_history WHERE player_id = $1`,
  meetings: `DELETE FROM rating_meetings WHERE player_id = $1 OR opponent_id = $1`,
  // Their places in ended seasons' tables go; the others keep theirs.
  seasonTables: `DELETE FROM season_tables WHERE player_id = $1`,
  // A running round goes on, started by nobody the store names (it is stopped by a moderator).
  starter: `UPDATE rounds SET started_by = '' WHERE started_by = $1`,
  versusResults: `DELETE FROM versus_results WHERE player_id = $1`,
  // As ../privacy.ts: their running versus games end, won by nobody, now; then name FORGOTTEN_PLAYER.
  versusExpired: `
    UPDATE versus_games SET state = 'expired', winner = NULL, ended_by = NULL,
      finished_at = (extract(epoch FROM clock_timestamp()) * 1000)::bigint
    WHERE (player0_id = $1 OR player1_id = $1) AND ${VERSUS_OPEN}`,
  versusPlayer0: `UPDATE versus_games SET player0_id = $2, player0_name = $3 WHERE player0_id = $1`,
  versusPlayer1: `UPDATE versus_games SET player1_id = $2, player1_name = $3 WHERE player1_id = $1`,
} as const;

const LEFT = `INSERT INTO guild_departures (guild_id, left_at) VALUES ($1, $2) ON CONFLICT DO NOTHING`;
const PRESENT = `DELETE FROM guild_departures WHERE guild_id = $1`;
// In id order, as SQLite's compound select gives them.
const KEPT = `
  SELECT guild_id AS "guildId" FROM (
    SELECT guild_id FROM rounds UNION SELECT guild_id FROM players
    UNION SELECT guild_id FROM guild_settings UNION SELECT guild_id FROM word_rulings
    UNION SELECT guild_id FROM daily_posts UNION SELECT guild_id FROM versus_games
    EXCEPT SELECT guild_id FROM guild_departures
  ) kept ORDER BY guild_id COLLATE "C"`;
const DEPARTED_BY = `SELECT guild_id AS "guildId" FROM guild_departures WHERE left_at <= $1 ORDER BY left_at, guild_id COLLATE "C"`;
const PURGE_STEPS = [
  `DELETE FROM answers WHERE round_id IN (SELECT id FROM rounds WHERE guild_id = $1)`,
  `DELETE FROM round_results WHERE guild_id = $1`,
  `DELETE FROM announcements WHERE guild_id = $1`,
  `DELETE FROM countdown_results WHERE guild_id = $1`,
  `DELETE FROM countdown_games WHERE guild_id = $1`,
  `DELETE FROM versus_results WHERE guild_id = $1`,
  `DELETE FROM versus_games WHERE guild_id = $1`,
  `DELETE FROM round_opponents WHERE round_id IN (SELECT id FROM rounds WHERE guild_id = $1)`,
  `DELETE FROM rated_rounds WHERE round_id IN (SELECT id FROM rounds WHERE guild_id = $1)`,
  `DELETE FROM rounds WHERE guild_id = $1`,
  `DELETE FROM players WHERE guild_id = $1`,
  `DELETE FROM guild_settings WHERE guild_id = $1`,
  `DELETE FROM word_rulings WHERE guild_id = $1`,
  `DELETE FROM daily_posts WHERE guild_id = $1`,
  `UPDATE daily_entries SET guild_id = NULL WHERE guild_id = $1`,
  // Ratings are the players' own, across servers: only where they were won is forgotten.
  `UPDATE rating_history SET guild_id = NULL WHERE guild_id = $1`,
  `DELETE FROM season_tables WHERE guild_id = $1`,
  `DELETE FROM seasons WHERE guild_id = $1`,
  `DELETE FROM guild_departures WHERE guild_id = $1`,
];

export function pgPrivacy(sql: Sql): PrivacyStore {
  return {
    forgetPlayer: (playerId) =>
      sql.atomically(async (): Promise<Forgotten> => {
        const named = [playerId, JSON.stringify(playerId)];
        await sql.run(BLANK_SETTLED, named);
        const answers = await sql.run(FORGET.answers, [playerId]);
        const results = (await sql.run(FORGET.results, [playerId])) + (await sql.run(FORGET.gameResults, [playerId])) + (await sql.run(FORGET.versusResults, [playerId]));
        await sql.run(FORGET.names, [playerId]);
        await sql.run(LEAVE_GAMES, named);
        await sql.run(FORGET.versusExpired, [playerId]);
        for (const rename of [FORGET.versusPlayer0, FORGET.versusPlayer1]) await sql.run(rename, [playerId, FORGOTTEN_PLAYER.id, FORGOTTEN_PLAYER.name]);
        await sql.run(FORGET.daily, [playerId]);
        await sql.run(FORGET.reminder, [playerId]);
        for (const step of [FORGET.ratings, FORGET.ratingHistory, FORGET.meetings, FORGET.seasonTables]) await sql.run(step, [playerId]);
        await sql.run(FORGET.starter, [playerId]);
        return { answers, results };
      }),
    async guildLeft(guildId, at) {
      await sql.run(LEFT, [guildId, at]);
    },
    async guildPresent(guildId) {
      await sql.run(PRESENT, [guildId]);
    },
    guildsKept: async () => (await sql.rows<{ guildId: string }>(KEPT)).map((row) => row.guildId),
    purgeGuildsLeftBy: (leftBy) =>
      sql.atomically(async () => {
        const guilds = (await sql.rows<{ guildId: string }>(DEPARTED_BY, [leftBy])).map((row) => row.guildId);
        for (const guildId of guilds) for (const step of PURGE_STEPS) await sql.run(step, [guildId]);
        return guilds;
      }),
  };
}
