// The engine while its database is out of reach (a store that throws StoreUnavailable, over a
// real SQLite file): answers in a running round are judged from memory and acknowledged with
// "saving is delayed", saved in order once the store answers again, and the round's end waits
// for them; a start or /stop is refused plainly; a real store error is refused as before. What
// was acknowledged waits in a spool file too, replayed by the next process if this one dies.

import { describe, expect, it } from "vitest";
import { dirname } from "node:path";
import { manualClock } from "../../src/games/engine/clock.ts";
import { SAVING_DELAYED } from "../../src/games/engine/engine.ts";
import { OUT_OF_REACH } from "../../src/games/refusals.ts";
import { fileSpool, spoolPath } from "../../src/store/answer-spool.ts";
import { tempDbPath } from "../store/temp-store.ts";
import { flakyStore } from "./flaky-store.ts";
import { ann, bob, cat, started, startIn, table, T0, type Table } from "./engine-fakes.ts";

const guess = (t: Table, player: typeof ann, text: string, channelId = "c1") => t.engine.answer({ channelId, player, text, via: "command" });

async function settle(t: Table): Promise<void> {
  await t.engine.idle();
}

describe("while the database is out of reach", () => {
  it("acknowledges answers with saving delayed, saves them in order once it is back, and scores them all once", async () => {
    const flaky = flakyStore();
    const t = table({ store: flaky.store });
    const { round } = await started(t, "c1", "letters", ann, { picks: "crate", duration: 30 });
    expect(await guess(t, ann, "cat")).toMatchObject({ ok: true, value: { message: "✅ CAT is in" } });

    flaky.down = true;
    expect(await guess(t, ann, "trace")).toMatchObject({ ok: true, value: { message: `✅ TRACE is in. It beats your earlier answer: this one counts now.${SAVING_DELAYED}` } });
    expect(await guess(t, bob, "react")).toMatchObject({ ok: true, value: { message: `✅ REACT is in${SAVING_DELAYED}` } });
    // Judged against what was sent meanwhile too.
    expect(await guess(t, bob, "cart")).toMatchObject({ ok: true, value: { message: `✅ CART is in. Your REACT is better and still counts.${SAVING_DELAYED}` } });
    expect(await guess(t, cat, "zzz")).toMatchObject({ ok: true, value: { message: `❌ zzz: not a word.${SAVING_DELAYED}` } });
    // What needs the database is refused plainly.
    expect(await startIn(t, "c2", "letters", ann, { picks: "crate" })).toEqual({ ok: false, error: OUT_OF_REACH });
    expect(await t.engine.stop("c1", ann)).toEqual({ ok: false, error: OUT_OF_REACH });

    t.clock.advance(31_000); // the bell, and the queue's tries, while the database is still gone
    await settle(t);
    t.clock.advance(4_000);
    await settle(t);
    expect(t.announcer.of("finished")).toHaveLength(0);

    flaky.down = false;
    for (let i = 0; i < 70; i++) {
      t.clock.advance(1_000);
      await settle(t);
    }
    expect((await flaky.store.answersFor(round.id)).map((a) => [a.playerName, a.text, a.ok])).toEqual([
      ["Ann", "cat", true], ["Ann", "trace", true], ["Bob", "react", true], ["Bob", "cart", true], ["Cat", "zzz", false],
    ]);
    const finished = t.announcer.of("finished");
    expect(finished).toHaveLength(1);
    expect(finished[0]!.outcome.results.map((r) => [r.playerName, r.points])).toEqual([["Ann", 5], ["Bob", 5], ["Cat", 0]]);
    expect((await flaky.store.getRound(round.id))?.state).toBe("finished");
    // Said once it is back: ordinary answers again.
    expect(await guess(t, ann, "crate")).toEqual({ ok: false, error: expect.stringMatching(/no round/i) });
  });

  it("ends a race won meanwhile once the winning answer is saved", async () => {
    const flaky = flakyStore();
    const t = table({ store: flaky.store });
    const { round } = await started(t, "c1", "conundrum", ann, { duration: 30 });
    flaky.down = true;
    expect(await guess(t, bob, "wrong")).toMatchObject({ ok: true, value: { message: expect.stringContaining(SAVING_DELAYED), finished: false } });
    expect(await guess(t, ann, "chromatic")).toMatchObject({ ok: true, value: { message: `✅ Right!${SAVING_DELAYED}`, finished: false } });
    flaky.down = false;
    t.clock.advance(1_000);
    await settle(t);
    expect((await flaky.store.getRound(round.id))?.state).toBe("finished");
    expect(t.announcer.of("finished").map((f) => f.outcome.results.map((r) => r.playerName))).toEqual([["Ann"]]);
    expect(t.clock.now()).toBeLessThan(T0 + 30_000);
  });

  it("keeps what it acknowledged on disk: a process dying before the database is back loses none of it", async () => {
    const flaky = flakyStore();
    const path = spoolPath(dirname(tempDbPath()), [0]);
    const t = table({ store: flaky.store, spool: fileSpool(path) });
    const { round } = await started(t, "c1", "letters", ann, { picks: "crate", duration: 30 });
    flaky.down = true;
    for (const [player, text] of [[ann, "trace"], [bob, "react"], [bob, "cart"]] as const) {
      expect(await guess(t, player, text)).toMatchObject({ ok: true, value: { message: expect.stringContaining(SAVING_DELAYED) } });
    }
    flaky.down = false;
    // The first is saved just as the process dies: the spool still holds it, and it is not saved twice.
    await flaky.store.addAnswer(fileSpool(path).left()[0]!);
    t.engine.close();

    const after = table({ store: flaky.store, spool: fileSpool(path), clock: manualClock(T0 + 40_000) });
    await after.engine.recover();
    await settle(after);
    expect((await flaky.store.answersFor(round.id)).map((a) => [a.playerName, a.text])).toEqual([["Ann", "trace"], ["Bob", "react"], ["Bob", "cart"]]);
    expect(after.announcer.of("finished").map((f) => f.outcome.results.map((r) => [r.playerName, r.points]))).toEqual([[["Ann", 5], ["Bob", 5]]]);
    expect(fileSpool(path).left()).toEqual([]);
  });

  it("refuses as before on a real error: nothing is queued", async () => {
    const flaky = flakyStore();
    const t = table({ store: flaky.store });
    const { round } = await started(t, "c1", "letters", ann, { picks: "crate", duration: 30 });
    flaky.failure = new Error("UNIQUE constraint failed");
    expect(await guess(t, ann, "trace")).toEqual({ ok: false, error: "Your answer could not be saved; please send it again." });
    flaky.failure = null;
    t.clock.advance(31_000);
    await settle(t);
    expect(await flaky.store.answersFor(round.id)).toEqual([]);
    expect(t.announcer.of("finished")).toHaveLength(1);
  });
});
