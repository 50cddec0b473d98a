// The database drops before anyone has answered a round: just as its board goes out, or just
// after a restart recovered it. The engine holds each round from its start (or recovery) until
// its end, with its part in a game and its server's answer mode, so the first answers are taken
// from memory (saving delayed) rather than refused for want of a read; the board that went out
// as the database dropped stays up, its round running, noted as delivered once it is back. On
// both engines, under a store that fails every call while it is down.

import { describe, expect, it, vi } from "vitest";
import { manualClock } from "../../src/games/engine/clock.ts";
import { SAVING_DELAYED } from "../../src/games/engine/engine.ts";
import type { Store } from "../../src/store/types.ts";
import { storeEngines } from "../support/postgres.ts";
import { ann, bob, started, startIn, table, T0, type Table } from "./engine-fakes.ts";
import { flakyStore } from "./flaky-store.ts";

const guess = (t: Table, text: string) => t.engine.answer({ channelId: "c1", player: ann, text, via: "command" });
const chat = (t: Table, text: string) => t.engine.answer({ channelId: "c1", player: bob, text, via: "chat" });
const DELAYED = { ok: true, value: { message: expect.stringContaining(SAVING_DELAYED) } };

/** The database back: time passes (the queue's tries, the bell at 30 s) until the round is over. */
async function backUntilOver(t: Table, flaky: { down: boolean }): Promise<void> {
  flaky.down = false;
  for (let i = 0; i < 40; i++) {
    t.clock.advance(1_000);
    await t.engine.idle();
  }
}

/** Both answers saved, the round scored once, nothing left to announce. */
async function scoredOnce(t: Table, store: Store, roundId: number): Promise<void> {
  expect((await store.answersFor(roundId)).map((a) => [a.playerName, a.text])).toEqual([["Bob", "trace"], ["Ann", "cat"]]);
  expect(t.announcer.of("finished").map((f) => f.outcome.results.map((r) => [r.playerName, r.points]))).toEqual([[["Bob", 5], ["Ann", 0]]]);
  expect(t.announcer.of("cancelled")).toEqual([]);
  expect(await store.pendingAnnouncements()).toEqual([]);
}

describe.each(storeEngines)("the database drops before a round's first answer ($name)", (engine) => {
  async function openMode() {
    const flaky = flakyStore(await (await engine.database())());
    // Chat counts in a hidden round only in open mode: the mode must be known without the database.
    await flaky.store.updateGuildSettings("100", { answerMode: "open" });
    return flaky;
  }

  it("as its board goes out: the answers wait to be saved, the board stays up and is noted once the database is back", async () => {
    const flaky = await openMode();
    const t = table({ store: flaky.store });
    t.announcer.hold.add("started");
    const starting = startIn(t, "c1", "letters", ann, { picks: "crate", duration: 30 });
    await vi.waitFor(() => expect(t.announcer.of("started")).toHaveLength(1), { timeout: 10_000 });
    flaky.down = true; // the board is being posted; nothing of the round has been read since it was made
    expect(await chat(t, "trace")).toMatchObject(DELAYED);
    expect(await guess(t, "cat")).toMatchObject(DELAYED);
    t.announcer.release();
    const start = await starting;
    // The starter sees the board, not a refusal; the round is still the channel's (its Submit button works).
    expect(start).toMatchObject({ ok: true, value: { round: { state: "running" } } });
    if (!start.ok) return;
    expect((await t.engine.roundIn("c1"))?.round.id).toBe(start.value.round.id);

    await backUntilOver(t, flaky);
    await scoredOnce(t, flaky.store, start.value.round.id);
    expect((await flaky.store.getRound(start.value.round.id))?.messageId).toBe("1000");
  });

  it("just after a restart recovered it: the answers wait to be saved", async () => {
    const flaky = await openMode();
    const before = table({ store: flaky.store });
    const { round } = await started(before, "c1", "letters", ann, { picks: "crate", duration: 30 });
    before.engine.close(); // the process dies

    const t = table({ store: flaky.store, clock: manualClock(T0 + 5_000) });
    await t.engine.recover();
    flaky.down = true;
    expect(await chat(t, "trace")).toMatchObject(DELAYED);
    expect(await guess(t, "cat")).toMatchObject(DELAYED);
    expect((await t.engine.roundIn("c1"))?.round.id).toBe(round.id);

    await backUntilOver(t, flaky);
    await scoredOnce(t, flaky.store, round.id);
  });
});
