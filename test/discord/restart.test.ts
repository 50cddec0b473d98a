// A bot restarted mid-round: a new client on the same database finishes the round and
// announces it, whether its time ran out while the bot was away or runs out afterwards; on
// SQLite and on PostgreSQL. Time is a manual clock, so nothing sleeps.

import { afterEach, describe, expect, it } from "vitest";
import { manualClock } from "../../src/games/engine/clock.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { wordsFromLetters } from "../../src/solvers/letters.ts";
import { textOf, type StoredMessage } from "../support/fake-discord/index.ts";
import { Harness, titleOf } from "../support/bot-harness.ts";
import { storeEngines } from "../support/postgres.ts";

let h: Harness;

afterEach(async () => {
  await h.stop();
  expect(h.fake.unknownRoutes).toEqual([]);
});

async function resultsPosted(channelId: string): Promise<StoredMessage> {
  const call = await h.fake.waitFor(
    (c) => c.method === "POST" && c.path === `/channels/${channelId}/messages` && (c.message ? (titleOf(c.message) ?? "") : "").endsWith("results"),
    5000,
    "the results",
  );
  if (!call.message) throw new Error("no message");
  return call.message;
}

/** Starts a 30-second letters round and has alice answer with the longest word. */
async function roundWithAnAnswer(): Promise<{ roundId: number; word: string; shortest: string; endsAt: number }> {
  await h.publicReply(h.command(h.alice, "letters", { options: { picks: "cvccvcvcc", duration: 30 } }));
  await h.settle();
  const round = (await h.bot.engine.roundIn(h.games))?.round;
  if (!round?.endsAt) throw new Error("no running round");
  const words = wordsFromLetters(loadDictionary("british"), (round.board as { letters: string }).letters);
  const [word] = words;
  expect(await h.privateReply(h.command(h.alice, "guess", { options: { answer: word } }))).toMatch(/^✅/);
  return { roundId: round.id, word, shortest: words[words.length - 1], endsAt: round.endsAt };
}

describe.each(storeEngines)("a restart mid-round, on $name", (engine) => {
  it("scores and announces a round whose time ran out while the bot was down", async () => {
    const start = Date.now();
    h = await Harness.start({ clock: manualClock(start), engine });
    const { roundId, word, endsAt } = await roundWithAnAnswer();

    await h.restart(manualClock(endsAt + 60_000));
    const results = await resultsPosted(h.games);
    expect(textOf(results)).toContain(`-# Round ${roundId} · Time ran out while I was away`);
    expect(textOf(results)).toContain(`<@${h.alice.id}> (#1 in the server): ${word.toUpperCase()}`);
    expect((await h.bot.store.getRound(roundId))?.state).toBe("finished");
    expect(h.fake.identifies).toHaveLength(2);
  });

  it("re-arms a round with time left, which the new bot finishes on time", async () => {
    const start = Date.now();
    h = await Harness.start({ clock: manualClock(start), engine });
    const { roundId, shortest, endsAt } = await roundWithAnAnswer();

    const later = manualClock(start + 5_000);
    await h.restart(later);
    expect((await h.bot.engine.roundIn(h.games))?.round.id).toBe(roundId);
    expect(await h.privateReply(h.command(h.bob, "guess", { options: { answer: shortest } }))).toMatch(/^✅/);

    later.advanceTo(endsAt);
    await h.settle();
    const results = await resultsPosted(h.games);
    expect(textOf(results)).toContain(`-# Round ${roundId} · Time's up`);
    expect((await h.bot.store.resultsFor(roundId)).map((r) => r.playerName)).toEqual(["alice", "bob"]);
  });

  it("finishes on time, with its answers, a round whose process died mid-round", async () => {
    const clock = manualClock(Date.now());
    h = await Harness.start({ clock, engine });
    const { roundId, word, endsAt } = await roundWithAnAnswer();

    clock.advance(5_000);
    await h.crashAndRestart(clock);
    await h.settle();
    expect((await h.bot.store.getRound(roundId))?.state).toBe("running");
    clock.advanceTo(endsAt);
    await h.settle();
    const results = await resultsPosted(h.games);
    expect(textOf(results)).toContain(`-# Round ${roundId} · Time's up`);
    expect(textOf(results)).toContain(`<@${h.alice.id}> (#1 in the server): ${word.toUpperCase()}`);
    expect(h.fake.messages(h.games).filter((m) => textOf(m).includes(`-# Round ${roundId} ·`))).toHaveLength(1);
  });
});
