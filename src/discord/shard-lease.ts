// One process per shard: each shard's lease is taken in the database before logging in and
// renewed while the bot runs, so a second process on the same database and shards refuses to
// start instead of answering every command twice. A crashed holder's lease runs out by itself.
// A shard process started by a claiming host (see shard-claims.ts) takes nothing: the host holds
// the lease and hands its token down; the process renews under that token and stops once the
// lease is no longer that token's (fencing), even if its host hangs.

import { hostname } from "node:os";
import { randomBytes } from "node:crypto";
import type { Clock, LeaseStore, Logger, Timer } from "../games/engine/ports.ts";
import type { Env } from "./config.ts";
import { leaseTiming, shardLease } from "./lease-timing.ts";

export const LEASE_MS = 60_000;
const RENEW_MS = 20_000;

/** The environment variable a host hands a shard's lease down in. */
const GIVEN_LEASE = "LEXICORD_SHARD_LEASE";

/** Thrown by start() when another process holds a shard's lease. */
export class LeaseRefused extends Error {
  override readonly name = "LeaseRefused";
}

export interface ShardLeases {
  readonly store: LeaseStore;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Called if a lease is lost while running (this process stalled and another took over). */
  readonly lost: (reason: string) => void;
}

/** A shard's lease as its host holds it, handed to the shard's process. */
export interface GivenLease {
  readonly holder: string;
  readonly token: number;
  readonly leaseMs: number;
}

export const givenLeaseEnv = (lease: GivenLease): Record<string, string> => ({ [GIVEN_LEASE]: JSON.stringify(lease) });

/** The lease a host handed down, or null when this process was not started by one. */
export function givenLease(env: Env): GivenLease | null {
  const raw = env[GIVEN_LEASE];
  if (raw === undefined) return null;
  const lease = JSON.parse(raw) as GivenLease;
  if (typeof lease.holder !== "string" || !Number.isSafeInteger(lease.token) || !Number.isSafeInteger(lease.leaseMs)) {
    throw new Error(`${GIVEN_LEASE} is not a lease handed down by lexicord start-sharded`);
  }
  return lease;
}

/** This process, as other processes will read it in the refusal. */
export function thisProcess(): string {
  return `${hostname()} pid ${process.pid} (${randomBytes(3).toString("hex")})`;
}

/** Takes every shard's lease (or, given its host's, checks it is still that lease's), or throws
 *  LeaseRefused; returns the function that lets them go. */
export async function holdShards(shards: readonly number[], holder: string, deps: ShardLeases, given: GivenLease | null = null): Promise<() => Promise<void>> {
  if (given !== null) return followHost(shards, given, deps);
  const { store, clock, logger, lost } = deps;
  const names = shards.map(shardLease);
  const takeAll = async (): Promise<string | null> => {
    for (const name of names) {
      const taken = await store.takeLease(name, holder, clock.now(), clock.now() + LEASE_MS);
      if (taken.ok) continue;
      // A holder on this host that is gone (or is this very process) cannot be serving: take over.
      if (isGone(taken.heldBy.holder)) await store.releaseLease(name, taken.heldBy.holder);
      else return `${name} is served by ${taken.heldBy.holder} since ${new Date(taken.heldBy.takenAt).toISOString()}`;
      if (!(await store.takeLease(name, holder, clock.now(), clock.now() + LEASE_MS)).ok) return `${name} was taken by another process`;
    }
    return null;
  };
  const refused = await takeAll();
  if (refused !== null) {
    throw new LeaseRefused(`Another Lexicord process uses this database: ${refused}. Stop it first, give this one its own database (DATABASE_PATH or DATABASE_URL), or run both with start-sharded.`);
  }
  const renewals = every(RENEW_MS, clock, () => logFailure(takeAll, logger), lost);
  return async () => {
    renewals.stop();
    for (const name of names) await store.releaseLease(name, holder);
  };
}

/** A host's shard process: renews under the host's token, and is lost once that fails or
 *  nothing has succeeded for the time after which its host stops it anyway. */
async function followHost(shards: readonly number[], given: GivenLease, { store, clock, logger, lost }: ShardLeases): Promise<() => Promise<void>> {
  const { renewMs, stopAfterMs, leaseMs } = leaseTiming(given.leaseMs);
  const renewAll = async (): Promise<boolean> => {
    const now = clock.now();
    for (const shard of shards) if (!(await store.renewLease(shardLease(shard), given.holder, given.token, now, now + leaseMs))) return false;
    return true;
  };
  if (!(await renewAll())) throw new LeaseRefused(`The lease on shards ${shards.join(", ")} passed from ${given.holder} (token ${given.token}) to another host.`);
  let renewed = clock.now();
  const renewals = every(renewMs, clock, async () => {
    const sent = clock.now();
    const held = await renewAll().catch((error: unknown) => (logger.warn({ err: error }, "could not renew the shard lease; trying again shortly"), null));
    if (held === true) renewed = sent;
    if (held === false) return `it passed from token ${given.token} to another host`;
    return clock.now() - renewed >= stopAfterMs ? "it could not be renewed in time" : null;
  }, lost);
  return async () => renewals.stop();
}

/** Runs `renew` every `ms` until it gives a reason the lease is lost (handed to `lost`) or
 *  stop() is called; a renewal under way when stopped arms nothing and loses nothing. */
function every(ms: number, clock: Clock, renew: () => Promise<string | null>, lost: (reason: string) => void): { stop(): void } {
  let timer: Timer | null = null;
  let stopped = false;
  const next = (): void => {
    timer = clock.setTimer(clock.now() + ms, () => {
      void renew().then((reason) => {
        if (stopped) return;
        if (reason === null) return next();
        lost(`lost the lease: ${reason}`);
      });
    });
  };
  next();
  return {
    stop() {
      stopped = true;
      timer?.cancel();
    },
  };
}

/** True when `holder` names a process on this host that no longer runs, or this process. */
function isGone(holder: string): boolean {
  const match = /^(.*) pid (\d+) \(/u.exec(holder);
  if (!match || match[1] !== hostname()) return false;
  const pid = Number(match[2]);
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/** A renewal that fails for a moment (a locked database) is tried again at the next renewal. */
async function logFailure(takeAll: () => Promise<string | null>, logger: Logger): Promise<string | null> {
  try {
    return await takeAll();
  } catch (error) {
    logger.warn({ err: error }, "could not renew the shard lease; trying again shortly");
    return null;
  }
}
