// How the shards are split among the live hosts: as evenly as their capacities allow. Every
// host reads the same heartbeat leases and computes the same split, so each knows its own
// share without asking the others: it claims up to it and hands on what is beyond it.

/** A live host, as its heartbeat lease names it. */
export interface LiveHost {
  readonly holder: string;
  readonly capacity: number;
  /** The shard count it runs with: shard 2 of 4 and shard 2 of 8 serve different servers. */
  readonly totalShards: number;
}

/** The heartbeat lease's name: the host, how many shards it takes at most, and of how many. */
export const hostLeaseName = (prefix: string, { holder, capacity, totalShards }: LiveHost): string => `${prefix}${holder} capacity ${capacity} of ${totalShards}`;

/** The host a heartbeat lease names (null for a name not written by hostLeaseName). */
export function liveHost(holder: string, name: string): LiveHost | null {
  const read = /capacity (\d+) of (\d+)$/u.exec(name);
  return read === null ? null : { holder, capacity: Number(read[1]), totalShards: Number(read[2]) };
}

/** How many shards `me` should hold: hosts of least capacity are filled first, each to an even
 *  share of what is left, so a small host's leftover goes to the larger ones. */
export function shareOf(me: string, hosts: readonly LiveHost[], totalShards: number): number {
  const ordered = [...hosts].sort((a, b) => a.capacity - b.capacity || (a.holder < b.holder ? -1 : a.holder > b.holder ? 1 : 0));
  let left = totalShards;
  for (const [i, host] of ordered.entries()) {
    const share = Math.min(host.capacity, Math.ceil(left / (ordered.length - i)));
    if (host.holder === me) return share;
    left -= share;
  }
  return 0;
}
