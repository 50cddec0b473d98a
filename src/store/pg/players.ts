// A player's name as last seen in a guild (see ../players.ts): an older sighting never
// overwrites a newer name.
import { sightingRow, type PlayerSighting } from "../players.ts";
import type { Sql } from "./sql.ts";

/** The upsert, bound to `sightingValues` as $1–$4; a statement of its own or a writable CTE of another. */
export const PLAYER_SEEN = `INSERT INTO players (guild_id, id, name, seen_at)
       SELECT guild_id, $2, $3, $4 FROM rounds WHERE id = $1
       ON CONFLICT (guild_id, id) DO UPDATE SET name = excluded.name, seen_at = excluded.seen_at
       WHERE excluded.seen_at >= players.seen_at`;

export function sightingValues(seen: PlayerSighting): unknown[] {
  const row = sightingRow(seen);
  return [row.roundId, row.playerId, row.name, row.at];
}

export function pgPlayerNamer(sql: Sql): (seen: PlayerSighting) => Promise<void> {
  return async (seen) => {
    await sql.run(PLAYER_SEEN, sightingValues(seen));
  };
}
