// Rounds on PostgreSQL (see ../rounds.ts). The partial unique index keeps one unfinished
// round per channel across hosts: a second INSERT waits for the first and then does nothing.
import type { NewRound, Round } from "../../games/model.ts";
import { ROUND_COLUMNS, alreadyRunning, isUnfinished, newRoundRow, notClosable, patchedRound, toRound, type RoundRow } from "../rounds.ts";
import type { RoundStarted, RoundStore } from "../types.ts";
import type { Sql } from "./sql.ts";

const UNFINISHED = "state IN ('picking','running')";

export function pgRoundReader(sql: Sql): (id: number) => Promise<Round | null> {
  return async (id) => {
    const row = await sql.one<RoundRow>(`SELECT ${ROUND_COLUMNS} FROM rounds WHERE id = $1`, [id]);
    return row ? toRound(row) : null;
  };
}

export function pgRounds(sql: Sql): RoundStore {
  const getRound = pgRoundReader(sql);
  const unfinished = async (where: string, values: readonly unknown[]): Promise<Round[]> =>
    (await sql.rows<RoundRow>(`SELECT ${ROUND_COLUMNS} FROM rounds WHERE ${where} AND ${UNFINISHED} ORDER BY started_at, id`, values)).map(toRound);
  const runningRoundIn = async (channelId: string): Promise<Round | null> => (await unfinished("channel_id = $1", [channelId]))[0] ?? null;

  async function createRound(round: NewRound): Promise<RoundStarted> {
    const r = newRoundRow(round);
    // The running round that blocked the insert may end before it is read: then try again.
    for (;;) {
      const row = await sql.one<RoundRow>(
        `INSERT INTO rounds (guild_id, channel_id, game, state, board, options, seed, started_by, started_at, ends_at, message_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (channel_id) WHERE ${UNFINISHED} DO NOTHING
         RETURNING ${ROUND_COLUMNS}`,
        [r.guildId, r.channelId, r.game, r.state, r.board, r.options, r.seed, r.startedBy, r.startedAt, r.endsAt, r.messageId],
      );
      if (row) return { ok: true, round: toRound(row) };
      const running = await runningRoundIn(round.channelId);
      if (running) return alreadyRunning(running);
    }
  }

  return {
    createRound,
    updateRound: (id, patch) =>
      sql.atomically(async () => {
        const locked = await sql.one<RoundRow>(`SELECT ${ROUND_COLUMNS} FROM rounds WHERE id = $1 FOR UPDATE`, [id]);
        const round = locked && toRound(locked);
        if (!round || !isUnfinished(round)) return round;
        const next = patchedRound(round, patch);
        const row = await sql.one<RoundRow>(
          `UPDATE rounds SET state = $2, board = $3, ends_at = $4, message_id = $5 WHERE id = $1 RETURNING ${ROUND_COLUMNS}`,
          [id, next.state, next.board, next.endsAt, next.messageId],
        );
        return toRound(row!);
      }),
    getRound,
    runningRoundIn,
    unfinishedRounds: () => unfinished("TRUE", []),
    unfinishedRoundsIn: (guildId) => unfinished("guild_id = $1", [guildId]),
    async cancelRound(id, at) {
      const row = await sql.one<RoundRow>(
        `UPDATE rounds SET state = 'cancelled', finished_at = $2 WHERE id = $1 AND ${UNFINISHED} RETURNING ${ROUND_COLUMNS}`,
        [id, at],
      );
      return row ? { ok: true, round: toRound(row) } : notClosable(await getRound(id));
    },
  };
}
