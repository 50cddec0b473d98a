// Daily puzzles: each player's entry per game and day, and the servers' daily posts. A daily
// leaderboard is a sum over entries opened in the server since a day, like the rounds' one.
import type { DailyEntry, DailyGame, DailyReminder, DailyPostSettings, DailySubscription, Day, Leaderboard, LeaderboardEntry } from "../games/model.ts";
import { clip, fromJson, toFlag, toJson } from "./columns.ts";
import type { Db } from "./open.ts";
import { MAX_NAME_CHARS } from "./players.ts";
import { pageOf } from "./standings.ts";
import type { DailyStore, Sync } from "./types.ts";

export interface EntryRow {
  playerId: string;
  playerName: string;
  game: string;
  day: string;
  guildId: string | null;
  openedAt: number;
  tries: number;
  best: string;
  points: number;
  solved: number;
  final: number;
}

/** Quoted aliases, so PostgreSQL keeps their case too (pg/daily.ts shares these). */
export const ENTRY_COLUMNS = `
  player_id AS "playerId", player_name AS "playerName", game, day, guild_id AS "guildId",
  opened_at AS "openedAt", tries, best, points, solved, final`;

export const toEntry = (row: EntryRow): DailyEntry => ({ ...row, game: row.game as DailyGame, best: fromJson(row.best), solved: row.solved === 1, final: row.final === 1 });

const SUBSCRIPTION_COLUMNS = `guild_id AS guildId, channel_id AS channelId, time, time_zone AS timeZone, last_day AS lastDay`;

