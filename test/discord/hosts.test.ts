// Shards claimed by any host, on both engines: hosts split the shards evenly up to their
// capacity, never hold one at once, stop a shard's process before another host can start it
// (whether the lease was taken from them or their database went away), and pace identifies
// through the database. Hosts here are ShardClaims on their own connections, beating on one
// manual clock; their shard processes are recorded, in the order things happened.

import { once } from "node:events";
import { describe, expect, it, onTestFinished } from "vitest";
import { createClient } from "../../src/discord/client.ts";
import { manualClock, type ManualClock } from "../../src/games/engine/clock.ts";
import { pacedIdentifies, IDENTIFY_WINDOW_MS } from "../../src/discord/identify-pacing.ts";
import { leaseTiming } from "../../src/discord/lease-timing.ts";
import { ShardClaims, type ShardProcesses } from "../../src/discord/shard-claims.ts";
import { hostLeaseName, liveHost, shareOf } from "../../src/discord/shard-split.ts";
import type { LeaseStore } from "../../src/store/types.ts";
import { RecordingLogger } from "../games/engine-fakes.ts";
import { TOKEN } from "../support/bot-harness.ts";
import { FakeDiscord } from "../support/fake-discord/index.ts";
import { leaseEngines } from "../support/lease-engines.ts";
import { restProxy } from "../support/rest-proxy.ts";

const T0 = Date.UTC(2026, 0, 5, 12);
const LEASE_MS = 3000;
const { renewMs } = leaseTiming(LEASE_MS);

/** What every host's shard processes did, in order: "A start 0", "B kill 1", "A drain 3". */
type Events = string[];

function host(name: string, store: LeaseStore, clock: ManualClock, events: Events, more: { capacity?: number; totalShards?: number } = {}): ShardClaims {
  const processes: ShardProcesses = {
    start: (shard, lease) => void events.push(`${name} start ${shard} (token ${lease.token})`),
    stop: async (shard, how) => void events.push(`${name} ${how} ${shard}`),
  };
  return new ShardClaims({ store, clock, logger: new RecordingLogger(), holder: `${name}-host pid 1 (${name})`, totalShards: more.totalShards ?? 4, capacity: more.capacity ?? 4, leaseMs: LEASE_MS, processes });
}

/** Moves the clock one renewal on and lets each host beat; a beat that fails is logged, as in ShardClaims. */
async function beat(clock: ManualClock, ...hosts: ShardClaims[]): Promise<void> {
  clock.advance(renewMs);
  for (const h of hosts) await h.beat().catch(() => {});
}

