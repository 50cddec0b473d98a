// Running totals: each player's points summed over the rounds played, best first.

import type { CountdownGame, CountdownPlayer } from "../model.ts";

export interface Total {
  readonly player: CountdownPlayer;
  readonly points: number;
  /** Points per round, in order (0 where the player scored nothing). */
  readonly perRound: readonly number[];
}

/** Every player's total, highest first; equal totals keep join order. */
export function totalsOf(game: Pick<CountdownGame, "players" | "scores">): Total[] {
  const totals = game.players.map((player) => {
    const perRound = game.scores.map((round) => round[player.id] ?? 0);
    return { player, points: perRound.reduce((sum, p) => sum + p, 0), perRound };
  });
  return totals.sort((a, b) => b.points - a.points);
}

/** At the end: the winners first (a player dropped on more points comes after them), then the rest. */
export function winnersFirst(totals: readonly Total[], winnerIds: readonly string[]): Total[] {
  const won = (t: Total): number => (winnerIds.includes(t.player.id) ? 0 : 1);
  return [...totals].sort((a, b) => won(a) - won(b));
}

/** The players still in with the highest total (several when tied); none if nobody is left. */
export function leadersOf(game: Pick<CountdownGame, "players" | "scores">): CountdownPlayer[] {
  const inPlay = totalsOf(game).filter((t) => !t.player.dropped);
  const top = inPlay[0]?.points;
  return inPlay.filter((t) => t.points === top).map((t) => t.player);
}
