// No peeking: nobody may solve a board that gives away a round being played anywhere in the
// same server, or one of the daily puzzles open today (anywhere). A board gives one away when its letters contain the round's letters (in any
// game: a letters solver on those letters plus one more lists the round's words), or when it
// is a numbers board with the round's target and all but one of its numbers.

import type { DailyPuzzle } from "../daily/puzzles.ts";
import type { Round } from "../model.ts";
import type { SolveFields } from "./puzzle.ts";
import { solveFieldsOf } from "./round-board.ts";

/** A board to solve: the game's name as typed, and its fields. */
export interface SolveRequest {
  readonly game: string;
  readonly fields: SolveFields;
}

export const NO_PEEKING = "No peeking: that is the board of the round being played here. Ask again once it ends.";
export const NO_PEEKING_ELSEWHERE = "No peeking: that board gives away a round being played in this server. Ask again once it ends.";
export const NO_PEEKING_DAILY = "No peeking: that board gives away one of today's daily puzzles. Ask again once they change, at midnight UTC.";

type Shape = { readonly kind: "letters"; readonly letters: string } | { readonly kind: "numbers"; readonly numbers: number[]; readonly target: number };

/** What a board reveals: its letters sorted, or its numbers and target. */
function shapeOf({ game, fields }: SolveRequest): Shape | null {
  if (game === "numbers") {
    const numbers = String(fields.numbers ?? "").match(/\d+/g)?.map(Number);
    const target = Number(String(fields.target ?? "").trim());
    return numbers ? { kind: "numbers", numbers, target } : null;
  }
  const raw = [fields.letters, fields.board, fields.sides].find((v) => typeof v === "string");
  if (typeof raw !== "string") return null;
  const letters = raw.toLowerCase().replace(/qu/g, "q").replace(/[^a-z]/g, "");
  return letters === "" ? null : { kind: "letters", letters: [...letters].sort().join("") };
}

/** How many of `wanted` (with repeats) `have` holds. */
function sharedCount<T>(have: readonly T[], wanted: readonly T[]): number {
  const left = [...have];
  return wanted.filter((x) => {
    const at = left.indexOf(x);
    if (at !== -1) left.splice(at, 1);
    return at !== -1;
  }).length;
}

function givesAway(asked: Shape, played: Shape): boolean {
  if (asked.kind === "letters" && played.kind === "letters") {
    return sharedCount([...asked.letters], [...played.letters]) === played.letters.length;
  }
  if (asked.kind === "numbers" && played.kind === "numbers") {
    return asked.target === played.target && sharedCount(asked.numbers, played.numbers) >= played.numbers.length - 1;
  }
  return false;
}

/** Whether `request` gives away a board of `game`, holding at most `slack` letters more. */
function givesAwayBoard(asked: Shape, game: Round["game"], board: unknown, slack = Infinity): boolean {
  const fields = solveFieldsOf(game, board);
  const played = fields === null ? null : shapeOf({ game, fields });
  const near = played?.kind !== "letters" || asked.kind !== "letters" || asked.letters.length - played.letters.length <= slack;
  return played !== null && near && givesAway(asked, played);
}

/** The daily puzzles are open all day, every day: a big board that happens to hold one's
 *  letters (a Letterpress board of 25) is someone's own game, not a peek. */
const DAILY_SLACK = 3;

/** The refusal when `request` gives away one of the server's `running` rounds or one of the
 *  day's `openDaily` puzzles, else null. */
export function peekingRefusal(request: SolveRequest, running: readonly Round[], channelId: string, openDaily: readonly DailyPuzzle[]): string | null {
  const asked = shapeOf(request);
  if (asked === null) return null;
  const given = running.find((round) => round.state === "running" && givesAwayBoard(asked, round.game, round.board));
  if (given !== undefined) return given.channelId === channelId ? NO_PEEKING : NO_PEEKING_ELSEWHERE;
  return openDaily.some((puzzle) => givesAwayBoard(asked, puzzle.game, puzzle.board, DAILY_SLACK)) ? NO_PEEKING_DAILY : null;
}