/** Beats until `done`: a shard handed on is let go once its process stopped, in real time. */
async function beatUntil(done: () => boolean, clock: ManualClock, ...hosts: ShardClaims[]): Promise<void> {
  for (let i = 0; i < 40 && !done(); i++) {
    await beat(clock, ...hosts);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(done()).toBe(true);
}

const holding = (...expected: [ShardClaims, number[]][]) => (): boolean => expected.every(([h, shards]) => h.shards().join() === shards.join());

/** A store whose every call fails while `cut` says so: the host's network to the database is down. */
function cuttable(store: LeaseStore, cut: () => boolean): LeaseStore {
  const fail = async (): Promise<never> => {
    throw new Error("connect ETIMEDOUT");
  };
  return {
    takeLease: (...a) => (cut() ? fail() : store.takeLease(...a)),
    renewLease: (...a) => (cut() ? fail() : store.renewLease(...a)),
    releaseLease: (...a) => (cut() ? fail() : store.releaseLease(...a)),
    liveLeases: (...a) => (cut() ? fail() : store.liveLeases(...a)),
  };
}

/** Each shard's holders over the events: a shard started while another host still ran it fails. */
function neverTwice(events: Events): void {
  const running = new Map<number, string>();
  for (const event of events) {
    const [name, what, shard] = event.split(" ") as [string, string, string];
    if (what === "start") {
      expect(running.get(Number(shard)), `${event} while ${running.get(Number(shard))} runs it`).toBeUndefined();
      running.set(Number(shard), name);
    } else running.delete(Number(shard));
  }
}

describe.each(leaseEngines)("hosts on $name", ({ database }) => {
  it("split the shards evenly: a second host is handed half, after the first stopped them", async () => {
    const open = await database();
    const clock = manualClock(T0);
    const events: Events = [];
    const a = host("A", open(), clock, events);
    const b = host("B", open(), clock, events);
    await beat(clock, a);
    expect(a.shards()).toEqual([0, 1, 2, 3]);
    await beatUntil(holding([a, [0, 1]], [b, [2, 3]]), clock, b, a);
    expect(events).toEqual(["A start 0 (token 1)", "A start 1 (token 1)", "A start 2 (token 1)", "A start 3 (token 1)", "A drain 2", "A drain 3", "B start 2 (token 2)", "B start 3 (token 2)"]);
    // Stopping lets them go at once: the other host takes them at its next beat.
    await a.stop();
    await beat(clock, b);
    expect(b.shards()).toEqual([0, 1, 2, 3]);
    neverTwice(events);
  });

  it("take no more than their capacity, and a larger host takes what a smaller one cannot", async () => {
    const open = await database();
    const clock = manualClock(T0);
    const events: Events = [];
    const a = host("A", open(), clock, events, { capacity: 1 });
    const b = host("B", open(), clock, events, { capacity: 1 });
    for (let i = 0; i < 3; i++) await beat(clock, a, b);
    expect([a.shards(), b.shards()]).toEqual([[0], [1]]);
    const c = host("C", open(), clock, events, { capacity: 3 });
    for (let i = 0; i < 3; i++) await beat(clock, a, b, c);
    expect([a.shards(), b.shards(), c.shards()]).toEqual([[0], [1], [2, 3]]);
  });

  it("stop a shard cut off from the database before the host that claims it starts it", async () => {
    const open = await database();
    const clock = manualClock(T0);
    const events: Events = [];
    let cut = false;
    const a = host("A", cuttable(open(), () => cut), clock, events);
    const b = host("B", open(), clock, events);
    await beatUntil(holding([a, [0, 1]], [b, [2, 3]]), clock, a, b);
    const before = events.length;
    cut = true;
    for (let i = 0; i < 8; i++) await beat(clock, a, b);
    expect(events.slice(before)).toEqual(["A kill 0", "A kill 1", "B start 0 (token 2)", "B start 1 (token 2)"]);
    expect([a.shards(), b.shards()]).toEqual([[], [0, 1, 2, 3]]);
    // Back on the network, A counts two hosts again; B hands it half.
    cut = false;
    await beatUntil(holding([a, [2, 3]], [b, [0, 1]]), clock, a, b);
    neverTwice(events);
  });

  it("claim nothing while another host runs with another shard count", async () => {
    const open = await database();
    const clock = manualClock(T0);
    const events: Events = [];
    const a = host("A", open(), clock, events, { totalShards: 2 });
    await beat(clock, a);
    const b = host("B", open(), clock, events, { totalShards: 4 });
    for (let i = 0; i < 3; i++) await beat(clock, a, b);
    expect([a.shards(), b.shards()]).toEqual([[0, 1], []]);
    // A stopped: B, alone with its count, takes every shard.
    await a.stop();
    for (let i = 0; i < 2; i++) await beat(clock, b);
    expect(b.shards()).toEqual([0, 1, 2, 3]);
    neverTwice(events);
  });

  it("kill a shard at once when its lease turns out to be another's", async () => {
    const open = await database();
    const clock = manualClock(T0);
    const events: Events = [];
    const store = open();
    const a = host("A", store, clock, events, { totalShards: 1 });
    await beat(clock, a);
    // Say an operator freed it by hand and another host took it.
    await store.releaseLease("shard 0", "A-host pid 1 (A)");
    expect((await store.takeLease("shard 0", "C", clock.now(), clock.now() + LEASE_MS)).ok).toBe(true);
    await beat(clock, a);
    expect(events).toEqual(["A start 0 (token 1)", "A kill 0"]);
    expect(a.shards()).toEqual([]);
  });

  it("pace identifies across hosts: one per bucket per window", async () => {
    const open = await database();
    const clock = manualClock(T0);
    const [a, b] = ["A", "B"].map((name) => pacedIdentifies({ store: open(), clock, holder: name, maxConcurrency: 2 }));
    const signal = new AbortController().signal;
    await a!.waitForIdentify(0, signal);
    await b!.waitForIdentify(1, signal); // the other bucket: at once
    let second = false;
    const waiting = b!.waitForIdentify(2, signal).then(() => (second = true));
    await settle();
    clock.advance(IDENTIFY_WINDOW_MS - 1);
    await settle();
    expect(second).toBe(false);
    clock.advance(IDENTIFY_WINDOW_MS);
    await waiting;
    // A third in bucket 0 now waits a window behind the second; shutting down stops it waiting.
    const stopped = new AbortController();
    const third = a!.waitForIdentify(4, stopped.signal);
    await settle();
    stopped.abort(new Error("shutting down"));
    await expect(third).rejects.toThrow("shutting down");
  });
});

describe("the split among hosts", () => {
  const hosts = (...capacities: number[]) => capacities.map((capacity, i) => ({ holder: "ABCDE"[i]!, capacity, totalShards: 99 }));
  it.each([
    { capacities: [4, 4], total: 4, shares: [2, 2] },
    { capacities: [4, 4, 4], total: 4, shares: [2, 1, 1] },
    { capacities: [1, 4], total: 4, shares: [1, 3] },
    { capacities: [1, 1], total: 4, shares: [1, 1] },
    { capacities: [2, 8, 8], total: 16, shares: [2, 7, 7] },
    { capacities: [16], total: 4, shares: [4] },
  ])("$capacities over $total shards: $shares", ({ capacities, total, shares }) => {
    const live = hosts(...capacities);
    expect(live.map((h) => shareOf(h.holder, live, total))).toEqual(shares);
  });

  it("reads a host back from its heartbeat lease", () => {
    const me = { holder: "box pid 7 (a1b2c3)", capacity: 3, totalShards: 16 };
    expect(liveHost(me.holder, hostLeaseName("host ", me))).toEqual(me);
    expect(liveHost("x", "host x")).toBeNull();
  });
});

describe("a host's client", () => {
  it("sends every REST call through DISCORD_API_URL (a proxy) and identifies when the pacing allows", async () => {
    const fake = await FakeDiscord.start({ maxConcurrency: 3 });
    onTestFinished(() => fake.stop());
    const proxy = await restProxy(fake.apiUrl);
    const waited: [number, number][] = [];
    const identify = (maxConcurrency: number) => ({ waitForIdentify: async (shard: number) => void waited.push([shard, maxConcurrency]) });
    const client = createClient({ apiUrl: proxy.apiUrl, readMessages: false, identify });
    onTestFinished(() => client.destroy());
    await client.login(TOKEN);
    if (!client.isReady()) await once(client, "clientReady");
    await client.rest.post(`/channels/${fake.channelId("games")}/messages`, { body: { content: "through the proxy" } });
    expect(waited).toEqual([[0, 3]]);
    expect(proxy.seen).toContain("GET /api/v10/gateway/bot");
    expect(proxy.seen).toContain(`POST /api/v10/channels/${fake.channelId("games")}/messages`);
    expect(proxy.seen).toHaveLength(fake.calls.length);
  });
});

/** Lets the store's answers arrive (real I/O on PostgreSQL). */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 5));
}
