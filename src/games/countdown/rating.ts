// A Countdown game that ends with a winner or a draw is rated: every pair of its players by
// their totals, the computer as the fixed anchor of its level. A game stopped, abandoned or
// lost with its channel is not: it never finished.

import type { CountdownGame } from "../model.ts";
import { COUNTDOWN_ANCHORS, anchorId } from "../ratings/anchors.ts";
import type { GameToRate } from "../ratings/record.ts";
import type { GameTurn } from "./progress.ts";
import { totalsOf } from "./totals.ts";

export function isRatedEnd(turn: GameTurn): boolean {
  return turn === "won" || turn === "drawn";
}

export function countdownToRate(game: CountdownGame, at: number): GameToRate {
  const totals = totalsOf(game);
  const computer = totals.find((t) => t.player.computer);
  return {
    mode: "countdown",
    guildId: game.guildId,
    gameRef: `countdown:${game.id}`,
    at,
    people: totals.filter((t) => !t.player.computer).map((t) => ({ id: t.player.id, points: t.points })),
    computer: computer && game.level ? { id: anchorId(game.level), anchor: COUNTDOWN_ANCHORS[game.level], points: computer.points } : null,
  };
}
