// Answers on PostgreSQL (see ../answers.ts): the answer and the player's name in one transaction.
import { ANSWER_COLUMNS, newAnswerRow, toAnswer, type AnswerRow } from "../answers.ts";
import type { AnswerStore } from "../types.ts";
import { pgPlayerNamer } from "./players.ts";
import type { Sql } from "./sql.ts";

export function pgAnswers(sql: Sql): AnswerStore {
  const nameSeen = pgPlayerNamer(sql);
  return {
    addAnswer: (answer) =>
      sql.atomically(async () => {
        await nameSeen({ roundId: answer.roundId, playerId: answer.playerId, playerName: answer.playerName, at: answer.receivedAt });
        const a = newAnswerRow(answer);
        const row = await sql.one<AnswerRow>(
          `INSERT INTO answers (round_id, player_id, player_name, text, ok, reason, value, received_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${ANSWER_COLUMNS}`,
          [a.roundId, a.playerId, a.playerName, a.text, a.ok, a.reason, a.value, a.receivedAt],
        );
        return toAnswer(row!);
      }),
    answersFor: async (roundId) =>
      (await sql.rows<AnswerRow>(`SELECT ${ANSWER_COLUMNS} FROM answers WHERE round_id = $1 ORDER BY id`, [roundId])).map(toAnswer),
  };
}
