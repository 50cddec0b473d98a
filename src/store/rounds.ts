// Rounds: created picking or running, changed while unfinished, then finished (results.ts)
// or cancelled. The partial unique index keeps one unfinished round per channel.
import type { Db } from "./open.ts";
import { fromJson, toJson } from "./columns.ts";
import type { GameName, NewRound, Round, RoundPatch, RoundState } from "../games/model.ts";
import type { RoundClosed, RoundStarted, RoundStore, Sync } from "./types.ts";

// Aliases are quoted: PostgreSQL folds bare ones to lower case, SQLite reads them either way.
export const ROUND_COLUMNS = `
  id, guild_id AS "guildId", channel_id AS "channelId", game, state, board, options, seed,
  started_by AS "startedBy", started_at AS "startedAt", ends_at AS "endsAt",
  message_id AS "messageId", finished_at AS "finishedAt"`;

export interface RoundRow {
  id: number;
  guildId: string;
  channelId: string;
  game: string;
  state: string;
  board: string;
  options: string;
  seed: number;
  startedBy: string;
  startedAt: number;
  endsAt: number | null;
  messageId: string | null;
  finishedAt: number | null;
}

/** The schema's CHECK constraints guarantee game and state. */
export function toRound(row: RoundRow): Round {
  return {
    ...row,
    game: row.game as GameName,
    state: row.state as RoundState,
    board: fromJson(row.board),
    options: fromJson(row.options),
  };
}

export function isUnfinished(round: Round): boolean {
  return round.state === "picking" || round.state === "running";
}

/** The refusal of a second round in the channel. */
export function alreadyRunning(running: Round): RoundStarted {
  return { ok: false, error: `A ${running.game} round is already under way in this channel.`, running };
}

/** A new round's columns, as its INSERT binds them. */
export function newRoundRow(round: NewRound): Omit<RoundRow, "id" | "finishedAt"> {
  return {
    guildId: round.guildId,
    channelId: round.channelId,
    game: round.game,
    state: round.state,
    board: toJson(round.board),
    options: toJson(round.options),
    seed: round.seed,
    startedBy: round.startedBy,
    startedAt: round.startedAt,
    endsAt: round.endsAt,
    messageId: round.messageId ?? null,
  };
}

/** An unfinished round's columns with the patch applied: what is not in it stays. */
export function patchedRound(round: Round, patch: RoundPatch): Pick<RoundRow, "id" | "state" | "board" | "endsAt" | "messageId"> {
  return {
    id: round.id,
    state: patch.state ?? round.state,
    board: toJson(patch.board !== undefined ? patch.board : round.board),
    endsAt: patch.endsAt !== undefined ? patch.endsAt : round.endsAt,
    messageId: patch.messageId !== undefined ? patch.messageId : round.messageId,
  };
}

/** Reads one round by id, as a prepared statement. */
export function roundReader(db: Db): (id: number) => Round | null {
  const byId = db.prepare<[number], RoundRow>(`SELECT ${ROUND_COLUMNS} FROM rounds WHERE id = ?`);
  return (id) => {
    const row = byId.get(id);
    return row ? toRound(row) : null;
  };
}

/** Why a round could not be finished or cancelled. */
export function notClosable(round: Round | null): RoundClosed {
  if (round === null) return { ok: false, error: "There is no such round.", round };
  const error = round.state === "cancelled" ? "That round was cancelled." : "That round has already finished.";
  return { ok: false, error, round };
}

export function sqliteRounds(db: Db): Sync<RoundStore> {
  const getRound = roundReader(db);
  const unfinishedIn = db.prepare<[string], RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM rounds WHERE channel_id = ? AND state IN ('picking','running')`,
  );
  const allUnfinished = db.prepare<[], RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM rounds WHERE state IN ('picking','running') ORDER BY started_at, id`,
  );
  const unfinishedInGuild = db.prepare<[string], RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM rounds WHERE guild_id = ? AND state IN ('picking','running') ORDER BY started_at, id`,
  );
  const insert = db.prepare<[Omit<RoundRow, "id" | "finishedAt">], RoundRow>(`
    INSERT INTO rounds (guild_id, channel_id, game, state, board, options, seed,
                        started_by, started_at, ends_at, message_id)
    VALUES (@guildId, @channelId, @game, @state, @board, @options, @seed,
            @startedBy, @startedAt, @endsAt, @messageId)
    RETURNING ${ROUND_COLUMNS}`);
  const update = db.prepare<[Pick<RoundRow, "id" | "state" | "board" | "endsAt" | "messageId">], RoundRow>(`
    UPDATE rounds SET state = @state, board = @board, ends_at = @endsAt, message_id = @messageId
    WHERE id = @id AND state IN ('picking','running')
    RETURNING ${ROUND_COLUMNS}`);
  const cancel = db.prepare<[{ id: number; at: number }], RoundRow>(`
    UPDATE rounds SET state = 'cancelled', finished_at = @at
    WHERE id = @id AND state IN ('picking','running')
    RETURNING ${ROUND_COLUMNS}`);

  const runningRoundIn = (channelId: string): Round | null => {
    const row = unfinishedIn.get(channelId);
    return row ? toRound(row) : null;
  };

  // IMMEDIATE takes the write lock first, so the check and the insert see the same file.
  const createRound = db.transaction((round: NewRound): RoundStarted => {
    const running = runningRoundIn(round.channelId);
    if (running) return alreadyRunning(running);
    const row = insert.get(newRoundRow(round));
    return { ok: true, round: toRound(row!) };
  });

  const updateRound = db.transaction((id: number, patch: RoundPatch): Round | null => {
    const round = getRound(id);
    if (!round || !isUnfinished(round)) return round;
    const row = update.get(patchedRound(round, patch));
    return toRound(row!);
  });

  const cancelRound = (id: number, at: number): RoundClosed => {
    const row = cancel.get({ id, at });
    return row ? { ok: true, round: toRound(row) } : notClosable(getRound(id));
  };

  return {
    createRound: (round) => createRound.immediate(round),
    updateRound: (id, patch) => updateRound.immediate(id, patch),
    getRound,
    runningRoundIn,
    unfinishedRounds: () => allUnfinished.all().map(toRound),
    unfinishedRoundsIn: (guildId) => unfinishedInGuild.all(guildId).map(toRound),
    cancelRound,
  };
}
