// Finishing a round: the state change and every result row in one transaction. The state
// change only matches an unfinished round, so finishing twice writes nothing the second time.
import type { Db } from "./open.ts";
import { clip, fromFlagOrNull, toFlag, toFlagOrNull } from "./columns.ts";
import { MAX_NAME_CHARS, playerNamer } from "./players.ts";
import { ROUND_COLUMNS, notClosable, roundReader, toRound, type RoundRow } from "./rounds.ts";
import type { Round, RoundResult } from "../games/model.ts";
import type { ResultStore, RoundClosed, Sync } from "./types.ts";

export interface ResultRow {
  roundId: number;
  playerId: string;
  playerName: string;
  points: number;
  won: number;
  word: string | null;
  wordPoints: number | null;
  exact: number | null;
}

export function toResult(row: ResultRow): RoundResult {
  return {
    playerId: row.playerId,
    playerName: row.playerName,
    points: row.points,
    won: row.won === 1,
    word: row.word,
    wordPoints: row.wordPoints,
    exact: fromFlagOrNull(row.exact),
  };
}

export const RESULT_COLUMNS = `
  round_id AS "roundId", player_id AS "playerId", player_name AS "playerName",
  points, won, word, word_points AS "wordPoints", exact`;

/** A result's row in the finished round, as its INSERT binds it. */
export function resultRow(round: Round, finishedAt: number, r: RoundResult): ResultRow & Pick<RoundRow, "guildId" | "game" | "finishedAt"> {
  return {
    roundId: round.id,
    guildId: round.guildId,
    game: round.game,
    finishedAt,
    playerId: r.playerId,
    playerName: clip(r.playerName, MAX_NAME_CHARS),
    points: r.points,
    won: toFlag(r.won),
    word: r.word,
    wordPoints: r.wordPoints,
    exact: toFlagOrNull(r.exact),
  };
}

export function sqliteResults(db: Db): Sync<ResultStore> {
  const nameSeen = playerNamer(db);
  const finish = db.prepare<[{ id: number; at: number }], RoundRow>(`
    UPDATE rounds SET state = 'finished', finished_at = @at
    WHERE id = @id AND state IN ('picking','running')
    RETURNING ${ROUND_COLUMNS}`);
  const getRound = roundReader(db);
  const insert = db.prepare<[ResultRow & Pick<RoundRow, "guildId" | "game" | "finishedAt">]>(`
    INSERT INTO round_results (round_id, guild_id, game, finished_at, player_id, player_name, points, won, word, word_points, exact)
    VALUES (@roundId, @guildId, @game, @finishedAt, @playerId, @playerName, @points, @won, @word, @wordPoints, @exact)`);
  const forRound = db.prepare<[number], ResultRow>(`
    SELECT ${RESULT_COLUMNS} FROM round_results WHERE round_id = ? ORDER BY rowid`);

  const finishRound = db.transaction((roundId: number, finishedAt: number, results: readonly RoundResult[]): RoundClosed => {
    const row = finish.get({ id: roundId, at: finishedAt });
    if (!row) return notClosable(getRound(roundId));
    const round = toRound(row);
    for (const r of results) {
      nameSeen({ roundId, playerId: r.playerId, playerName: r.playerName, at: finishedAt });
      insert.run(resultRow(round, finishedAt, r));
    }
    return { ok: true, round };
  });

  return {
    finishRound: (roundId, finishedAt, results) => finishRound.immediate(roundId, finishedAt, results),
    resultsFor: (roundId) => forRound.all(roundId).map(toResult),
  };
}
