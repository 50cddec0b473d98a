// A round's end as the Activity shows it: the results message's players and points (from the
// engine's outcome, so the same people and totals), places as in sport, and its headline.

import { headline, places } from "../games/podium.ts";
import type { RoundOutcome } from "../games/engine/ports.ts";
import type { LiveStanding } from "./protocol.ts";

export interface Ended {
  /** Without `you`: each socket marks its own line. */
  readonly standings: readonly Omit<LiveStanding, "you">[];
  readonly summary: string;
  readonly playerIds: readonly string[];
}

export function endedOf({ standings }: RoundOutcome): Ended {
  const placed = places(standings);
  // Players who scored nothing share the place after everyone who did.
  const afterScorers = 1 + standings.filter((s) => s.points > 0).length;
  return {
    standings: standings.map((s, i) => ({ place: placed[i] ?? afterScorers, name: s.playerName, points: s.points, words: s.answers.length })),
    summary: headline(standings, { name: (s) => s.playerName, strong: (text) => text }),
    playerIds: standings.map((s) => s.playerId),
  };
}

export function standingsFor(ended: Ended, playerId: string): LiveStanding[] {
  return ended.standings.map((s, i) => ({ ...s, you: ended.playerIds[i] === playerId }));
}
