// Leases on PostgreSQL, as in ../leases.ts: the take is one INSERT … ON CONFLICT DO UPDATE …
// WHERE, which locks the row and re-checks the condition on its latest version, so of two hosts
// racing for a free lease exactly one writes it. Times are the callers' (hosts keep NTP time;
// lease-timing.ts leaves a margin for what they disagree by).
import type { Lease, LeaseHolder, LeaseStore } from "../types.ts";
import type { Sql } from "./sql.ts";

const COLUMNS = "name, holder, token, taken_at AS \"takenAt\", expires_at AS \"expiresAt\"";

export function pgLeases(sql: Sql): LeaseStore {
  return {
    async takeLease(name, holder, now, expiresAt) {
      // A renewal (same holder, still running) keeps the token and the time taken; a take bumps it.
      const taken = await sql.one<{ token: number }>(
        `INSERT INTO leases AS l (name, holder, token, taken_at, expires_at) VALUES ($1, $2, 1, $3, $4)
         ON CONFLICT (name) DO UPDATE SET
           token = CASE WHEN l.holder = excluded.holder AND l.expires_at > $3 THEN l.token ELSE l.token + 1 END,
           taken_at = CASE WHEN l.holder = excluded.holder AND l.expires_at > $3 THEN l.taken_at ELSE excluded.taken_at END,
           holder = excluded.holder, expires_at = excluded.expires_at
         WHERE l.holder = excluded.holder OR l.expires_at <= $3
         RETURNING token`,
        [name, holder, now, expiresAt],
      );
      if (taken) return { ok: true, token: taken.token };
      const heldBy = await sql.one<LeaseHolder>(`SELECT holder, token, taken_at AS "takenAt", expires_at AS "expiresAt" FROM leases WHERE name = $1`, [name]);
      return { ok: false, heldBy: heldBy! };
    },
    async renewLease(name, holder, token, now, expiresAt) {
      const changed = await sql.run(
        "UPDATE leases SET expires_at = $5 WHERE name = $1 AND holder = $2 AND token = $3 AND expires_at > $4",
        [name, holder, token, now, expiresAt],
      );
      return changed === 1;
    },
    async releaseLease(name, holder) {
      await sql.run("UPDATE leases SET expires_at = 0 WHERE name = $1 AND holder = $2", [name, holder]);
    },
    liveLeases(prefix, now) {
      return sql.rows<Lease>(`SELECT ${COLUMNS} FROM leases WHERE starts_with(name, $1) AND expires_at > $2 ORDER BY name`, [prefix, now]);
    },
  };
}
