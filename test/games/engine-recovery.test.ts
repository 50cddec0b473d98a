// Restart recovery: rounds are left in a real database file by one engine, which "crashes"
// (its timers vanish, its connection closes), then a fresh store and engine pick them up.

import { describe, expect, it } from "vitest";
import { manualClock } from "../../src/games/engine/clock.ts";
import { STALE_PICKING_MS, recoveryFor } from "../../src/games/engine/recovery.ts";
import type { Round } from "../../src/games/model.ts";
import { storeAt, tempDbPath } from "../store/temp-store.ts";
import { T0, ann, bob, cat, started, table, type Table } from "./engine-fakes.ts";

const say = async (t: Table, channelId: string, player: typeof ann, text: string) => {
  const answered = await t.engine.answer({ channelId, player, text, via: "command" });
  if (!answered.ok) throw new Error(answered.error);
};

/** Four channels left mid-round at T0 + 5 s; returns the database path. */
async function crashMidRounds(): Promise<string> {
  const path = tempDbPath();
  const before = table({ store: storeAt(path), clock: manualClock(T0) });
  await started(before, "long", "letters", ann, { picks: "crate", duration: 60 });
  await say(before, "long", ann, "trace");
  await say(before, "long", bob, "cat");
  await started(before, "short", "conundrum", ann, { duration: 10 });
  await say(before, "short", ann, "chromite");
  await started(before, "picking", "letters", bob);
  await before.engine.pick("picking", bob, "t");
  await started(before, "words", "boggle", cat, { duration: 30 });
  await say(before, "words", ann, "cat act");
  await say(before, "words", bob, "tea cat");
  before.clock.advance(5_000);
  before.engine.close();
  await before.store.close();
  return path;
}

describe("recovering after a crash", () => {
  it("scores rounds whose time passed, resumes the others, and completes boards being picked", async () => {
    const path = await crashMidRounds();
    const after = table({ store: storeAt(path), clock: manualClock(T0 + 40_000) });
    await after.engine.recover();

    const finished = after.announcer.of("finished");
    expect(finished.map((e) => [e.view.round.channelId, e.outcome.ending])).toEqual([
      ["short", "recovered"],
      ["words", "recovered"],
    ]);
    expect(finished[0].outcome.results).toEqual([]);
    expect(finished[1].outcome.results.map((r) => [r.playerName, r.points])).toEqual([["Ann", 1], ["Bob", 1]]);

    expect(after.announcer.of("resumed").map((e) => e.view.round.channelId)).toEqual(["long"]);
    const [filled] = after.announcer.of("started");
    expect(filled.view.boardText).toBe("TCRAT");
    expect(filled.view.round).toMatchObject({ channelId: "picking", state: "running", endsAt: T0 + 40_000 + 30_000 });

    // The resumed round takes new answers and ends on time, counting those from before the crash.
    await say(after, "long", cat, "crate");
    after.clock.advanceTo(T0 + 60_000);
    await after.engine.idle();
    const long = after.announcer.of("finished").find((e) => e.view.round.channelId === "long")!;
    expect(long.outcome.ending).toBe("time");
    expect(long.outcome.results.map((r) => [r.playerName, r.points])).toEqual([["Ann", 5], ["Cat", 5], ["Bob", 0]]);
    expect((await after.store.leaderboard("100", { period: "all", page: 0, now: T0 + 60_000 })).entries.map((e) => [e.playerName, e.points])).toEqual([
      ["Ann", 6], ["Cat", 5], ["Bob", 1],
    ]);
  });

  it("never scores a round twice, however often the process restarts", async () => {
    const path = await crashMidRounds();
    // At +120 s three rounds are over and the half-picked board starts; by +200 s it is over too.
    const finishedPerRestart = [];
    for (const at of [120_000, 200_000, 300_000]) {
      const again = table({ store: storeAt(path), clock: manualClock(T0 + at) });
      await again.engine.recover();
      finishedPerRestart.push(again.announcer.of("finished").length);
      again.engine.close();
      await again.store.close();
    }
    expect(finishedPerRestart).toEqual([3, 1, 0]);
    const store = storeAt(path);
    expect(await store.unfinishedRounds()).toEqual([]);
    const board = await store.leaderboard("100", { period: "all", page: 0, now: T0 + 300_000 });
    expect(board.entries.map((e) => [e.playerName, e.points, e.rounds])).toEqual([["Ann", 6, 2], ["Bob", 1, 2]]);
  });

  it("cancels a board left half-picked for too long, and leaves rounds it does not own alone", async () => {
    const path = await crashMidRounds();
    const after = table({ store: storeAt(path), clock: manualClock(T0 + STALE_PICKING_MS + 1) });
    await after.engine.recover((round) => round.channelId !== "words");
    expect(after.announcer.of("cancelled").map((e) => [e.view.round.channelId, e.reason])).toEqual([
      ["picking", "The board was left half-picked while the bot was away."],
    ]);
    expect((await after.store.unfinishedRounds()).map((r) => r.channelId)).toEqual(["words"]);
  });
});

