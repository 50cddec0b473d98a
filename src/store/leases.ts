// Leases: a row per shard naming the process that serves it until the lease runs out. The
// check and the take happen in one IMMEDIATE transaction, so two processes cannot both win.
import type { Db } from "./open.ts";
import type { LeaseHolder, LeaseStore, Sync } from "./types.ts";

export function sqliteLeases(db: Db): Sync<LeaseStore> {
  const current = db.prepare<[string], LeaseHolder>(
    "SELECT holder, taken_at AS takenAt, expires_at AS expiresAt FROM leases WHERE name = ?",
  );
  const take = db.prepare<[{ name: string; holder: string; now: number; expiresAt: number }]>(`
    INSERT INTO leases (name, holder, taken_at, expires_at) VALUES (@name, @holder, @now, @expiresAt)
    ON CONFLICT (name) DO UPDATE SET
      taken_at = CASE WHEN holder = excluded.holder THEN taken_at ELSE excluded.taken_at END,
      holder = excluded.holder, expires_at = excluded.expires_at`);
  const release = db.prepare<[{ name: string; holder: string }]>("DELETE FROM leases WHERE name = @name AND holder = @holder");

  const takeLease = db.transaction((name: string, holder: string, now: number, expiresAt: number) => {
    const held = current.get(name);
    if (held && held.holder !== holder && held.expiresAt > now) return { ok: false as const, heldBy: held };
    take.run({ name, holder, now, expiresAt });
    return { ok: true as const };
  });

  return {
    takeLease: (name, holder, now, expiresAt) => takeLease.immediate(name, holder, now, expiresAt),
    releaseLease: (name, holder) => void release.run({ name, holder }),
  };
}