export function sqliteDaily(db: Db): Sync<DailyStore> {
  const open = db.prepare<[Omit<EntryRow, "tries" | "best" | "points" | "solved" | "final">]>(`
    INSERT INTO daily_entries (player_id, player_name, game, day, guild_id, opened_at)
    VALUES (@playerId, @playerName, @game, @day, @guildId, @openedAt)
    ON CONFLICT DO NOTHING`);
  const one = db.prepare<[string, string, string], EntryRow>(`SELECT ${ENTRY_COLUMNS} FROM daily_entries WHERE player_id = ? AND game = ? AND day = ?`);
  const save = db.prepare<[Pick<EntryRow, "playerId" | "game" | "day" | "tries" | "best" | "points" | "solved" | "final">]>(`
    UPDATE daily_entries SET tries = @tries, best = @best, points = @points, solved = @solved, final = @final
    WHERE player_id = @playerId AND game = @game AND day = @day`);
  const solvedDays = db.prepare<[string, string], string>(`SELECT day FROM daily_entries WHERE player_id = ? AND game = ? AND solved = 1 ORDER BY day`).pluck();
  const inGuild = db.prepare<[string, string], EntryRow>(`SELECT ${ENTRY_COLUMNS} FROM daily_entries WHERE guild_id = ? AND day = ? ORDER BY points DESC, opened_at`);
  // With max(), SQLite takes the bare player_name from the row of the latest day, then the latest
  // opened that day: the name as last seen (the day alone left a tie to the index's order).
  const totals = `
    SELECT player_id, player_name AS name, max(day || printf('%020d', opened_at)) AS lastSeen, sum(points) AS points, count(*) AS rounds, sum(solved) AS wins
    FROM daily_entries WHERE guild_id = @guildId AND day >= @since AND tries > 0 GROUP BY player_id`;
  const count = db.prepare<[{ guildId: string; since: string }], number>(`SELECT count(*) FROM (${totals})`).pluck();
  const page = db.prepare<[{ guildId: string; since: string; limit: number; offset: number }], LeaderboardEntry>(`
    WITH totals AS (${totals})
    SELECT rank() OVER (ORDER BY points DESC) AS rank, player_id AS playerId, name AS playerName, points, rounds, wins
    FROM totals ORDER BY rank, name COLLATE NOCASE, player_id LIMIT @limit OFFSET @offset`);
  const subscription = db.prepare<[string], DailySubscription>(`SELECT ${SUBSCRIPTION_COLUMNS} FROM daily_posts WHERE guild_id = ? AND active = 1`);
  const subscriptions = db.prepare<[], DailySubscription>(`SELECT ${SUBSCRIPTION_COLUMNS} FROM daily_posts WHERE active = 1 ORDER BY guild_id`);
  // Set again (or on again), a post keeps the day it last posted: that day is not posted twice.
  const subscribe = db.prepare<[{ guildId: string } & DailyPostSettings]>(`
    INSERT INTO daily_posts (guild_id, channel_id, time, time_zone) VALUES (@guildId, @channelId, @time, @timeZone)
    ON CONFLICT (guild_id) DO UPDATE SET channel_id = excluded.channel_id, time = excluded.time, time_zone = excluded.time_zone, active = 1`);
  const unsubscribe = db.prepare<[string]>(`UPDATE daily_posts SET active = 0 WHERE guild_id = ?`);
  const posted = db.prepare<[Day, string]>(`UPDATE daily_posts SET last_day = ? WHERE guild_id = ?`);

  const remind = db.prepare<[string, string]>(`
    INSERT INTO daily_reminders (player_id, time_zone) VALUES (?, ?)
    ON CONFLICT (player_id) DO UPDATE SET time_zone = excluded.time_zone`);
  const noReminder = db.prepare<[string]>(`DELETE FROM daily_reminders WHERE player_id = ?`);
  const reminder = db.prepare<[string], DailyReminder>(`SELECT time_zone AS timeZone, nudged_day AS nudgedDay FROM daily_reminders WHERE player_id = ?`);
  const nudged = db.prepare<[Day, string]>(`UPDATE daily_reminders SET nudged_day = ? WHERE player_id = ?`);

  const dailyLeaderboard = db.transaction((guildId: string, since: Day | null, pageNo: number, pageSize: number): Leaderboard => {
    const filter = { guildId, since: since ?? "" };
    const totalPlayers = count.get(filter) ?? 0;
    const { page: clamped, pageCount } = pageOf(totalPlayers, pageSize, pageNo);
    return { entries: page.all({ ...filter, limit: pageSize, offset: clamped * pageSize }), totalPlayers, page: clamped, pageCount };
  });

  return {
    openDailyEntry: (entry) => {
      open.run({ ...entry, playerName: clip(entry.playerName, MAX_NAME_CHARS) });
      return toEntry(one.get(entry.playerId, entry.game, entry.day)!);
    },
    dailyEntry: (playerId, game, day) => {
      const row = one.get(playerId, game, day);
      return row ? toEntry(row) : null;
    },
    saveDailyEntry: (e) =>
      void save.run({ playerId: e.playerId, game: e.game, day: e.day, tries: e.tries, best: toJson(e.best), points: e.points, solved: toFlag(e.solved), final: toFlag(e.final) }),
    solvedDays: (playerId, game) => solvedDays.all(playerId, game),
    dailyEntriesIn: (guildId, day) => inGuild.all(guildId, day).map(toEntry),
    dailyLeaderboard: (guildId, since, pageNo, pageSize) => dailyLeaderboard(guildId, since, pageNo, pageSize),
    dailySubscription: (guildId) => subscription.get(guildId) ?? null,
    dailySubscriptions: () => subscriptions.all(),
    subscribeDaily: (guildId, settings) => void subscribe.run({ guildId, ...settings }),
    unsubscribeDaily: (guildId) => void unsubscribe.run(guildId),
    dailyPosted: (guildId, day) => void posted.run(day, guildId),
    setDailyReminder: (playerId, timeZone) => void (timeZone === null ? noReminder.run(playerId) : remind.run(playerId, timeZone)),
    dailyReminder: (playerId) => reminder.get(playerId) ?? null,
    dailyNudged: (playerId, day) => void nudged.run(day, playerId),
  };
}
