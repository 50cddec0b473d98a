// Leases: a row per name (a shard, a host, an identify bucket) naming its holder until it runs
// out. A row is never deleted, so its fencing token only grows. Taking is one statement that
// writes only when the lease is free or already the holder's, so two takers cannot both win.
import type { Db } from "./open.ts";
import type { Lease, LeaseHolder, LeaseStore, LeaseTaken, Sync } from "./types.ts";

const COLUMNS = "name, holder, token, taken_at AS takenAt, expires_at AS expiresAt";

export function sqliteLeases(db: Db): Sync<LeaseStore> {
  const current = db.prepare<[string], LeaseHolder>(`SELECT holder, token, taken_at AS takenAt, expires_at AS expiresAt FROM leases WHERE name = ?`);
  // A renewal (same holder, still running) keeps the token and the time taken; a take bumps it.
  const take = db.prepare<[{ name: string; holder: string; now: number; expiresAt: number }], { token: number }>(`
    INSERT INTO leases (name, holder, token, taken_at, expires_at) VALUES (@name, @holder, 1, @now, @expiresAt)
    ON CONFLICT (name) DO UPDATE SET
      token = CASE WHEN holder = excluded.holder AND expires_at > @now THEN token ELSE token + 1 END,
      taken_at = CASE WHEN holder = excluded.holder AND expires_at > @now THEN taken_at ELSE excluded.taken_at END,
      holder = excluded.holder, expires_at = excluded.expires_at
    WHERE leases.holder = excluded.holder OR leases.expires_at <= @now
    RETURNING token`);
  const renew = db.prepare<[{ name: string; holder: string; token: number; now: number; expiresAt: number }]>(
    "UPDATE leases SET expires_at = @expiresAt WHERE name = @name AND holder = @holder AND token = @token AND expires_at > @now",
  );
  const release = db.prepare<[{ name: string; holder: string }]>("UPDATE leases SET expires_at = 0 WHERE name = @name AND holder = @holder");
  const live = db.prepare<[{ prefix: string; now: number }], Lease>(
    `SELECT ${COLUMNS} FROM leases WHERE substr(name, 1, length(@prefix)) = @prefix AND expires_at > @now ORDER BY name`,
  );

  const takeLease = db.transaction((name: string, holder: string, now: number, expiresAt: number): LeaseTaken => {
    const taken = take.get({ name, holder, now, expiresAt });
    return taken ? { ok: true, token: taken.token } : { ok: false, heldBy: current.get(name)! };
  });

  return {
    takeLease: (name, holder, now, expiresAt) => takeLease.immediate(name, holder, now, expiresAt),
    renewLease: (name, holder, token, now, expiresAt) => renew.run({ name, holder, token, now, expiresAt }).changes === 1,
    releaseLease: (name, holder) => void release.run({ name, holder }),
    liveLeases: (prefix, now) => live.all({ prefix, now }),
  };
}