describe("recoveryFor", () => {
  const round = (over: Partial<Round>): Round => ({
    id: 1, guildId: "g", channelId: "c", game: "letters", state: "running", board: null, options: null, seed: 1,
    startedBy: "p", startedAt: T0, endsAt: T0 + 30_000, messageId: null, finishedAt: null, ...over,
  });

  it.each([
    [{}, T0 + 29_999, "resume"],
    [{}, T0 + 30_000, "finish"],
    [{ state: "picking", endsAt: null }, T0 + STALE_PICKING_MS, "complete"],
    [{ state: "picking", endsAt: null }, T0 + STALE_PICKING_MS + 1, "cancel"],
  ] as const)("%j at %d: %s", (over, now, expected) => {
    expect(recoveryFor(round(over), now)).toBe(expected);
  });
});

describe("announcements left undelivered by a crash", () => {
  it("are delivered at start-up, oldest first, each once, with the nonce it was recorded with", async () => {
    const path = tempDbPath();
    const before = table({ store: storeAt(path), clock: manualClock(T0) });
    before.announcer.fail.add("finished");
    await started(before, "c1", "boggle", ann);
    await started(before, "c2", "letters", bob, { picks: "crate" });
    await say(before, "c2", bob, "trace");
    await before.engine.stop("c2", bob); // results for c2 first, then c1's
    await before.engine.stop("c1", ann);
    const nonces = before.announcer.of("finished").map((e) => e.nonce);
    before.engine.close();
    await before.store.close();

    const after = table({ store: storeAt(path), clock: manualClock(T0 + 60_000) });
    await after.engine.recover();
    const delivered = after.announcer.of("finished");
    expect(delivered.map((e) => [e.view.round.channelId, e.nonce])).toEqual([["c2", nonces[0]], ["c1", nonces[1]]]);
    expect(delivered[0].outcome.results.map((r) => [r.playerName, r.points])).toEqual([["Bob", 5]]);
    expect(await after.store.pendingAnnouncements()).toEqual([]);
    await after.engine.recover();
    expect(after.announcer.of("finished")).toHaveLength(2);
  });

  /** A conundrum of `duration` seconds whose process dies while its board is being posted;
   *  returns a fresh engine on the same database at `later`, recovered. */
  async function diedPostingTheBoard(duration: number, later: number): Promise<Table> {
    const path = tempDbPath();
    const before = table({ store: storeAt(path), clock: manualClock(T0) });
    before.announcer.hold.add("started");
    void started(before, "c1", "conundrum", ann, { duration });
    await new Promise((resolve) => setImmediate(resolve));
    before.engine.close();
    await before.store.close();
    const after = table({ store: storeAt(path), clock: manualClock(later) });
    await after.engine.recover();
    return after;
  }

  it("drop a board whose round is over by now: its results say it all", async () => {
    const after = await diedPostingTheBoard(10, T0 + 60_000);
    expect(after.announcer.of("started")).toEqual([]);
    expect(after.announcer.of("finished").map((e) => e.outcome.ending)).toEqual(["recovered"]);
    expect(await after.store.pendingAnnouncements()).toEqual([]);
  });

  it("post a board whose round still runs, as it was never seen", async () => {
    const after = await diedPostingTheBoard(60, T0 + 5_000);
    expect(after.announcer.of("started").map((e) => e.view.round.channelId)).toEqual(["c1"]);
    expect((await after.store.runningRoundIn("c1"))?.messageId).toBe("1000");
  });
});
