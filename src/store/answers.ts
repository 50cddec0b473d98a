// Answers, stored the moment they arrive, valid or not, in arrival order.
import type { Db } from "./open.ts";
import { clip, fromJson, toFlag, toJson } from "./columns.ts";
import { MAX_NAME_CHARS, playerNamer } from "./players.ts";
import { MAX_ANSWER_CHARS, type Answer, type NewAnswer } from "../games/model.ts";
import type { AnswerStore, Sync } from "./types.ts";

export interface AnswerRow {
  id: number;
  roundId: number;
  playerId: string;
  playerName: string;
  text: string;
  ok: number;
  reason: string | null;
  value: string;
  receivedAt: number;
}

export const ANSWER_COLUMNS = `
  id, round_id AS "roundId", player_id AS "playerId", player_name AS "playerName", text, ok, reason,
  value, received_at AS "receivedAt"`;

export function toAnswer(row: AnswerRow): Answer {
  return { ...row, ok: row.ok === 1, value: fromJson(row.value) };
}

/** A new answer's columns, as its INSERT binds them: long text clipped. */
export function newAnswerRow(answer: NewAnswer): Omit<AnswerRow, "id"> {
  return {
    roundId: answer.roundId,
    playerId: answer.playerId,
    playerName: clip(answer.playerName, MAX_NAME_CHARS),
    text: clip(answer.text, MAX_ANSWER_CHARS),
    ok: toFlag(answer.ok),
    reason: answer.reason,
    value: toJson(answer.value),
    receivedAt: answer.receivedAt,
  };
}

export function sqliteAnswers(db: Db): Sync<AnswerStore> {
  const nameSeen = playerNamer(db);
  const insert = db.prepare<[Omit<AnswerRow, "id">], AnswerRow>(`
    INSERT INTO answers (round_id, player_id, player_name, text, ok, reason, value, received_at)
    VALUES (@roundId, @playerId, @playerName, @text, @ok, @reason, @value, @receivedAt)
    RETURNING ${ANSWER_COLUMNS}`);
  const forRound = db.prepare<[number], AnswerRow>(
    `SELECT ${ANSWER_COLUMNS} FROM answers WHERE round_id = ? ORDER BY id`,
  );

  const addAnswer = db.transaction((answer: NewAnswer): Answer => {
    nameSeen({ roundId: answer.roundId, playerId: answer.playerId, playerName: answer.playerName, at: answer.receivedAt });
    const row = insert.get(newAnswerRow(answer));
    return toAnswer(row!);
  });

  return {
    addAnswer: (answer) => addAnswer.immediate(answer),
    answersFor: (roundId) => forRound.all(roundId).map(toAnswer),
  };
}
