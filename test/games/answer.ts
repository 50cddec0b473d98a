// A player's answer as the store holds it, with the verdict the rules gave: what a game's
// scoring reads at the end of a round.

import type { Verdict } from "../../src/games/rules.ts";
import type { Answer } from "../../src/games/model.ts";

let nextId = 1;

export function judgedAnswer(playerName: string, text: string, verdict: Verdict): Answer {
  const id = nextId++;
  return {
    id, roundId: 1, playerId: playerName.toLowerCase(), playerName, text, ok: verdict.ok,
    reason: verdict.ok ? null : verdict.reason, value: verdict.ok ? verdict.value : null, receivedAt: id,
  };
}
