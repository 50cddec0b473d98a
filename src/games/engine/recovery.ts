// What a restart does with each round it finds unfinished in the database.

import type { Round } from "../model.ts";

/**
 * finish:   a running round whose time ran out while the process was down: score and announce it.
 * resume:   a running round with time left: re-arm its end and carry on.
 * complete: a board still being picked: fill in the rest, as the pick timeout would have, and start.
 * cancel:   a board left half-picked for longer than STALE_PICKING_MS: nobody is waiting for it now.
 */
export type Recovery = "finish" | "resume" | "complete" | "cancel";

export const STALE_PICKING_MS = 10 * 60_000;

export function recoveryFor(round: Round, now: number): Recovery {
  if (round.state === "picking") return now - round.startedAt > STALE_PICKING_MS ? "cancel" : "complete";
  return round.endsAt === null || round.endsAt <= now ? "finish" : "resume";
}

/** What the engine does for each decision. */
export type RecoverySteps = Readonly<Record<Recovery, (round: Round) => void>>;
