// One process per shard: each shard's lease is taken in the database before logging in and
// renewed while the bot runs, so a second process on the same database and shards refuses to
// start instead of answering every command twice. A crashed holder's lease runs out by itself.

import { hostname } from "node:os";
import { randomBytes } from "node:crypto";
import type { Clock, LeaseStore, Logger, Timer } from "../games/engine/ports.ts";

export const LEASE_MS = 60_000;
const RENEW_MS = 20_000;

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

/** This process, as other processes will read it in the refusal. */
export function thisProcess(): string {
  return `${hostname()} pid ${process.pid} (${randomBytes(3).toString("hex")})`;
}

/** Takes every shard's lease, or throws LeaseRefused; returns the function that lets them go. */
export function holdShards(shards: readonly number[], holder: string, { store, clock, logger, lost }: ShardLeases): () => void {
  const names = shards.map((shard) => `shard ${shard}`);
  const takeAll = (): string | null => {
    for (const name of names) {
      const taken = store.takeLease(name, holder, clock.now(), clock.now() + LEASE_MS);
      if (taken.ok) continue;
      // A holder on this host that is gone (or is this very process) cannot be serving: take over.
      if (isGone(taken.heldBy.holder)) store.releaseLease(name, taken.heldBy.holder);
      else return `${name} is served by ${taken.heldBy.holder} since ${new Date(taken.heldBy.takenAt).toISOString()}`;
      if (!store.takeLease(name, holder, clock.now(), clock.now() + LEASE_MS).ok) return `${name} was taken by another process`;
    }
    return null;
  };
  const refused = takeAll();
  if (refused !== null) {
    throw new LeaseRefused(`Another Lexicord process uses this database: ${refused}. Stop it first, or give this one its own DATABASE_PATH.`);
  }
  let timer: Timer | null = null;
  const renew = (): void => {
    const problem = logFailure(takeAll, logger);
    if (problem !== null) return lost(`lost the lease: ${problem}`);
    timer = clock.setTimer(clock.now() + RENEW_MS, renew);
  };
  timer = clock.setTimer(clock.now() + RENEW_MS, renew);
  return () => {
    timer?.cancel();
    for (const name of names) store.releaseLease(name, holder);
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
function logFailure(takeAll: () => string | null, logger: Logger): string | null {
  try {
    return takeAll();
  } catch (error) {
    logger.warn({ err: error }, "could not renew the shard lease; trying again shortly");
    return null;
  }
}
