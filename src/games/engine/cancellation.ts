// Why a round was cancelled, as its notice is recorded: who stopped it is kept beside the words,
// not in them, so deleting that player's data can drop the name from a notice still to be posted.

import type { Player } from "./ports.ts";

export interface Cancellation {
  /** The notice; "{stopper}" stands for the stopper's name. */
  readonly reason: string;
  readonly stopper?: Player;
  /** The round's channel can no longer be posted in (a game ends with it). */
  readonly lost?: boolean;
}

/** The notice in words: the stopper by name while known, else "a player". */
export function cancellationNotice({ reason, stopper }: Cancellation): string {
  return reason.replace("{stopper}", stopper?.name ?? "a player");
}
