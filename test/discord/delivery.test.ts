// Results are posted exactly once, whatever Discord does at the end of a round: outages,
// a response that never comes, a process killed before it could post; on SQLite and on
// PostgreSQL.

import { afterEach, describe, expect, it } from "vitest";
import { manualClock, type ManualClock } from "../../src/games/engine/clock.ts";
import { Harness, titleOf } from "../support/bot-harness.ts";
import { textOf, type StoredMessage } from "../support/fake-discord/index.ts";
import { storeEngines, type StoreEngine } from "../support/postgres.ts";

let h: Harness;
let clock: ManualClock;

afterEach(async () => {
  await h.stop();
  expect(h.fake.unknownRoutes).toEqual([]);
});

async function start(options: { restTimeoutMs?: number; engine?: StoreEngine } = {}): Promise<void> {
  clock = manualClock(Date.now());
  h = await Harness.start({ clock, ...options });
}

/** A letters round with one answer, past its ten-seconds warning; returns its id. */
async function roundNearItsEnd(): Promise<number> {
  await h.publicReply(h.command(h.alice, "letters", { options: { picks: "cvccvcvcc", duration: 30 } }));
  await h.settle();
  const id = (await h.bot.engine.roundIn(h.games))?.round.id;
  if (id === undefined) throw new Error("no round");
  await h.privateReply(h.command(h.alice, "guess", { options: { answer: "zz" } }));
  clock.advance(25_000);
  await h.settle();
  return id;
}

const channelPosts = () => ({ method: "POST", pathIncludes: `/channels/${h.games}/messages` });
const results = (roundId: number): StoredMessage[] =>
  h.fake.messages(h.games).filter((m) => textOf(m).includes(`-# Round ${roundId} ·`));

async function expectDeliveredOnce(roundId: number): Promise<void> {
  expect(results(roundId)).toHaveLength(1);
  expect(titleOf(results(roundId)[0])).toBe("Countdown letters: results");
  expect(await h.bot.store.pendingAnnouncements()).toEqual([]);
  expect((await h.bot.store.resultsFor(roundId)).map((r) => r.playerName)).toEqual(["alice"]);
}

describe.each(storeEngines)("results are posted exactly once, on $name", (engine) => {
  it("when Discord answers 502 and then 503 for three seconds at the end", async () => {
    await start({ engine });
    const roundId = await roundNearItsEnd();
    let end = h.fake.outage({ ...channelPosts(), status: 502 });
    await h.pass(clock, 6_000); // the round ends at 30 s; its results fail
    expect(results(roundId)).toEqual([]);
    end();
    end = h.fake.outage({ ...channelPosts(), status: 503 });
    await h.pass(clock, 2_000);
    end();
    await h.pass(clock, 8_000);
    await expectDeliveredOnce(roundId);
    const failed = h.fake.calls.filter((c) => c.method === "POST" && c.path === `/channels/${h.games}/messages` && c.status >= 500);
    expect(new Set(failed.map((c) => c.status))).toEqual(new Set([502, 503]));
    expect(h.logger.entries.filter((e) => e.message === "announcement failed; will retry").length).toBeGreaterThanOrEqual(2);
  });

  it("when Discord answers 500 for a whole minute at the end", async () => {
    await start({ engine });
    const roundId = await roundNearItsEnd();
    const end = h.fake.outage({ ...channelPosts(), status: 500 });
    await h.pass(clock, 65_000);
    expect(results(roundId)).toEqual([]);
    expect((await h.bot.store.getRound(roundId))?.state).toBe("finished");
    end();
    await h.pass(clock, 60_000); // the longest wait between tries
    await expectDeliveredOnce(roundId);
    expect(h.logger.errors().filter((e) => e.message === "announcement given up")).toEqual([]);
  });

  it("when the process is killed after scoring, before the results could be posted", async () => {
    await start({ engine });
    const roundId = await roundNearItsEnd();
    const end = h.fake.outage({ ...channelPosts(), status: 503 });
    await h.pass(clock, 5_000);
    expect((await h.bot.store.getRound(roundId))?.state).toBe("finished");
    expect((await h.bot.store.pendingAnnouncements()).map((a) => a.kind)).toEqual(["results"]);
    end();
    await h.crashAndRestart(clock);
    await h.settle();
    await expectDeliveredOnce(roundId);
  });

  it("when a results post reaches Discord but its response never arrives", async () => {
    await start({ restTimeoutMs: 300, engine });
    const roundId = await roundNearItsEnd();
    h.fake.dropResponseNext(channelPosts());
    await h.pass(clock, 5_000);
    await expectDeliveredOnce(roundId);
    const posts = h.fake.calls.filter((c) => c.method === "POST" && c.path === `/channels/${h.games}/messages` && c.body !== null);
    const nonces = posts.slice(-2).map((c) => (c.body as { nonce?: string; enforce_nonce?: boolean }));
    expect(posts.at(-2)?.dropped).toBe(true);
    expect(nonces[0]).toMatchObject({ enforce_nonce: true, nonce: expect.any(String) });
    expect(nonces[1]?.nonce).toBe(nonces[0]?.nonce);
  });

  it("when the response is lost and the process then dies, the restarted bot finds the message already there", async () => {
    await start({ restTimeoutMs: 60_000, engine });
    const roundId = await roundNearItsEnd();
    h.fake.dropResponseNext(channelPosts());
    clock.advance(5_000);
    await h.fake.waitFor((c) => c.dropped === true);
    await h.crashAndRestart(clock);
    await h.settle();
    await expectDeliveredOnce(roundId);
  });
});

describe("announcements that can never be delivered", () => {
  it("are given up with one log line; the round and its answers stay stored", async () => {
    await start();
    const roundId = await roundNearItsEnd();
    h.fake.failNext({ ...channelPosts(), status: 404, code: 10003, message: "Unknown Channel" });
    await h.pass(clock, 5_000);
    expect(results(roundId)).toEqual([]);
    expect(await h.bot.store.pendingAnnouncements()).toEqual([]);
    expect(h.logger.errors().filter((e) => e.message === "announcement given up")).toHaveLength(1);
    expect((await h.bot.store.answersFor(roundId)).map((a) => a.text)).toEqual(["zz"]);
    await h.pass(clock, 120_000);
    expect(h.fake.calls.filter((c) => c.method === "POST" && c.path === `/channels/${h.games}/messages`).length).toBe(1); // the results once; the warning edits the board
  });
});
