// No peeking: nobody may solve the board of the round being played where they ask, in any
// game that shares its letters (a conundrum solver would answer a letters round too).

import type { Round } from "../model.ts";
import type { SolveFields } from "./puzzle.ts";
import { solveFieldsOf } from "./round-board.ts";

/** A board to solve: the game's name as typed, and its fields. */
export interface SolveRequest {
  readonly game: string;
  readonly fields: SolveFields;
}

export const NO_PEEKING = "No peeking: that is the board of the round being played here. Ask again once it ends.";

/** A board's identity for "is this the running round's board?": letters sorted, or numbers and target. */
export function boardKey({ game, fields }: SolveRequest): string | null {
  if (game === "numbers") {
    const numbers = String(fields.numbers ?? "").match(/\d+/g)?.map(Number).sort((a, b) => a - b);
    return numbers ? `numbers:${numbers.join(",")}:${String(fields.target ?? "").trim()}` : null;
  }
  const raw = [fields.letters, fields.board, fields.sides].find((v) => typeof v === "string");
  if (typeof raw !== "string") return null;
  const letters = raw.toLowerCase().replace(/qu/g, "q").replace(/[^a-z]/g, "");
  return `letters:${[...letters].sort().join("")}`;
}

/** The refusal when `request` is the board of the round in play here, else null. */
export function peekingRefusal(request: SolveRequest, running: Round | null): string | null {
  if (running === null) return null;
  const fields = solveFieldsOf(running.game, running.board);
  const theirs = fields === null ? null : boardKey({ game: running.game, fields });
  return theirs !== null && theirs === boardKey(request) ? NO_PEEKING : null;
}
