// The standing of a player whose one answer counts (hidden and race rounds): what it earned,
// or why it was refused.

import type { Answer } from "./model.ts";
import type { ScoredAnswer, Standing } from "./standings.ts";

/** `scored` is the answer as the game judged it, or null when it was refused. */
export function standingOf(answer: Answer, points: number, scored: ScoredAnswer | null, refused = "not valid"): Standing {
  return {
    playerId: answer.playerId,
    playerName: answer.playerName,
    points,
    answers: scored === null ? [] : [scored],
    refusals: scored === null ? [{ text: answer.text, reason: answer.reason ?? refused }] : [],
  };
}
