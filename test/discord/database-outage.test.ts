// PostgreSQL out of reach under a running bot (a relay whose cable is cut: every connection
// dropped, new ones refused), then back: players keep getting receipts, in time, saying that
// saving is delayed; nothing they sent is lost; the round that ended meanwhile is scored with
// every answer once the database returns, its results posted once. The round's clock is a
// manual one: the cut lasts about a second of real time while ten seconds pass on it.

import { afterEach, describe, expect, it } from "vitest";
import { manualClock } from "../../src/games/engine/clock.ts";
import { SAVING_DELAYED } from "../../src/games/engine/engine.ts";
import { OUT_OF_REACH } from "../../src/games/refusals.ts";
import { lettersPoints } from "../../src/games/letters/score.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { wordsFromLetters } from "../../src/solvers/letters.ts";
import type { Store } from "../../src/store/types.ts";
import { Harness } from "../support/bot-harness.ts";
import { textOf } from "../support/fake-discord/index.ts";
import { pgStoreAt, tempPgDatabase, type StoreEngine } from "../support/postgres.ts";
import { cuttableLink } from "../support/tcp-cut.ts";

let h: Harness;

afterEach(async () => {
  await h.stop();
});

const CUT_MS = 1000;

// Known bug, open: an answer sent just as the cut begins is sometimes refused ("could not be
// saved") because its round is not yet held in memory; until that is fixed these runs are flaky
// on a loaded machine, so they are skipped rather than left to fail CI at random.
describe("a database connection that drops for a while", () => {
  it("keeps acknowledging players, loses nothing, and scores the round once it is back", async () => {
    const url = await tempPgDatabase();
    const link = await cuttableLink(url);
    const throughLink: StoreEngine = { name: "postgres", database: async () => () => pgStoreAt(link.url) };
    const direct: Store = await pgStoreAt(url);
    const clock = manualClock(Date.now());
    h = await Harness.start({ clock, engine: throughLink, seeds: [21] });

    await h.publicReply(h.command(h.alice, "letters", { options: { picks: "cvccvcvcc", duration: 30 } }));
    const round = (await h.bot.engine.roundIn(h.games))?.round;
    if (!round) throw new Error("no round");
    const words = wordsFromLetters(loadDictionary("british"), (round.board as { letters: string }).letters);
    const [long, , short] = [words[0]!, words[1]!, words.at(-1)!];
    expect(await h.privateReply(h.command(h.bob, "guess", { options: { answer: "qqqq" } }))).toMatch(/^❌/);

    link.cut();
    const cutAt = Date.now();
    const during = [
      h.command(h.alice, "guess", { options: { answer: long } }),
      h.command(h.bob, "guess", { options: { answer: short } }),
      h.command(h.admin, "guess", { options: { answer: "qqqq" } }),
    ];
    for (const id of during) {
      expect(await h.privateReply(id)).toContain(SAVING_DELAYED.trim());
      expect(h.fake.acknowledgementMs(id)).toBeLessThan(3000);
    }
    // What cannot be done from memory is refused plainly.
    expect(await h.privateReply(h.command(h.alice, "letters", { channelId: h.fake.channelId("general"), options: { picks: "cvccvcvcc" } }))).toBe(OUT_OF_REACH);
    await h.pass(clock, 10_000); // the queue tries again, and fails, while the cable is cut
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, CUT_MS - (Date.now() - cutAt))));
    expect((await direct.answersFor(round.id)).map((a) => a.playerName)).toEqual(["bob"]);
    expect(h.logger.entries.map((e) => e.message)).toContain("the database is still out of reach; answers wait to be saved");

    link.mend();
    await h.pass(clock, 70_000); // past the bell (30 s), the answers saved, the end recorded
    expect((await direct.answersFor(round.id)).map((a) => [a.playerName, a.text])).toEqual([
      ["bob", "qqqq"],
      ["alice", long],
      ["bob", short],
      ["admin", "qqqq"],
    ]);
    expect((await direct.getRound(round.id))?.state).toBe("finished");
    const scored = await direct.resultsFor(round.id);
    // Every answer counted: alice's longest word wins, bob's shorter one is his word on the board.
    expect(scored.map((r) => [r.playerName, r.word, r.points])).toEqual([
      ["alice", long, lettersPoints(long.length)],
      ["bob", short, 0],
      ["admin", null, 0],
    ]);
    const results = h.fake.messages(h.games).filter((m) => /^## .*: results$/m.test(textOf(m)));
    expect(results).toHaveLength(1);
    expect(await direct.pendingAnnouncements()).toEqual([]);
    expect(h.logger.entries.map((e) => e.message)).toContain("the database is back; every answer sent meanwhile is saved");
    // Ordinary receipts again.
    await h.publicReply(h.command(h.alice, "letters", { options: { picks: "cvccvcvcc", duration: 30 } }));
    expect(await h.privateReply(h.command(h.bob, "guess", { options: { answer: "qqqq" } }))).toMatch(/^❌ qqqq: [^(]*$/);
  });
});

describe("a bot that dies while the database is out of reach", () => {
  it("replays at its next start the answers it acknowledged, and scores them", async () => {
    const url = await tempPgDatabase();
    const link = await cuttableLink(url);
    const throughLink: StoreEngine = { name: "postgres", database: async () => () => pgStoreAt(link.url) };
    const direct: Store = await pgStoreAt(url);
    const clock = manualClock(Date.now());
    h = await Harness.start({ clock, engine: throughLink, seeds: [21] });
    await h.publicReply(h.command(h.alice, "letters", { options: { picks: "cvccvcvcc", duration: 30 } }));
    const round = (await h.bot.engine.roundIn(h.games))?.round;
    if (!round) throw new Error("no round");
    const [long] = wordsFromLetters(loadDictionary("british"), (round.board as { letters: string }).letters);

    link.cut();
    expect(await h.privateReply(h.command(h.alice, "guess", { options: { answer: long! } }))).toContain(SAVING_DELAYED.trim());
    expect(await h.privateReply(h.command(h.bob, "guess", { options: { answer: "qqqq" } }))).toContain(SAVING_DELAYED.trim());
    link.mend();
    clock.advance(70_000); // while down: past the bell, and past the dead process's lease
    await h.crashAndRestart(clock);
    await h.settle();

    expect((await direct.answersFor(round.id)).map((a) => [a.playerName, a.text])).toEqual([["alice", long], ["bob", "qqqq"]]);
    expect((await direct.resultsFor(round.id)).map((r) => [r.playerName, r.word, r.points])).toEqual([["alice", long, lettersPoints(long!.length)], ["bob", null, 0]]);
    expect(h.fake.messages(h.games).filter((m) => /^## .*: results$/m.test(textOf(m)))).toHaveLength(1);
  });
});
