// A single round its starter asked to be rated (rated:true): every pair of those with a result
// in it, by points, and the computer as its level's anchor when it played. Rounds count in
// their own game's mode.

import { COMPUTER_ID, type OpponentLevel, type Round, type RoundResult } from "../model.ts";
import { COUNTDOWN_ANCHORS, anchorId } from "./anchors.ts";
import { roundMode } from "./modes.ts";
import type { GameToRate } from "./record.ts";

export function roundToRate(round: Round, results: readonly RoundResult[], level: OpponentLevel | null, at: number): GameToRate {
  const computer = results.find((r) => r.playerId === COMPUTER_ID);
  return {
    mode: roundMode(round.game),
    guildId: round.guildId,
    gameRef: `round:${round.id}`,
    at,
    people: results.filter((r) => r.playerId !== COMPUTER_ID).map((r) => ({ id: r.playerId, points: r.points })),
    computer: level ? { id: anchorId(level), anchor: COUNTDOWN_ANCHORS[level], points: computer?.points ?? 0 } : null,
  };
}
