// Finishing a round on PostgreSQL (see ../results.ts). The state change matches only an
// unfinished round and locks it: a second finisher, on any host, waits, then changes nothing.
import { RESULT_COLUMNS, resultRow, toResult, type ResultRow } from "../results.ts";
import { ROUND_COLUMNS, notClosable, toRound, type RoundRow } from "../rounds.ts";
import type { ResultStore } from "../types.ts";
import { pgPlayerNamer } from "./players.ts";
import { pgRoundReader } from "./rounds.ts";
import type { Sql } from "./sql.ts";

export function pgResults(sql: Sql): ResultStore {
  const nameSeen = pgPlayerNamer(sql);
  const getRound = pgRoundReader(sql);
  return {
    finishRound: (roundId, finishedAt, results) =>
      sql.atomically(async () => {
        const row = await sql.one<RoundRow>(
          `UPDATE rounds SET state = 'finished', finished_at = $2
           WHERE id = $1 AND state IN ('picking','running') RETURNING ${ROUND_COLUMNS}`,
          [roundId, finishedAt],
        );
        if (!row) return notClosable(await getRound(roundId));
        const round = toRound(row);
        for (const r of results) {
          await nameSeen({ roundId, playerId: r.playerId, playerName: r.playerName, at: finishedAt });
          const w = resultRow(round, finishedAt, r);
          await sql.run(
            `INSERT INTO round_results (round_id, guild_id, game, finished_at, player_id, player_name, points, won, word, word_points, exact)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
            [w.roundId, w.guildId, w.game, w.finishedAt, w.playerId, w.playerName, w.points, w.won, w.word, w.wordPoints, w.exact],
          );
        }
        return { ok: true, round } as const;
      }),
    resultsFor: async (roundId) =>
      (await sql.rows<ResultRow>(`SELECT ${RESULT_COLUMNS} FROM round_results WHERE round_id = $1 ORDER BY seq`, [roundId])).map(toResult),
  };
}
