// How a lease held across hosts is timed. With L the lease time: the holder renews every L/5,
// and stops acting (kills the shard's process) once L/2 has passed since the last renewal that
// succeeded, counted from when that request was sent (the database's expiry counts from then
// too). Another host may take the lease only at L after that same instant, by its own clock, so
// the L/2 between covers stopping the process plus clocks that disagree. The default 60 s rides
// out a database outage of 10 s: it can cover one renewal (every 12 s), and the next one lands
// well within the 30 s; a dead host's shards move after a minute.

export const DEFAULT_LEASE_MS = 60_000;

export interface LeaseTiming {
  readonly leaseMs: number;
  /** How often the holder renews. */
  readonly renewMs: number;
  /** Since the last successful renewal was sent: past this the holder must have stopped. */
  readonly stopAfterMs: number;
}

export function leaseTiming(leaseMs: number): LeaseTiming {
  return { leaseMs, renewMs: Math.floor(leaseMs / 5), stopAfterMs: Math.floor(leaseMs / 2) };
}

/** The lease names: one per shard, one per host (its heartbeat). */
export const SHARD_LEASES = "shard ";
export const shardLease = (shard: number): string => `${SHARD_LEASES}${shard}`;
export const HOST_LEASES = "host ";
/** A host that relays live play to others: held beside its shard leases, named for its URL. */
export const LIVE_HOST_LEASES = "live-host ";
export const liveHostLease = (url: string): string => `${LIVE_HOST_LEASES}${url}`;
