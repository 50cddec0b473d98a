// Shard leases: one holder at a time, renewed while held, free again once they run out.

import { describe, expect, it } from "vitest";
import { manualClock } from "../../src/games/engine/clock.ts";
import { holdShards, LEASE_MS, LeaseRefused } from "../../src/discord/shard-lease.ts";
import { RecordingLogger } from "../games/engine-fakes.ts";
import { storeAt, tempDbPath } from "./temp-store.ts";

const T0 = Date.UTC(2026, 0, 5, 12);

describe("leases", () => {
  it("refuse a second holder until the first lets go or its lease runs out", () => {
    const store = storeAt(tempDbPath());
    expect(store.takeLease("shard 0", "A", T0, T0 + 1000)).toEqual({ ok: true });
    expect(store.takeLease("shard 0", "B", T0 + 10, T0 + 1010)).toEqual({ ok: false, heldBy: { holder: "A", takenAt: T0, expiresAt: T0 + 1000 } });
    expect(store.takeLease("shard 1", "B", T0 + 10, T0 + 1010)).toEqual({ ok: true });
    expect(store.takeLease("shard 0", "A", T0 + 500, T0 + 1500)).toEqual({ ok: true }); // renewed
    expect(store.takeLease("shard 0", "B", T0 + 1200, T0 + 2200).ok).toBe(false);
    expect(store.takeLease("shard 0", "B", T0 + 1500, T0 + 2500)).toEqual({ ok: true });
    store.releaseLease("shard 0", "A"); // not A's any more: nothing happens
    expect(store.takeLease("shard 0", "C", T0 + 1600, T0 + 2600).ok).toBe(false);
    store.releaseLease("shard 0", "B");
    expect(store.takeLease("shard 0", "C", T0 + 1600, T0 + 2600)).toEqual({ ok: true });
  });

  it("are renewed while a bot runs, so a second process on another host stays refused", () => {
    const path = tempDbPath();
    const clock = manualClock(T0);
    const lost: string[] = [];
    const deps = { store: storeAt(path), clock, logger: new RecordingLogger(), lost: (why: string) => lost.push(why) };
    const release = holdShards([0, 1], "elsewhere pid 1 (aaaaaa)", deps);
    clock.advance(LEASE_MS * 5);
    const other = { ...deps, store: storeAt(path) };
    expect(() => holdShards([1], "another-host pid 2 (bbbbbb)", other)).toThrow(LeaseRefused);
    expect(() => holdShards([1], "another-host pid 2 (bbbbbb)", other)).toThrow(/shard 1 is served by elsewhere pid 1 \(aaaaaa\) since 2026-01-05T12:00:00\.000Z/);
    release();
    expect(() => holdShards([1], "another-host pid 2 (bbbbbb)", other)).not.toThrow();
    expect(lost).toEqual([]);
  });
});
