// Seasons on SQLite: the season under way per server (a partial unique index keeps it one) and
// each ended season's boards, a row per player in board order. Ending is a conditional update,
// so a season ends once however many hosts try.
import type { Leaderboard, LeaderboardEntry } from "../games/model.ts";
import type { RunningSeason, SeasonBoard, SeasonPlacing } from "../games/seasons/records.ts";
import type { Db } from "./open.ts";
import { pageOf, pageSizeOf } from "./standings.ts";
import type { SeasonStore, Sync } from "./types.ts";

export const SEASON_COLUMNS = `
  guild_id AS "guildId", name, length, time_zone AS "timeZone", starts_at AS "startsAt", ends_at AS "endsAt"`;

export const TABLE_COLUMNS = `
  rank, player_id AS "playerId", player_name AS "playerName", points, rounds, wins, draws, losses`;

/** The placings of a player: their rank and how many were on each board. */
export const PLACINGS = (guild: string, player: string): string => `
  SELECT t.season, t.board, t.rank, (SELECT count(*) FROM season_tables c WHERE c.guild_id = t.guild_id AND c.season = t.season AND c.board = t.board) AS players
  FROM season_tables t JOIN seasons s ON s.guild_id = t.guild_id AND s.name = t.season
  WHERE t.guild_id = ${guild} AND t.player_id = ${player}
  ORDER BY s.ends_at DESC, t.rank, t.board`;

export type TableRow = Omit<LeaderboardEntry, "draws" | "losses"> & { draws: number | null; losses: number | null };

/** A board row as an entry: draws and losses only where the board counts them. */
export function toEntry({ draws, losses, ...row }: TableRow): LeaderboardEntry {
  return draws === null || losses === null ? row : { ...row, draws, losses };
}

/** A board's rows as both engines insert them. */
export function tableRows(guildId: string, season: string, board: SeasonBoard, entries: readonly LeaderboardEntry[]) {
  return entries.map((e, position) => ({ guildId, season, board, position, rank: e.rank, playerId: e.playerId, playerName: e.playerName, points: e.points, rounds: e.rounds, wins: e.wins, draws: e.draws ?? null, losses: e.losses ?? null }));
}

export function sqliteSeasons(db: Db): Sync<SeasonStore> {
  const running = db.prepare<[string], RunningSeason>(`SELECT ${SEASON_COLUMNS} FROM seasons WHERE guild_id = ? AND ended_at IS NULL`);
  const allRunning = db.prepare<[], RunningSeason>(`SELECT ${SEASON_COLUMNS} FROM seasons WHERE ended_at IS NULL ORDER BY ends_at, guild_id`);
  const start = db.prepare<[RunningSeason]>(`
    INSERT INTO seasons (guild_id, name, length, time_zone, starts_at, ends_at)
    VALUES (@guildId, @name, @length, @timeZone, @startsAt, @endsAt) ON CONFLICT DO NOTHING`);
  const drop = db.prepare<[string]>(`DELETE FROM seasons WHERE guild_id = ? AND ended_at IS NULL`);
  const end = db.prepare<[number, string, string]>(`UPDATE seasons SET ended_at = ? WHERE guild_id = ? AND name = ? AND ended_at IS NULL`);
  const insertRow = db.prepare<[ReturnType<typeof tableRows>[number]]>(`
    INSERT INTO season_tables (guild_id, season, board, position, rank, player_id, player_name, points, rounds, wins, draws, losses)
    VALUES (@guildId, @season, @board, @position, @rank, @playerId, @playerName, @points, @rounds, @wins, @draws, @losses)`);
  const ended = db.prepare<[string, string], number>(`SELECT count(*) FROM seasons WHERE guild_id = ? AND name = ? AND ended_at IS NOT NULL`).pluck();
  const count = db.prepare<[string, string, string], number>(`SELECT count(*) FROM season_tables WHERE guild_id = ? AND season = ? AND board = ?`).pluck();
  const page = db.prepare<[string, string, string, number, number], TableRow>(`
    SELECT ${TABLE_COLUMNS} FROM season_tables WHERE guild_id = ? AND season = ? AND board = ? ORDER BY position LIMIT ? OFFSET ?`);
  const names = db.prepare<[string], string>(`SELECT name FROM seasons WHERE guild_id = ? AND ended_at IS NOT NULL ORDER BY ends_at DESC`).pluck();
  const placings = db.prepare<[{ guild: string; player: string }], SeasonPlacing>(PLACINGS("@guild", "@player"));
  const lastChannel = db.prepare<[string], string>(`SELECT channel_id FROM rounds WHERE guild_id = ? ORDER BY started_at DESC, id DESC LIMIT 1`).pluck();

  const seasonTable = db.transaction((guildId: string, season: string, board: SeasonBoard, asked: number, size: number): Leaderboard | null => {
    if (ended.get(guildId, season) === 0) return null;
    const pageSize = pageSizeOf({ pageSize: size });
    const totalPlayers = count.get(guildId, season, board) ?? 0;
    const { page: pageNo, pageCount } = pageOf(totalPlayers, pageSize, asked);
    return { entries: page.all(guildId, season, board, pageSize, pageNo * pageSize).map(toEntry), totalPlayers, page: pageNo, pageCount };
  });

  return {
    runningSeason: (guildId) => running.get(guildId) ?? null,
    runningSeasons: () => allRunning.all(),
    startSeason: (season) => start.run(season).changes === 1,
    dropRunningSeason: (guildId) => void drop.run(guildId),
    endSeason: (guildId, name, at) => end.run(at, guildId, name).changes === 1,
    archiveSeasonTable: db.transaction((guildId: string, season: string, board: SeasonBoard, entries: readonly LeaderboardEntry[]) => {
      for (const row of tableRows(guildId, season, board, entries)) insertRow.run(row);
    }),
    seasonTable,
    endedSeasons: (guildId) => names.all(guildId),
    seasonPlacings: (guildId, playerId) => placings.all({ guild: guildId, player: playerId }),
    lastRoundChannel: (guildId) => lastChannel.get(guildId) ?? null,
  };
}
