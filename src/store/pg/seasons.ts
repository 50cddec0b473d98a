// Seasons on PostgreSQL: the same as ../seasons.ts. Two hosts ending one season at once: the
// conditional update of the second waits for the first's row lock, then changes nothing.
import type { Leaderboard } from "../../games/model.ts";
import type { RunningSeason, SeasonPlacing } from "../../games/seasons/records.ts";
import { PLACINGS, SEASON_COLUMNS, TABLE_COLUMNS, tableRows, toEntry, type TableRow } from "../seasons.ts";
import { pageOf, pageSizeOf } from "../standings.ts";
import type { SeasonStore } from "../types.ts";
import type { Sql } from "./sql.ts";

const INSERT_ROW = `
  INSERT INTO season_tables (guild_id, season, board, position, rank, player_id, player_name, points, rounds, wins, draws, losses)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`;

export function pgSeasons(sql: Sql): SeasonStore {
  return {
    runningSeason: (guildId) => sql.one<RunningSeason>(`SELECT ${SEASON_COLUMNS} FROM seasons WHERE guild_id = $1 AND ended_at IS NULL`, [guildId]),
    runningSeasons: () => sql.rows<RunningSeason>(`SELECT ${SEASON_COLUMNS} FROM seasons WHERE ended_at IS NULL ORDER BY ends_at, guild_id COLLATE "C"`),
    async startSeason(s) {
      const started = await sql.run(
        `INSERT INTO seasons (guild_id, name, length, time_zone, starts_at, ends_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [s.guildId, s.name, s.length, s.timeZone, s.startsAt, s.endsAt],
      );
      return started === 1;
    },
    dropRunningSeason: async (guildId) => void (await sql.run(`DELETE FROM seasons WHERE guild_id = $1 AND ended_at IS NULL`, [guildId])),
    endSeason: async (guildId, name, at) => (await sql.run(`UPDATE seasons SET ended_at = $1 WHERE guild_id = $2 AND name = $3 AND ended_at IS NULL`, [at, guildId, name])) === 1,
    archiveSeasonTable: (guildId, season, board, entries) =>
      sql.atomically(async () => {
        for (const r of tableRows(guildId, season, board, entries)) {
          await sql.run(INSERT_ROW, [r.guildId, r.season, r.board, r.position, r.rank, r.playerId, r.playerName, r.points, r.rounds, r.wins, r.draws, r.losses]);
        }
      }),
    seasonTable: (guildId, season, board, asked, size) =>
      sql.atomically(async (): Promise<Leaderboard | null> => {
        if ((await sql.one(`SELECT 1 FROM seasons WHERE guild_id = $1 AND name = $2 AND ended_at IS NOT NULL`, [guildId, season])) === null) return null;
        const pageSize = pageSizeOf({ pageSize: size });
        const total = await sql.one<{ n: number }>(`SELECT count(*) AS n FROM season_tables WHERE guild_id = $1 AND season = $2 AND board = $3`, [guildId, season, board]);
        const totalPlayers = total?.n ?? 0;
        const { page, pageCount } = pageOf(totalPlayers, pageSize, asked);
        const rows = await sql.rows<TableRow>(
          `SELECT ${TABLE_COLUMNS} FROM season_tables WHERE guild_id = $1 AND season = $2 AND board = $3 ORDER BY position LIMIT $4 OFFSET $5`,
          [guildId, season, board, pageSize, page * pageSize],
        );
        return { entries: rows.map(toEntry), totalPlayers, page, pageCount };
      }),
    endedSeasons: async (guildId) => (await sql.rows<{ name: string }>(`SELECT name FROM seasons WHERE guild_id = $1 AND ended_at IS NOT NULL ORDER BY ends_at DESC`, [guildId])).map((r) => r.name),
    seasonPlacings: (guildId, playerId) => sql.rows<SeasonPlacing>(PLACINGS("$1", "$2"), [guildId, playerId]),
    lastRoundChannel: async (guildId) =>
      (await sql.one<{ channel: string }>(`SELECT channel_id AS channel FROM rounds WHERE guild_id = $1 ORDER BY started_at DESC, id DESC LIMIT 1`, [guildId]))?.channel ?? null,
  };
}
