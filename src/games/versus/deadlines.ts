// What a game waits for next, and until when: a challenge expires after a turn's time; a
// person's turn is reminded at three quarters of it and forfeited at its end; the computer
// moves after a pause a person can read the board in.

import type { VersusGame } from "../model.ts";
import { toMove } from "./rules.ts";

export type Due = "expire" | "remind" | "forfeit" | "computer";

/** The reminder goes out when this much of the turn has passed. */
export const REMIND_AT = 3 / 4;

/** The computer's pause: 2 s, and a tenth of a second more for each word on the board to read. */
export function computerPauseMs(game: VersusGame): number {
  return 2_000 + 100 * game.moves.filter((move) => move.kind === "word").length;
}

/** The next thing due in the game and when, or null: it waits for nothing (it is over). */
export function nextDue(game: VersusGame, pauseMs: (game: VersusGame) => number = computerPauseMs): { readonly due: Due; readonly at: number } | null {
  const turnMs = game.turnSeconds * 1000;
  if (game.state === "challenged") return { due: "expire", at: game.turnStartedAt + turnMs };
  const side = toMove(game);
  if (side === null) return null;
  if (game.players[side].computer) return { due: "computer", at: game.turnStartedAt + pauseMs(game) };
  return game.reminded ? { due: "forfeit", at: game.turnStartedAt + turnMs } : { due: "remind", at: game.turnStartedAt + Math.round(turnMs * REMIND_AT) };
}
