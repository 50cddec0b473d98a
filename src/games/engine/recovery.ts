// What a restart does with each round it finds unfinished in the database.

import type { Round } from "../model.ts";

/**
 * finish:   a running round whose time ran out while the process was down: score and announce it.
 * resume:   a running round with time left: re-arm its end and carry on.
 * complete: a board still being picked: fill in the rest, as the pick timeout would have, and start.
 * cancel:   a board left half-picked for longer than STALE_PICKING_MS: nobody is waiting for it now.
 * show:     a game's round whose board was never shown (Discord was away): post it, its time from then.
 */
export type Recovery = "finish" | "resume" | "complete" | "cancel" | "show";

export const STALE_PICKING_MS = 10 * 60_000;

/** `waitsForBoard`: the round's board is pending and the round waits for it (a game's). */
export function recoveryFor(round: Round, now: number, waitsForBoard = false): Recovery {
  if (waitsForBoard) return "show";
  if (round.state === "picking") return now - round.startedAt > STALE_PICKING_MS ? "cancel" : "complete";
  return round.endsAt === null || round.endsAt <= now ? "finish" : "resume";
}

/** What the engine does for each decision. */
export type RecoverySteps = Readonly<Record<Recovery, (round: Round) => Promise<void>>>;
