// Whose turn it is to choose: the players still in the game, in join order, round by round.

import type { CountdownPlayer } from "../model.ts";

/** The players still in the game (not dropped for being idle). */
export function activePlayers(players: readonly CountdownPlayer[]): CountdownPlayer[] {
  return players.filter((p) => !p.dropped);
}

/** The chooser of round `index` (0-based); null when nobody is left. */
export function chooserOf(players: readonly CountdownPlayer[], index: number): CountdownPlayer | null {
  const active = activePlayers(players);
  return active.length === 0 ? null : active[index % active.length];
}
