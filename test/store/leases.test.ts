// Leases on both engines: one holder at a time, renewed while held, free again once they run
// out or are let go, a fencing token that grows with each new holder, and of two connections
// racing for one lease exactly one wins.

import { describe, expect, it } from "vitest";
import { manualClock } from "../../src/games/engine/clock.ts";
import { holdShards, LEASE_MS, LeaseRefused, type GivenLease } from "../../src/discord/shard-lease.ts";
import type { LeaseStore } from "../../src/store/types.ts";
import { RecordingLogger } from "../games/engine-fakes.ts";
import { eventually } from "../support/eventually.ts";
import { leaseEngines } from "../support/lease-engines.ts";

const T0 = Date.UTC(2026, 0, 5, 12);

describe.each(leaseEngines)("leases on $name", ({ database }) => {
  it("refuse a second holder until the first lets go or its lease runs out", async () => {
    const store = (await database())();
    expect(await store.takeLease("shard 0", "A", T0, T0 + 1000)).toEqual({ ok: true, token: 1 });
    expect(await store.takeLease("shard 0", "B", T0 + 10, T0 + 1010)).toEqual({ ok: false, heldBy: { holder: "A", token: 1, takenAt: T0, expiresAt: T0 + 1000 } });
    expect(await store.takeLease("shard 1", "B", T0 + 10, T0 + 1010)).toEqual({ ok: true, token: 1 });
    expect(await store.takeLease("shard 0", "A", T0 + 500, T0 + 1500)).toEqual({ ok: true, token: 1 }); // renewed
    expect((await store.takeLease("shard 0", "B", T0 + 1200, T0 + 2200)).ok).toBe(false);
    expect(await store.takeLease("shard 0", "B", T0 + 1500, T0 + 2500)).toEqual({ ok: true, token: 2 });
    await store.releaseLease("shard 0", "A"); // not A's any more: nothing happens
    expect((await store.takeLease("shard 0", "C", T0 + 1600, T0 + 2600)).ok).toBe(false);
    await store.releaseLease("shard 0", "B");
    expect(await store.takeLease("shard 0", "C", T0 + 1600, T0 + 2600)).toEqual({ ok: true, token: 3 });
    // Run out and taken again by the same holder: a new tenure, a new token.
    expect(await store.takeLease("shard 0", "C", T0 + 2600, T0 + 3600)).toEqual({ ok: true, token: 4 });
  });

  it("renew only under the holder's current token, while the lease runs", async () => {
    const store = (await database())();
    expect(await store.takeLease("shard 0", "A", T0, T0 + 1000)).toEqual({ ok: true, token: 1 });
    expect(await store.renewLease("shard 0", "A", 1, T0 + 900, T0 + 1900)).toBe(true);
    expect(await store.renewLease("shard 0", "A", 2, T0 + 900, T0 + 1900)).toBe(false);
    expect(await store.renewLease("shard 0", "B", 1, T0 + 900, T0 + 1900)).toBe(false);
    expect(await store.renewLease("shard 0", "A", 1, T0 + 1900, T0 + 2900)).toBe(false); // ran out
    expect(await store.takeLease("shard 0", "B", T0 + 1900, T0 + 2900)).toEqual({ ok: true, token: 2 });
    expect(await store.renewLease("shard 0", "A", 1, T0 + 2000, T0 + 3000)).toBe(false); // fenced off
    expect(await store.renewLease("shard 0", "B", 2, T0 + 2000, T0 + 3000)).toBe(true);
    expect(await store.renewLease("shard 9", "B", 1, T0 + 2000, T0 + 3000)).toBe(false);
  });

  it("list the running leases under a prefix", async () => {
    const store = (await database())();
    await store.takeLease("host a", "A", T0, T0 + 1000);
    await store.takeLease("host b", "B", T0, T0 + 2000);
    await store.takeLease("shard 1", "A", T0, T0 + 1000);
    await store.takeLease("host c", "C", T0, T0 + 2000);
    await store.releaseLease("host c", "C");
    expect(await store.liveLeases("host ", T0 + 500)).toEqual([
      { name: "host a", holder: "A", token: 1, takenAt: T0, expiresAt: T0 + 1000 },
      { name: "host b", holder: "B", token: 1, takenAt: T0, expiresAt: T0 + 2000 },
    ]);
    expect((await store.liveLeases("host ", T0 + 1000)).map((l) => l.name)).toEqual(["host b"]);
    expect((await store.liveLeases("host_", T0)).map((l) => l.name)).toEqual([]); // not a pattern
  });

  it("go to exactly one of two hosts racing for them", async () => {
    const open = await database();
    const [a, b] = [open(), open()];
    const names = Array.from({ length: 20 }, (_, i) => `shard ${i}`);
    const race = await Promise.all(names.flatMap((name) => [a.takeLease(name, "A", T0, T0 + 1000), b.takeLease(name, "B", T0, T0 + 1000)]));
    for (let i = 0; i < names.length; i++) expect([race[2 * i]!.ok, race[2 * i + 1]!.ok].filter(Boolean)).toHaveLength(1);
    // Both racing for leases that ran out: again one each, and the token moved on once.
    const again = await Promise.all(names.flatMap((name) => [a.takeLease(name, "A2", T0 + 2000, T0 + 3000), b.takeLease(name, "B2", T0 + 2000, T0 + 3000)]));
    const tokens = again.flatMap((taken) => (taken.ok ? [taken.token] : []));
    expect(tokens).toEqual(names.map(() => 2));
  });

  it("are renewed while a bot runs, so a second process on another host stays refused", async () => {
    const open = await database();
    const clock = manualClock(T0);
    const lost: string[] = [];
    const deps = { store: open(), clock, logger: new RecordingLogger(), lost: (why: string) => lost.push(why) };
    const release = await holdShards([0, 1], "elsewhere pid 1 (aaaaaa)", deps);
    // A renewal every third of the lease: over five leases' time it never runs out.
    for (let i = 0; i < 15; i++) {
      clock.advance(LEASE_MS / 3);
      await eventuallyLive(deps.store, "shard 1", clock.now() + LEASE_MS - 1);
    }
    const other = { ...deps, store: open() };
    await expect(holdShards([1], "another-host pid 2 (bbbbbb)", other)).rejects.toThrow(LeaseRefused);
    await expect(holdShards([1], "another-host pid 2 (bbbbbb)", other)).rejects.toThrow(/shard 1 is served by elsewhere pid 1 \(aaaaaa\) since 2026-01-05T12:00:00\.000Z/);
    await release();
    await expect(holdShards([1], "another-host pid 2 (bbbbbb)", other)).resolves.toBeTypeOf("function");
    expect(lost).toEqual([]);
  });

  it("handed down by a host are kept under its token, and lost once another host takes them", async () => {
    const open = await database();
    const store = open();
    const clock = manualClock(T0);
    const lost: string[] = [];
    const taken = await store.takeLease("shard 2", "host-a pid 1 (aaaaaa)", T0, T0 + 3000);
    const given: GivenLease = { holder: "host-a pid 1 (aaaaaa)", token: taken.ok ? taken.token : 0, leaseMs: 3000 };
    const deps = { store, clock, logger: new RecordingLogger(), lost: (why: string) => lost.push(why) };
    await expect(holdShards([2], "shard pid 2 (bbbbbb)", deps, { ...given, token: given.token + 1 })).rejects.toThrow(/passed from host-a pid 1 \(aaaaaa\) \(token 2\) to another host/);
    await holdShards([2], "shard pid 2 (bbbbbb)", deps, given);
    clock.advance(600); // the shard process renews at L/5
    await eventuallyLive(store, "shard 2", T0 + 3500);
    expect(lost).toEqual([]);
    // Its host went quiet; the lease ran out and another host took it.
    await store.takeLease("shard 2", "host-b pid 3 (cccccc)", T0 + 10_000, T0 + 13_000);
    clock.advanceTo(T0 + 10_000);
    // The renewal timer was armed once the last renewal answered: step on until it has fired.
    for (let i = 0; i < 50 && lost.length === 0; i++) {
      clock.advance(600);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(lost).toEqual(["lost the lease: it passed from token 1 to another host"]);
  });
});

/** Renewals run on the clock's timers but answer asynchronously: wait for the lease to show. */
function eventuallyLive(store: LeaseStore, name: string, at: number): Promise<void> {
  return eventually(`${name} live at ${at}`, async () => (await store.liveLeases(name, at)).length > 0, 10_000, 5);
}
