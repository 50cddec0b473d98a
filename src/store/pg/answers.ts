// Answers on PostgreSQL (see ../answers.ts): the answer and the player's name in one statement
// (a writable CTE), so an answer costs one round trip rather than a transaction's four.
import { ANSWER_COLUMNS, newAnswerRow, toAnswer, type AnswerRow } from "../answers.ts";
import type { AnswerStore } from "../types.ts";
import { PLAYER_SEEN, sightingValues } from "./players.ts";
import type { Sql } from "./sql.ts";

export function pgAnswers(sql: Sql): AnswerStore {
  return {
    async addAnswer(answer) {
      const a = newAnswerRow(answer);
      const row = await sql.one<AnswerRow>(
        `WITH seen AS (${PLAYER_SEEN})
         INSERT INTO answers (round_id, player_id, player_name, text, ok, reason, value, received_at)
         VALUES ($5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${ANSWER_COLUMNS}`,
        [
          ...sightingValues({ roundId: answer.roundId, playerId: answer.playerId, playerName: answer.playerName, at: answer.receivedAt }),
          ...[a.roundId, a.playerId, a.playerName, a.text, a.ok, a.reason, a.value, a.receivedAt],
        ],
      );
      return toAnswer(row!);
    },
    answersFor: async (roundId) =>
      (await sql.rows<AnswerRow>(`SELECT ${ANSWER_COLUMNS} FROM answers WHERE round_id = $1 ORDER BY id`, [roundId])).map(toAnswer),
  };
}
