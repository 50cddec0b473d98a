// A host's share of the shards. It keeps a heartbeat lease ("host …", with its capacity and
// shard count) so hosts see each other (and, relaying live play, "live-host URL" so they can
// reach it: see live-routes.ts), claims free shard leases up to its share
// (shard-split.ts), renews them, and runs a shard process for each it holds. A shard whose
// renewal is refused (another host has it) or overdue (see lease-timing.ts) is killed at once;
// one past its share is handed on cleanly: its process stops, then its lease is let go.

import type { Clock, LeaseStore, Logger, Timer } from "../games/engine/ports.ts";
import { HOST_LEASES, leaseTiming, liveHostLease, SHARD_LEASES, shardLease, type LeaseTiming } from "./lease-timing.ts";
import type { GivenLease } from "./shard-lease.ts";
import { hostLeaseName, liveHost, shareOf } from "./shard-split.ts";

/** The shard processes a host runs, however they are spawned. */
export interface ShardProcesses {
  /** Spawns the shard's process (and keeps it running) under the lease. */
  start(shard: number, lease: GivenLease): void;
  /** Ends the shard's process: at once ("kill") when the lease may be lost, or cleanly ("drain"). */
  stop(shard: number, how: "kill" | "drain"): Promise<void>;
}

export interface ClaimsOptions {
  readonly store: LeaseStore;
  readonly clock: Clock;
  readonly logger: Logger;
  /** This host process (thisProcess()). */
  readonly holder: string;
  readonly totalShards: number;
  /** SHARDS_PER_HOST. */
  readonly capacity: number;
  readonly leaseMs: number;
  readonly processes: ShardProcesses;
  /** Where other hosts reach this one's live play (ACTIVITY_RELAY_URL), advertised with its heartbeat. */
  readonly relayUrl?: string | null;
}

interface Held {
  readonly token: number;
  /** Kills the shard's process if no renewal succeeds in time. */
  deadline: Timer;
  leaving: boolean;
}

export class ShardClaims {
  private readonly held = new Map<number, Held>();
  private readonly timing: LeaseTiming;
  private next: Timer | null = null;
  private stopped = false;

  constructor(private readonly o: ClaimsOptions) {
    this.timing = leaseTiming(o.leaseMs);
  }

  /** The shards this host holds now. */
  shards(): number[] {
    return [...this.held.keys()].sort((a, b) => a - b);
  }

  /** Beats once (so hosts starting together see each other), then claims at the next beat. */
  async start(): Promise<void> {
    await this.heartbeat(this.o.clock.now());
    this.schedule();
  }

  /** One round of renewing, handing on and claiming; runs every renewal interval. */
  async beat(): Promise<void> {
    const { store, clock, holder, totalShards } = this.o;
    const now = clock.now();
    const until = now + this.timing.leaseMs;
    await this.heartbeat(now);
    for (const [shard, held] of this.held) {
      const renewed = await store.renewLease(shardLease(shard), holder, held.token, now, until);
      if (renewed) this.armDeadline(shard, held, now);
      else this.lose(shard, "its lease passed to another host");
    }
    const hosts = (await store.liveLeases(HOST_LEASES, now)).flatMap((lease) => liveHost(lease.holder, lease.name) ?? []);
    // Hosts that count the shards differently would serve the same servers twice: until the
    // others are gone (a change of SHARDS rolled out), this host holds what it has, claims nothing.
    const others = hosts.filter((h) => h.totalShards !== totalShards);
    if (others.length > 0) {
      this.o.logger.error({ totalShards, others: others.map((h) => `${h.holder}: ${h.totalShards}`) }, "other hosts run with another shard count (SHARDS); claiming nothing until they are gone");
      return;
    }
    const share = shareOf(holder, hosts, totalShards);
    const staying = this.shards().filter((shard) => !this.held.get(shard)!.leaving);
    for (const shard of staying.slice(share)) {
      void this.handOn(shard).catch((error: unknown) => this.o.logger.warn({ shard, err: error }, "could not let a handed-on shard's lease go; it runs out by itself"));
    }
    if (this.held.size >= share) return;
    // A host that died is waited out even when it ran here: over a network database, a host
    // name and a pid do not tell a process apart (containers), so only the lease's end does.
    const taken = new Set((await store.liveLeases(SHARD_LEASES, now)).map((lease) => lease.name));
    for (let shard = 0; shard < totalShards && this.held.size < share; shard++) {
      const name = shardLease(shard);
      if (this.held.has(shard) || taken.has(name)) continue;
      const claim = await store.takeLease(name, holder, now, until);
      if (!claim.ok) continue;
      if (this.stopped) {
        await store.releaseLease(name, holder);
        continue;
      }
      const held: Held = { token: claim.token, deadline: { cancel() {} }, leaving: false };
      this.held.set(shard, held);
      this.armDeadline(shard, held, now);
      this.o.logger.info({ shard, token: claim.token }, "claimed a shard");
      this.o.processes.start(shard, { holder, token: claim.token, leaseMs: this.timing.leaseMs });
    }
  }

