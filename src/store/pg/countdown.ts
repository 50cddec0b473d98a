// Countdown games on PostgreSQL (see ../countdown.ts). The partial unique index keeps one
// open game per channel across hosts; a game that ends is written with its results at once.
import type { OpponentLevel } from "../../games/model.ts";
import { GAME_COLUMNS, alreadyOpen, gameResults, maybeGame, toGame, toRow, type GameRow } from "../countdown.ts";
import type { CountdownStore } from "../types.ts";
import type { Sql } from "./sql.ts";

const OPEN = "state IN ('lobby','playing')";

export function pgCountdown(sql: Sql): CountdownStore {
  const game = async (where: string, values: readonly unknown[]) =>
    maybeGame(await sql.one<GameRow>(`SELECT ${GAME_COLUMNS} FROM countdown_games WHERE ${where}`, values));
  const openGameIn = (channelId: string) => game(`channel_id = $1 AND ${OPEN}`, [channelId]);

  return {
    async openGame(newGame) {
      const g = toRow(newGame);
      // The open game that blocked the insert may end before it is read: then try again.
      for (;;) {
        const row = await sql.one<GameRow>(
          `INSERT INTO countdown_games (guild_id, channel_id, format, level, state, players, started_by, scores, round_id, winners, created_at, finished_at, lobby_channel_id, lobby_message_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
           ON CONFLICT (channel_id) WHERE ${OPEN} DO NOTHING
           RETURNING ${GAME_COLUMNS}`,
          [g.guildId, g.channelId, g.format, g.level, g.state, g.players, g.startedBy, g.scores, g.roundId, g.winners, g.createdAt, g.finishedAt, g.lobbyChannelId, g.lobbyMessageId],
        );
        if (row) return { ok: true, game: toGame(row) };
        const open = await openGameIn(newGame.channelId);
        if (open) return alreadyOpen(open);
      }
    },
    // Locked: a lobby's change reads the game, then saves it, in one transaction; joins at once
    // under READ COMMITTED would each save over the others' (outside a transaction the lock ends at once).
    getGame: (id) => game("id = $1 FOR UPDATE", [id]),
    openGameIn,
    openGames: async () => (await sql.rows<GameRow>(`SELECT ${GAME_COLUMNS} FROM countdown_games WHERE ${OPEN} ORDER BY id`)).map(toGame),
    gameOfRound: (roundId) => game("round_id = $1 AND state = 'playing'", [roundId]),
    updateGame: (changed) =>
      sql.atomically(async () => {
        const g = toRow(changed);
        const updated = maybeGame(
          await sql.one<GameRow>(
            `UPDATE countdown_games SET channel_id = $2, state = $3, players = $4, scores = $5, round_id = $6, winners = $7,
               finished_at = $8, lobby_message_id = $9
             WHERE id = $1 AND ${OPEN} RETURNING ${GAME_COLUMNS}`,
            [changed.id, g.channelId, g.state, g.players, g.scores, g.roundId, g.winners, g.finishedAt, g.lobbyMessageId],
          ),
        );
        for (const r of updated ? gameResults(updated) : []) {
          await sql.run(
            `INSERT INTO countdown_results (game_id, guild_id, finished_at, player_id, player_name, points, won, vs_computer)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
            [r.gameId, r.guildId, r.finishedAt, r.playerId, r.playerName, r.points, r.won, r.vsComputer],
          );
        }
        return updated;
      }),
    async setOpponent(roundId, level) {
      await sql.run("INSERT INTO round_opponents (round_id, level) VALUES ($1, $2) ON CONFLICT DO NOTHING", [roundId, level]);
    },
    opponentIn: async (roundId) =>
      ((await sql.one<{ level: string }>("SELECT level FROM round_opponents WHERE round_id = $1", [roundId]))?.level as OpponentLevel | undefined) ?? null,
  };
}
