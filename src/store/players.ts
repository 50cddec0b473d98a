// A player's name as last seen in a guild, kept for leaderboards; an older sighting
// (a result written after a restart) never overwrites a newer name.
import type { Db } from "./open.ts";
import { clip } from "./columns.ts";

export const MAX_NAME_CHARS = 100;

export interface PlayerSighting {
  readonly roundId: number;
  readonly playerId: string;
  readonly playerName: string;
  readonly at: number;
}

/** The players row a sighting writes, as its upsert binds it. */
export function sightingRow(seen: PlayerSighting): { roundId: number; playerId: string; name: string; at: number } {
  return { roundId: seen.roundId, playerId: seen.playerId, name: clip(seen.playerName, MAX_NAME_CHARS), at: seen.at };
}

export function playerNamer(db: Db): (seen: PlayerSighting) => void {
  const upsert = db.prepare<[{ roundId: number; playerId: string; name: string; at: number }]>(`
    INSERT INTO players (guild_id, id, name, seen_at)
    SELECT guild_id, @playerId, @name, @at FROM rounds WHERE id = @roundId
    ON CONFLICT (guild_id, id) DO UPDATE SET name = excluded.name, seen_at = excluded.seen_at
    WHERE excluded.seen_at >= players.seen_at`);
  return (seen) => {
    upsert.run(sightingRow(seen));
  };
}