  /** Stops every shard process cleanly and lets the leases go, for another host to claim. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.next?.cancel();
    await Promise.all(this.shards().map((shard) => this.handOn(shard)));
    await this.o.store.releaseLease(this.hostName(), this.o.holder);
    if (this.o.relayUrl) await this.o.store.releaseLease(liveHostLease(this.o.relayUrl), this.o.holder);
  }

  private hostName(): string {
    return hostLeaseName(HOST_LEASES, { holder: this.o.holder, capacity: this.o.capacity, totalShards: this.o.totalShards });
  }

  private async heartbeat(now: number): Promise<void> {
    const { store, holder, relayUrl, logger } = this.o;
    await store.takeLease(this.hostName(), holder, now, now + this.timing.leaseMs);
    if (!relayUrl) return;
    const advertised = await store.takeLease(liveHostLease(relayUrl), holder, now, now + this.timing.leaseMs);
    if (!advertised.ok) logger.error({ relayUrl, heldBy: advertised.heldBy.holder }, "another host (or this one before a restart, until its lease runs out) advertises the same ACTIVITY_RELAY_URL: live play is not relayed to this one");
  }

  private schedule(): void {
    if (this.stopped) return;
    this.next = this.o.clock.setTimer(this.o.clock.now() + this.timing.renewMs, () => {
      this.beat()
        .catch((error: unknown) => this.o.logger.warn({ err: error }, "could not renew or claim shard leases; trying again shortly"))
        .finally(() => this.schedule());
    });
  }

  /** `sent`: when the renewal that succeeded was sent, which the database's expiry counts from. */
  private armDeadline(shard: number, held: Held, sent: number): void {
    held.deadline.cancel();
    held.deadline = this.o.clock.setTimer(sent + this.timing.stopAfterMs, () => this.lose(shard, "its lease could not be renewed in time"));
  }

  private lose(shard: number, why: string): void {
    const held = this.held.get(shard);
    if (held === undefined) return;
    held.deadline.cancel();
    this.held.delete(shard);
    this.o.logger.warn({ shard, token: held.token, why }, "stopping a shard this host may no longer hold");
    void this.o.processes.stop(shard, "kill");
  }

  private async handOn(shard: number): Promise<void> {
    const held = this.held.get(shard);
    if (held === undefined || held.leaving) return;
    held.leaving = true;
    this.o.logger.info({ shard }, "handing a shard on to another host");
    await this.o.processes.stop(shard, "drain");
    // Killed meanwhile (lost): not ours to let go.
    if (this.held.get(shard) !== held) return;
    held.deadline.cancel();
    this.held.delete(shard);
    await this.o.store.releaseLease(shardLease(shard), this.o.holder);
  }
}
