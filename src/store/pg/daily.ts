// Daily puzzles on PostgreSQL: the same entries, posts, reminders and leaderboard as
// ../daily.ts, with 0/1 flags and JSON text as there (columns.ts).
import type { DailyReminder, DailySubscription, Day, Leaderboard } from "../../games/model.ts";
import { clip, toFlag, toJson } from "../columns.ts";
import { ENTRY_COLUMNS, toEntry, type EntryRow } from "../daily.ts";
import { MAX_NAME_CHARS } from "../players.ts";
import { pageAsked } from "../standings.ts";
import type { DailyStore } from "../types.ts";
import { boardOf, pageClause, type PageRow } from "./pages.ts";
import type { Sql } from "./sql.ts";


const SUBSCRIPTION_COLUMNS = `guild_id AS "guildId", channel_id AS "channelId", "time", time_zone AS "timeZone", last_day AS "lastDay"`;

const OPEN = `
  INSERT INTO daily_entries (player_id, player_name, game, day, guild_id, opened_at)
  VALUES ($1, $2, $3, $4, $5, $6)
  ON CONFLICT DO NOTHING`;
// Locked: a play reads the entry, then saves it, in one transaction; two plays at once under
// READ COMMITTED would each save over the other's try (outside a transaction the lock ends at once).
const ONE = `SELECT ${ENTRY_COLUMNS} FROM daily_entries WHERE player_id = $1 AND game = $2 AND day = $3 FOR UPDATE`;
const SAVE = `
  UPDATE daily_entries SET tries = $4, best = $5, points = $6, solved = $7, final = $8
  WHERE player_id = $1 AND game = $2 AND day = $3`;
const SOLVED_DAYS = `SELECT day FROM daily_entries WHERE player_id = $1 AND game = $2 AND solved = 1 ORDER BY day COLLATE "C"`;
// Ties in points and opening time, which SQLite leaves to its index, go by player id.
const IN_GUILD = `
  SELECT ${ENTRY_COLUMNS} FROM daily_entries WHERE guild_id = $1 AND day = $2
  ORDER BY points DESC, opened_at, player_id COLLATE "C"`;
// The name as last seen: that of the latest puzzle (day, then opening time) the player opened
// in the server, found by max() over arrays in one pass (array_agg ordered per player was twice
// as slow). The opening time is padded so that it compares as text.
const LEADERBOARD = `
  WITH totals AS (
    SELECT player_id, (max(ARRAY[day, lpad(opened_at::text, 20, '0'), player_name]))[3] AS name,
           sum(points) AS points, count(*) AS rounds, sum(solved) AS wins
    FROM daily_entries WHERE guild_id = $1 AND day >= $2 AND tries > 0 GROUP BY player_id
  )
  SELECT rank() OVER (ORDER BY points DESC) AS rank, player_id AS "playerId", name AS "playerName",
         points, rounds, wins, (SELECT count(*) FROM totals) AS total
  FROM totals
  ORDER BY rank, lower(name COLLATE "C"), player_id COLLATE "C"
  ${pageClause("$3", "$4")}`;
// Locked: a post reads the day last posted, then marks its own, in one transaction; two at once
// (a hand-over, a setting changed twice) would each post the day.
const SUBSCRIPTION = `SELECT ${SUBSCRIPTION_COLUMNS} FROM daily_posts WHERE guild_id = $1 AND active = 1 FOR UPDATE`;
const SUBSCRIPTIONS = `SELECT ${SUBSCRIPTION_COLUMNS} FROM daily_posts WHERE active = 1 ORDER BY guild_id COLLATE "C"`;
// Set again (or on again), a post keeps the day it last posted: that day is not posted twice.
const SUBSCRIBE = `
  INSERT INTO daily_posts (guild_id, channel_id, "time", time_zone) VALUES ($1, $2, $3, $4)
  ON CONFLICT (guild_id) DO UPDATE SET channel_id = excluded.channel_id, "time" = excluded."time", time_zone = excluded.time_zone, active = 1`;
const UNSUBSCRIBE = `UPDATE daily_posts SET active = 0 WHERE guild_id = $1`;
const POSTED = `UPDATE daily_posts SET last_day = $2 WHERE guild_id = $1`;
const REMIND = `
  INSERT INTO daily_reminders (player_id, time_zone) VALUES ($1, $2)
  ON CONFLICT (player_id) DO UPDATE SET time_zone = excluded.time_zone`;
const NO_REMINDER = `DELETE FROM daily_reminders WHERE player_id = $1`;
// Locked: a reminder is read, then marked given, in one transaction (one nudge a day).
const REMINDER = `SELECT time_zone AS "timeZone", nudged_day AS "nudgedDay" FROM daily_reminders WHERE player_id = $1 FOR UPDATE`;
const NUDGED = `UPDATE daily_reminders SET nudged_day = $2 WHERE player_id = $1`;

export function pgDaily(sql: Sql): DailyStore {
  const entry = async (playerId: string, game: string, day: string) => {
    const row = await sql.one<EntryRow>(ONE, [playerId, game, day]);
    return row ? toEntry(row) : null;
  };
  return {
    async openDailyEntry(e) {
      await sql.run(OPEN, [e.playerId, clip(e.playerName, MAX_NAME_CHARS), e.game, e.day, e.guildId, e.openedAt]);
      return (await entry(e.playerId, e.game, e.day))!;
    },
    dailyEntry: (playerId, game, day) => entry(playerId, game, day),
    async saveDailyEntry(e) {
      await sql.run(SAVE, [e.playerId, e.game, e.day, e.tries, toJson(e.best), e.points, toFlag(e.solved), toFlag(e.final)]);
    },
    solvedDays: async (playerId, game) => (await sql.rows<{ day: Day }>(SOLVED_DAYS, [playerId, game])).map((row) => row.day),
    dailyEntriesIn: async (guildId, day) => (await sql.rows<EntryRow>(IN_GUILD, [guildId, day])).map(toEntry),
    async dailyLeaderboard(guildId, since, page, pageSize): Promise<Leaderboard> {
      const rows = await sql.rows<PageRow>(LEADERBOARD, [guildId, since ?? "", pageSize, pageAsked(page)]);
      return boardOf(rows, pageSize, page);
    },
    dailySubscription: (guildId) => sql.one<DailySubscription>(SUBSCRIPTION, [guildId]),
    dailySubscriptions: () => sql.rows<DailySubscription>(SUBSCRIPTIONS),
    async subscribeDaily(guildId, settings) {
      await sql.run(SUBSCRIBE, [guildId, settings.channelId, settings.time, settings.timeZone]);
    },
    async unsubscribeDaily(guildId) {
      await sql.run(UNSUBSCRIBE, [guildId]);
    },
    async dailyPosted(guildId, day) {
      await sql.run(POSTED, [guildId, day]);
    },
    async setDailyReminder(playerId, timeZone) {
      await (timeZone === null ? sql.run(NO_REMINDER, [playerId]) : sql.run(REMIND, [playerId, timeZone]));
    },
    dailyReminder: (playerId) => sql.one<DailyReminder>(REMINDER, [playerId]),
    async dailyNudged(playerId, day) {
      await sql.run(NUDGED, [playerId, day]);
    },
  };
}
