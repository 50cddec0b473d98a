// A round's board as `/solve` fields: for "Solve this board" on a round's message, and to
// tell whether a request is the board of the round in play (no peeking).

import type { GameName } from "../model.ts";
import { NUMBERS_DRAWN } from "../numbers/board.ts";
import { boggleRows, ifThere, numbers, strings, text, whole } from "../stored-board.ts";
import type { SolveFields } from "./puzzle.ts";

const FIELDS_OF: Readonly<Record<GameName, (board: unknown) => SolveFields | null>> = {
  letters: (b) => ifThere(text(b, "letters"), (letters) => (letters === "" ? null : { letters })),
  numbers: (b) =>
    ifThere(numbers(b, "numbers"), (six) => (six.length === NUMBERS_DRAWN ? { numbers: six.join(" "), target: whole(b, "target") } : null)),
  conundrum: (b) => ifThere(text(b, "scramble"), (letters) => ({ letters })),
  boggle: (b) => ifThere(boggleRows(b), (rows) => ({ board: rows.join("/") })),
  letterpress: (b) => ifThere(text(b, "letters"), (letters) => ({ letters })),
  letterboxed: (b) => ifThere(strings(b, "sides"), (sides) => ({ sides: sides.join(" ") })),
};

/** The `/solve` fields for this board, or null when it cannot be solved yet. */
export function solveFieldsOf(game: GameName, board: unknown): SolveFields | null {
  return FIELDS_OF[game](board);
}
