// Where a sharded host sends a live socket, on both engines: hosts (ShardClaims on one manual
// clock) advertise their ACTIVITY_RELAY_URL beside their heartbeat, and each finds the guild's
// shard at its own door, at the holder's relay, or nowhere (said in a line) while it is between
// hosts or its host advertises no URL. A second host with the same URL is told in the log.

import { describe, expect, it } from "vitest";
import { manualClock, type ManualClock } from "../../src/games/engine/clock.ts";
import { leaseTiming } from "../../src/discord/lease-timing.ts";
import { liveRoutes, MOVING, STARTING } from "../../src/discord/live-routes.ts";
import { ShardClaims } from "../../src/discord/shard-claims.ts";
import type { LeaseStore } from "../../src/store/types.ts";
import { RecordingLogger } from "../games/engine-fakes.ts";
import { leaseEngines } from "../support/lease-engines.ts";

const T0 = Date.UTC(2026, 0, 5, 12);
const LEASE_MS = 3000;
const SHARDS = 2;
const guildOn = (shard: number): string => String(BigInt(shard + SHARDS) << 22n);

function host(name: string, store: LeaseStore, clock: ManualClock, relayUrl: string | null, logger = new RecordingLogger()): ShardClaims {
  const processes = { start: () => {}, stop: async () => {} };
  return new ShardClaims({ store, clock, logger, holder: name, totalShards: SHARDS, capacity: 1, leaseMs: LEASE_MS, processes, relayUrl });
}

async function beat(clock: ManualClock, ...hosts: ShardClaims[]): Promise<void> {
  clock.advance(leaseTiming(LEASE_MS).renewMs);
  for (const h of hosts) await h.beat();
}

describe.each(leaseEngines)("live routes on $name", ({ database }) => {
  it("find the guild's shard at this host's door, at the holder's relay, or say it is moving", async () => {
    const open = await database();
    const clock = manualClock(T0);
    const a = host("A", open(), clock, "http://10.0.0.1:8787");
    const b = host("B", open(), clock, "http://10.0.0.2:8787");
    for (let i = 0; i < 2; i++) await beat(clock, a, b);
    expect([a.shards(), b.shards()]).toEqual([[0], [1]]);
    const doors = new Map<number, string>();
    const routes = liveRoutes({ store: open(), clock, holder: "A", totalShards: SHARDS, doors });

    expect(await routes.find(guildOn(0), "player")).toEqual({ ok: false, error: STARTING });
    doors.set(0, "ws://127.0.0.1:40001/api/door");
    expect(await routes.find(guildOn(0), "player")).toEqual({ ok: true, value: "ws://127.0.0.1:40001/api/door" });
    expect(await routes.find(guildOn(1), "player")).toEqual({ ok: true, value: "ws://10.0.0.2:8787/api/relay" });
    // A socket another host relayed is never relayed again.
    expect(await routes.find(guildOn(1), "host")).toEqual({ ok: false, error: MOVING });

    // B stops: its shard and its URL are let go, and shard 1 is between hosts until A's share grows.
    await b.stop();
    expect(await routes.find(guildOn(1), "player")).toEqual({ ok: false, error: MOVING });
  });

  it("say it is moving when the holder advertises no URL, and log a second host with the same URL", async () => {
    const open = await database();
    const clock = manualClock(T0);
    const a = host("A", open(), clock, "http://10.0.0.1:8787");
    const b = host("B", open(), clock, null);
    for (let i = 0; i < 2; i++) await beat(clock, a, b);
    const routes = liveRoutes({ store: open(), clock, holder: "A", totalShards: SHARDS, doors: new Map() });
    expect(await routes.find(guildOn(b.shards()[0]!), "player")).toEqual({ ok: false, error: MOVING });

    const logger = new RecordingLogger();
    const c = host("C", open(), clock, "http://10.0.0.1:8787", logger);
    await beat(clock, a, b, c);
    expect(logger.errors()).toEqual([{ context: { relayUrl: "http://10.0.0.1:8787", heldBy: "A" }, message: "another host (or this one before a restart, until its lease runs out) advertises the same ACTIVITY_RELAY_URL: live play is not relayed to this one" }]);
  });
});
