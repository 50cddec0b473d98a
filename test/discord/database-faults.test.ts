// The database failing under the bot: another process holding the write lock. Interactions are
// still acknowledged in time, players are told plainly what was not saved, and a round that
// ends during the lock is finished and scored after it.

import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { manualClock, type ManualClock } from "../../src/games/engine/clock.ts";
import { Harness } from "../support/bot-harness.ts";
import { textOf } from "../support/fake-discord/index.ts";

let h: Harness;
let clock: ManualClock;
let locker: Database.Database | null = null;

afterEach(async () => {
  locker?.close();
  locker = null;
  await h.stop();
});

/** Another process takes the write lock, as `BEGIN EXCLUSIVE` in the sqlite3 shell does. */
function lockTheDatabase(): () => void {
  locker = new Database(h.databasePath);
  locker.exec("BEGIN EXCLUSIVE");
  return () => locker?.exec("COMMIT");
}

describe("while another process locks the database", () => {
  it("acknowledges at once, says an answer was not saved, and scores a round that ended during the lock after it", async () => {
    clock = manualClock(Date.now());
    h = await Harness.start({ clock });
    await h.publicReply(h.command(h.alice, "letters", { options: { picks: "cvccvcvcc", duration: 30 } }));
    await h.settle();
    const roundId = (await h.bot.engine.roundIn(h.games))?.round.id ?? 0;
    expect(await h.privateReply(h.command(h.bob, "guess", { options: { answer: "zz" } }))).toMatch(/^❌/);

    const unlock = lockTheDatabase();
    const guess = h.command(h.alice, "guess", { options: { answer: "zzz" } });
    expect(await h.privateReply(guess)).toBe("Your answer could not be saved; please send it again.");
    expect(h.fake.acknowledgementMs(guess)).toBeLessThan(3000);
    clock.advance(31_000); // the round ends while the lock is held
    await h.settle();
    expect((await h.bot.store.getRound(roundId))?.state).toBe("running");
    expect(h.fake.messages(h.games).some((m) => /^## .*: results$/m.test(textOf(m)))).toBe(false);

    unlock();
    clock.advance(2_000);
    await h.settle();
    expect((await h.bot.store.getRound(roundId))?.state).toBe("finished");
    const results = h.fake.messages(h.games).filter((m) => /^## .*: results$/m.test(textOf(m)));
    expect(results).toHaveLength(1);
    expect((await h.bot.store.resultsFor(roundId)).map((r) => r.playerName)).toEqual(["bob"]);
    expect(h.logger.errors().map((e) => e.message)).toContain("could not record the end of the round; trying again");
  });
});

describe("when the database can no longer be written", () => {
  it("logs what happened and asks to stop, once; the round stays for the next start", async () => {
    clock = manualClock(Date.now());
    const fatal: string[] = [];
    h = await Harness.start({ clock, fatal: (reason) => fatal.push(reason) });
    await h.publicReply(h.command(h.alice, "letters", { options: { picks: "cvccvcvcc", duration: 30 } }));
    await h.settle();
    const roundId = (await h.bot.engine.roundIn(h.games))?.round.id ?? 0;
    // As if its files were made read-only: SQLite refuses every write with SQLITE_READONLY.
    (h.bot.store as unknown as { db: Database.Database }).db.pragma("query_only = ON");
    expect(await h.privateReply(h.command(h.bob, "guess", { options: { answer: "zz" } }))).toBe("Your answer could not be saved; please send it again.");
    clock.advance(31_000);
    await h.settle();
    expect(fatal).toEqual(["the database can no longer be written (SQLITE_READONLY)"]);
    expect(h.logger.errors().map((e) => e.message)).toContain("the database can no longer be written (SQLITE_READONLY): stopping; rounds recover at the next start");
    (h.bot.store as unknown as { db: Database.Database }).db.pragma("query_only = OFF");
    await h.restart(clock);
    await h.settle();
    expect((await h.bot.store.getRound(roundId))?.state).toBe("finished");
  });
});
