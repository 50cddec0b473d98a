// PostgreSQL out of reach under a running bot (a relay whose cable is cut: every connection
// dropped, new ones refused), then back: players keep getting receipts saying that saving is
// delayed; nothing they sent is lost; the round that ended meanwhile is scored with every answer
// once the database returns, its results posted once. The round's clock is a manual one, so the
// outage lasts as long on it as a test says. Each cut comes at a chosen point, never by luck of
// timing: after an answer; the moment Discord has the round's board, before the bot hears back
// (so before any answer, and before the bot can note the board delivered); or just after a
// restart recovered the round.

import { afterEach, describe, expect, it } from "vitest";
import { manualClock, type ManualClock } from "../../src/games/engine/clock.ts";
import { SAVING_DELAYED } from "../../src/games/engine/engine.ts";
import type { Round } from "../../src/games/model.ts";
import { OUT_OF_REACH } from "../../src/games/refusals.ts";
import { lettersPoints } from "../../src/games/letters/score.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { wordsFromLetters } from "../../src/solvers/letters.ts";
import type { Store } from "../../src/store/types.ts";
import { Harness } from "../support/bot-harness.ts";
import { textOf } from "../support/fake-discord/index.ts";
import { pgStoreAt, tempPgDatabase } from "../support/postgres.ts";
import { cuttableLink, type CuttableLink } from "../support/tcp-cut.ts";

let h: Harness;

afterEach(async () => {
  await h.stop();
});

interface Outage {
  readonly link: CuttableLink;
  /** The database itself, not through the relay. */
  readonly direct: Store;
  readonly clock: ManualClock;
  readonly round: Round;
  /** The round's words, longest first. */
  readonly words: readonly string[];
}

/** A bot on a fresh PostgreSQL database reached through a relay that can be cut, with a letters
 *  round of 30 s started in #games; `cutAsTheBoardGoesOut`: the relay is cut the moment Discord
 *  has the board (in the same tick, before the bot hears back). */
async function roundBehindLink({ cutAsTheBoardGoesOut = false } = {}): Promise<Outage> {
  const url = await tempPgDatabase();
  const link = await cuttableLink(url);
  const direct = await pgStoreAt(url);
  const clock = manualClock(Date.now());
  h = await Harness.start({ clock, engine: { name: "postgres", database: async () => () => pgStoreAt(link.url) }, seeds: [21] });
  const start = h.command(h.alice, "letters", { options: { picks: "cvccvcvcc", duration: 30 } });
  if (cutAsTheBoardGoesOut) void h.edited(start).then(() => link.cut());
  await h.publicReply(start);
  // Out of reach or not, the bot knows its round.
  const round = (await h.bot.engine.roundIn(h.games))?.round;
  if (!round) throw new Error("no round");
  return { link, direct, clock, round, words: wordsFromLetters(loadDictionary("british"), (round.board as { letters: string }).letters) };
}

const guess = (user: Harness["alice"], answer: string) => h.privateReply(h.command(user, "guess", { options: { answer } }));
const resultsPosted = () => h.fake.messages(h.games).filter((m) => /^## .*: results$/m.test(textOf(m)));
const scored = async (direct: Store, round: Round) => (await direct.resultsFor(round.id)).map((r) => [r.playerName, r.word, r.points]);

describe("a database connection that drops for a while", () => {
  it("keeps acknowledging players, loses nothing, and scores the round once it is back", async () => {
    const { link, direct, clock, round, words } = await roundBehindLink();
    const [long, , short] = [words[0]!, words[1]!, words.at(-1)!];
    expect(await guess(h.bob, "qqqq")).toMatch(/^❌/);

    link.cut();
    for (const [user, answer] of [[h.alice, long], [h.bob, short], [h.admin, "qqqq"]] as const) {
      expect(await guess(user, answer)).toContain(SAVING_DELAYED.trim());
    }
    // What cannot be done from memory is refused plainly.
    expect(await h.privateReply(h.command(h.alice, "letters", { channelId: h.fake.channelId("general"), options: { picks: "cvccvcvcc" } }))).toBe(OUT_OF_REACH);
    await h.pass(clock, 10_000); // the queue tries again, and fails, while the cable is cut
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
    // Every answer counted: alice's longest word wins, bob's shorter one is his word on the board.
    expect(await scored(direct, round)).toEqual([
      ["alice", long, lettersPoints(long.length)],
      ["bob", short, 0],
      ["admin", null, 0],
    ]);
    expect(resultsPosted()).toHaveLength(1);
    expect(await direct.pendingAnnouncements()).toEqual([]);
    expect(h.logger.entries.map((e) => e.message)).toContain("the database is back; every answer sent meanwhile is saved");
    // Ordinary receipts again.
    await h.publicReply(h.command(h.alice, "letters", { options: { picks: "cvccvcvcc", duration: 30 } }));
    expect(await guess(h.bob, "qqqq")).toMatch(/^❌ qqqq: [^(]*$/);
  });

  it("as the board goes out: the round runs on, its first answers wait to be saved, and the board is noted once it is back", async () => {
    const { link, direct, clock, round, words } = await roundBehindLink({ cutAsTheBoardGoesOut: true });
    expect(await guess(h.alice, words[0]!)).toContain(SAVING_DELAYED.trim());
    expect(await guess(h.bob, "qqqq")).toContain(SAVING_DELAYED.trim());
    link.mend();
    await h.pass(clock, 40_000);

    expect((await direct.answersFor(round.id)).map((a) => [a.playerName, a.text])).toEqual([["alice", words[0]], ["bob", "qqqq"]]);
    expect(await scored(direct, round)).toEqual([["alice", words[0], lettersPoints(words[0]!.length)], ["bob", null, 0]]);
    expect(resultsPosted()).toHaveLength(1);
    expect(h.fake.messages(h.games).filter((m) => /cancelled/i.test(textOf(m)))).toEqual([]);
    expect(await direct.pendingAnnouncements()).toEqual([]);
  });

  it("just after a restart recovered the round: its first answers wait to be saved", async () => {
    const { link, direct, clock, round, words } = await roundBehindLink();
    await h.restart(clock);
    await h.settle();
    link.cut();
    expect(await guess(h.alice, words[0]!)).toContain(SAVING_DELAYED.trim());
    link.mend();
    await h.pass(clock, 40_000);

    expect(await scored(direct, round)).toEqual([["alice", words[0], lettersPoints(words[0]!.length)]]);
    expect(resultsPosted()).toHaveLength(1);
  });
});

describe("a bot that dies while the database is out of reach", () => {
  it("replays at its next start the answers it acknowledged, and scores them", async () => {
    const { link, direct, clock, round, words } = await roundBehindLink({ cutAsTheBoardGoesOut: true });
    const long = words[0]!;
    expect(await guess(h.alice, long)).toContain(SAVING_DELAYED.trim());
    expect(await guess(h.bob, "qqqq")).toContain(SAVING_DELAYED.trim());
    await h.crashAndRestart(clock, () => {
      link.mend();
      clock.advance(70_000); // while down: past the bell, and past the dead process's lease
    });
    await h.settle();

    expect((await direct.answersFor(round.id)).map((a) => [a.playerName, a.text])).toEqual([["alice", long], ["bob", "qqqq"]]);
    expect(await scored(direct, round)).toEqual([["alice", long, lettersPoints(long.length)], ["bob", null, 0]]);
    expect(resultsPosted()).toHaveLength(1);
  });
});
