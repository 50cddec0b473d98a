// The round engine over a real database file, toy rules, a manual clock and a recording
// announcer: starting, answering in each style, timers, stopping, ties and failures.

import { describe, expect, it } from "vitest";
import { WARNING_SECONDS } from "../../src/games/engine/requests.ts";
import { Undeliverable } from "../../src/games/engine/ports.ts";
import { manualClock } from "../../src/games/engine/clock.ts";
import type { GameRules } from "../../src/games/rules.ts";
import { filledInByBot } from "../../src/games/picks.ts";
import { PICK_TAKEN } from "../../src/games/refusals.ts";
import { T0, ann, bob, cat, findAllRules, hiddenRules, started, startIn, table, type Table } from "./engine-fakes.ts";

const answer = (t: Table, player: typeof ann, text: string, via: "command" | "chat" = "command", channelId = "c1") =>
  t.engine.answer({ channelId, player, text, via });

const openMode = (t: Table) => t.store.updateGuildSettings("100", { answerMode: "open" });

describe("starting a round", () => {
  it("deals, stores, arms the end and announces the board with its message id", async () => {
    const t = table();
    const view = await started(t, "c1", "letters", ann, { picks: "crate", duration: 20 });
    expect(view.round).toMatchObject({ state: "running", channelId: "c1", startedBy: "1", endsAt: T0 + 20_000, messageId: "1000" });
    expect(view.boardText).toBe("CRATE");
    expect(view.starterName).toBe("Ann");
    expect(t.announcer.of("started")).toHaveLength(1);
    expect((await t.store.runningRoundIn("c1"))?.messageId).toBe("1000");
    expect((await t.engine.roundIn("c1"))?.round.id).toBe(view.round.id);
  });

  it("refuses a busy channel, naming the game, but runs other channels at once", async () => {
    const t = table();
    await started(t, "c1", "conundrum");
    const again = await startIn(t, "c1", "letters", bob, { picks: "crate" });
    expect(again).toEqual({ ok: false, error: expect.stringContaining("Toy conundrum round is already running") });
    await started(t, "c2", "letters", bob, { picks: "crate" });
    await started(t, "c3", "boggle", cat);
    expect(await Promise.all(["c1", "c2", "c3"].map(async (c) => (await t.engine.roundIn(c))?.round.game))).toEqual(["conundrum", "letters", "boggle"]);
  });

  it("passes the rules' refusal of bad options back, storing nothing", async () => {
    const t = table();
    expect(await startIn(t, "c1", "letters", ann, { duration: 3 })).toEqual({ ok: false, error: "duration: 10 or more" });
    expect(await startIn(t, "c1", "letters", ann, { colour: "red" })).toEqual({ ok: false, error: 'no option "colour"' });
    expect(await startIn(t, "c1", "numbers")).toEqual({ ok: false, error: 'There is no game called "numbers".' });
    expect(await t.store.unfinishedRounds()).toEqual([]);
  });

  it("cancels the round (and says why) when the board cannot be posted", async () => {
    const t = table();
    t.announcer.fail.add("started");
    const start = await startIn(t, "c1", "conundrum");
    expect(start).toEqual({ ok: false, error: "The board could not be posted, so the round was cancelled." });
    expect(await t.engine.roundIn("c1")).toBeNull();
    expect(t.clock.pending()).toBe(0);
    expect(t.logger.errors()[0].context).toMatchObject({ channelId: "c1", game: "conundrum", roundId: expect.any(Number) });
    t.announcer.fail.clear();
    await started(t, "c1", "conundrum");
  });
});

describe("hidden answers", () => {
  it("stores every answer before the receipt, and the best valid one counts", async () => {
    const t = table();
    const { round } = await started(t, "c1", "letters", ann, { picks: "crate" });
    const first = await answer(t, ann, "cat");
    expect(first).toMatchObject({ ok: true, value: { message: "✅ CAT is in", finished: false } });
    expect(await answer(t, ann, "trace")).toMatchObject({ ok: true, value: { message: "✅ TRACE is in. It beats your earlier answer: this one counts now." } });
    expect(await answer(t, ann, "xyzzy")).toMatchObject({ ok: true, value: { message: "❌ xyzzy: not a word. Your TRACE still counts." } });
    // A shorter word sent later is kept, but it does not replace the longer one.
    expect(await answer(t, ann, "act")).toMatchObject({ ok: true, value: { message: "✅ ACT is in. Your TRACE is better and still counts." } });
    // The same word again, or one as long, beats nothing: the reply says so.
    expect(await answer(t, ann, "Trace")).toMatchObject({ ok: true, value: { message: "✅ TRACE is in. You had sent it already: it still counts." } });
    expect(await answer(t, ann, "crate")).toMatchObject({ ok: true, value: { message: "✅ CRATE is in. It is as good as your TRACE, so it scores the same: this one counts now." } });
    expect((await answer(t, bob, "react")).ok).toBe(true);
    expect((await answer(t, cat, "rate")).ok).toBe(true);
    expect((await t.store.answersFor(round.id)).map((a) => [a.playerName, a.text, a.ok])).toEqual([
      ["Ann", "cat", true], ["Ann", "trace", true], ["Ann", "xyzzy", false], ["Ann", "act", true], ["Ann", "Trace", true], ["Ann", "crate", true],
      ["Bob", "react", true], ["Cat", "rate", true],
    ]);
    t.clock.advance(30_000);
    await t.engine.idle();
    const [finished] = t.announcer.of("finished");
    expect(finished.outcome.ending).toBe("time");
    // Ann and Bob tie on five letters: both score.
    expect(finished.outcome.results.map((r) => [r.playerName, r.points, r.word])).toEqual([
      ["Ann", 5, "crate"], ["Bob", 5, "react"], ["Cat", 0, "rate"],
    ]);
    expect(finished.outcome.corner).toEqual([{ title: "Corner", lines: ["TRACE, CRATE, REACT"] }]);
    expect((await t.store.resultsFor(round.id)).map((r) => r.points)).toEqual([5, 5, 0]);
    const board = await t.store.leaderboard("100", { game: "letters", period: "all", page: 0, now: t.clock.now() });
    expect(board.entries.map((e) => [e.rank, e.playerName, e.points])).toEqual([[1, "Ann", 5], [1, "Bob", 5], [3, "Cat", 0]]);
  });

  it("ignores chat unless the guild reads chat as answers (open mode)", async () => {
    const t = table();
    const { round } = await started(t, "c1", "letters", ann, { picks: "crate" });
    expect(await answer(t, ann, "trace", "chat")).toEqual({ ok: false, error: "Answer with /guess in this round.", ignored: true });
    expect(await t.store.answersFor(round.id)).toEqual([]);
    await openMode(t);
    expect(await answer(t, ann, "trace", "chat")).toMatchObject({ ok: true, value: { message: "✅ TRACE is in" } });
  });

  it("refuses a 100 KB answer politely without storing it, and judges emoji like any text", async () => {
    const t = table();
    const { round } = await started(t, "c1", "letters", ann, { picks: "crate" });
    expect(await answer(t, ann, "a".repeat(100_000))).toEqual({ ok: false, error: "That is too long: an answer is at most 500 characters." });
    expect(await answer(t, ann, "   ")).toEqual({ ok: false, error: "Type an answer." });
    expect(await answer(t, ann, "🙂🙃")).toMatchObject({ ok: true, value: { message: "❌ 🙂🙃: not a word." } });
    expect((await t.store.answersFor(round.id)).map((a) => a.text)).toEqual(["🙂🙃"]);
  });

  it("tells a player clearly when no round runs", async () => {
    const t = table();
    expect(await answer(t, ann, "cat")).toEqual({ ok: false, error: "No round is running here." });
    expect(await answer(t, ann, "cat", "chat")).toEqual({ ok: false, error: "No round is running here.", ignored: true });
  });

  it("refuses an answer that arrives after the end but before the timer ran", async () => {
    const clock = manualClock(T0);
    let skew = 0;
    const t = table({ clock: { ...clock, now: () => clock.now() + skew } });
    const { round } = await started(t, "c1", "letters", ann, { picks: "crate" });
    skew = 30_000;
    expect(await answer(t, ann, "cat")).toEqual({ ok: false, error: "Too late: time is up for this round." });
    expect(await t.store.answersFor(round.id)).toEqual([]);
  });

  it("does not tell the player an answer was received when it could not be stored", async () => {
    const t = table();
    await started(t, "c1", "letters", ann, { picks: "crate" });
    (t.store as { addAnswer: unknown }).addAnswer = () => {
      throw new Error("disk full");
    };
    expect(await answer(t, ann, "cat")).toEqual({ ok: false, error: "Your answer could not be saved; please send it again." });
    expect(t.logger.errors()).toEqual([
      { context: expect.objectContaining({ roundId: expect.any(Number), channelId: "c1", game: "letters" }), message: "could not take an answer" },
    ]);
  });
});

describe("race answers", () => {
  it("locks out a wrong guesser, refuses a second guess, and ends on the first right answer", async () => {
    const t = table();
    const { round } = await started(t, "c1", "conundrum");
    expect(await answer(t, ann, "chromite")).toMatchObject({ ok: true, value: { message: "❌ chromite: not the answer. That was your one guess." } });
    expect(await answer(t, ann, "chromatic")).toMatchObject({
      ok: true,
      value: { message: "❌ chromatic: one guess per round, and you have had yours.", finished: false },
    });
    t.clock.advance(5_000);
    const win = await answer(t, bob, "CHROMATIC", "chat");
    expect(win).toMatchObject({ ok: true, value: { message: "✅ Right!", finished: true } });
    expect(win.ok && win.value.view.round.state).toBe("finished");
    // Scored before the receipt; announced after it, so the winner hears first.
    expect(await t.store.resultsFor(round.id)).toHaveLength(1);
    expect(t.announcer.of("finished")).toHaveLength(0);
    expect(await answer(t, cat, "chromatic")).toEqual({ ok: false, error: "No round is running here." });
    await t.engine.idle();
    const [finished] = t.announcer.of("finished");
    expect(finished.outcome.ending).toBe("solved");
    expect(finished.outcome.results).toEqual([expect.objectContaining({ playerName: "Bob", points: 10, won: true })]);
    // Every guess was stored, the refused second one too.
    expect((await t.store.answersFor(round.id)).map((a) => [a.playerName, a.ok])).toEqual([["Ann", false], ["Ann", false], ["Bob", true]]);
    expect(t.clock.pending()).toBe(0);
  });

  it("keeps the guess of a player whose /guess is not one word of letters", async () => {
    const t = table();
    const { round } = await started(t, "c1", "conundrum");
    expect(await answer(t, ann, "two words")).toEqual({ ok: false, error: "That is not a guess (one word only): your guess is still yours to make." });
    expect(await answer(t, ann, "42")).toMatchObject({ ok: false, error: expect.stringMatching(/"4" is not a letter/) });
    expect(await t.store.answersFor(round.id)).toHaveLength(0);
    expect((await answer(t, ann, "chromite")).ok).toBe(true); // still their one guess to make
  });

  it("reads chat in race games in any answer mode, but a sentence is talk, not a guess", async () => {
    const t = table();
    const { round } = await started(t, "c1", "conundrum");
    expect(await answer(t, ann, "this one is hard", "chat")).toEqual({ ok: false, error: "One word per guess.", ignored: true });
    for (const talk of ["👍", "gg!", "42"]) {
      expect(await answer(t, ann, talk, "chat")).toEqual({ ok: false, error: "Not a word: talk, not a guess.", ignored: true });
    }
    expect((await answer(t, ann, "chromite", "chat")).ok).toBe(true);
    expect(await t.store.answersFor(round.id)).toHaveLength(1);
  });
});

describe("find-all answers", () => {
  it("reads the first 30 words of a message and tells the player the rest were not read", async () => {
    const t = table();
    const { round } = await started(t, "c1", "boggle");
    const sent = await answer(t, ann, Array.from({ length: 33 }, () => "zzz").join(" "));
    expect(sent.ok && sent.value.message.split("\n").at(-1)).toBe("… 3 more words not read: at most 30 a message, so send them again.");
    expect(await t.store.answersFor(round.id)).toHaveLength(30);
  });

  it("splits a message into words, judging and storing each, and refuses a word found twice", async () => {
    const t = table();
    const { round } = await started(t, "c1", "boggle");
    const first = await answer(t, ann, "cat, act zzz cat");
    expect(first.ok && first.value.message.split("\n")).toEqual([
      "✅ CAT found", "✅ ACT found", "❌ zzz: not on the board.", "❌ cat: you already found it.",
    ]);
    expect((await answer(t, ann, "act")).ok && (await answer(t, bob, "tea cat")).ok).toBe(true);
    expect((await t.store.answersFor(round.id)).map((a) => `${a.playerName}:${a.text}:${a.ok}`)).toEqual([
      "Ann:cat:true", "Ann:act:true", "Ann:zzz:false", "Ann:cat:false", "Ann:act:false", "Bob:tea:true", "Bob:cat:true",
    ]);
    expect(await t.engine.stop("c1", ann)).toMatchObject({ ok: true, value: { ending: "stopped" } });
    // CAT was found by both: only ACT scores for Ann, only TEA for Bob.
    expect((await t.store.resultsFor(round.id)).map((r) => [r.playerName, r.points])).toEqual([["Ann", 1], ["Bob", 1]]);
  });
});

describe("picking the board", () => {
  it("lets only the starter pick; the last pick starts the clock", async () => {
    const t = table();
    const view = await started(t, "c1", "letters");
    expect(view.round.state).toBe("picking");
    expect(view.round.messageId).toBe("1000");
    expect(view.choices.map((c) => c.id)).toEqual(["a", "e", "t", "rest"]);
    expect(t.announcer.of("picking")).toHaveLength(1);
    expect(await t.engine.pick("c1", bob, "a")).toEqual({ ok: false, error: "Only Ann picks the letters for this round." });
    expect(await answer(t, bob, "cat")).toEqual({ ok: false, error: "The letters are still being picked: answer once the round starts." });
    expect(await t.engine.pick("c1", ann, "x")).toEqual({ ok: false, error: 'no choice "x"' });
    for (const id of ["t", "e", "a", "t"]) {
      t.clock.advance(5_000);
      expect(await t.engine.pick("c1", ann, id)).toMatchObject({ ok: true, value: { round: { state: "picking" } } });
    }
    t.clock.advance(5_000);
    const last = await t.engine.pick("c1", ann, "t");
    expect(last).toMatchObject({ ok: true, value: { boardText: "TEATT", round: { state: "running", endsAt: T0 + 25_000 + 30_000 } } });
    expect(t.announcer.of("started")).toHaveLength(1);
    expect(await t.engine.pick("c1", ann, "t")).toEqual({ ok: false, error: "The board is complete: the round is under way." });
  });

  it("fills in the board when the starter stops picking", async () => {
    const t = table();
    await started(t, "c1", "letters");
    await t.engine.pick("c1", ann, "t");
    t.clock.advance(9_999);
    expect((await t.engine.roundIn("c1"))?.round.state).toBe("picking");
    t.clock.advance(1);
    await t.engine.idle();
    const [start] = t.announcer.of("started");
    expect(start.view.boardText).toBe("TCRAT");
    expect(filledInByBot(start.view.round.board)).toBe(true);
    expect(start.view.round).toMatchObject({ state: "running", endsAt: T0 + 10_000 + 30_000 });
    expect((await t.store.runningRoundIn("c1"))?.messageId).toBe("1001");
  });

  it("fills in the rest at once on Random rest, marking the board as the bot's", async () => {
    const t = table();
    await started(t, "c1", "letters");
    await t.engine.pick("c1", ann, "e");
    t.clock.advance(3_000);
    const rest = await t.engine.pick("c1", ann, "rest");
    expect(rest).toMatchObject({ ok: true, value: { boardText: "ECRAT", round: { state: "running", endsAt: T0 + 3_000 + 30_000 } } });
    expect(rest.ok && filledInByBot(rest.value.round.board)).toBe(true);
    t.clock.advance(10_000); // no pick timer is left to fill in the board again
    await t.engine.idle();
    expect(t.announcer.of("started")).toHaveLength(1);
    expect((await t.engine.roundIn("c1"))?.boardText).toBe("ECRAT");
  });

  it("takes a pick only from the board it was offered on: a second click of the same button is refused", async () => {
    const t = table();
    await started(t, "c1", "letters");
    expect(await t.engine.pick("c1", ann, "t", undefined, 0)).toMatchObject({ ok: true, value: { boardText: "T____" } });
    expect(await t.engine.pick("c1", ann, "t", undefined, 0)).toEqual({ ok: false, error: PICK_TAKEN });
    expect(await t.engine.pick("c1", ann, "t", undefined, 1)).toMatchObject({ ok: true, value: { boardText: "TT___" } });
    expect(filledInByBot((await t.engine.roundIn("c1"))?.round.board)).toBe(false);
  });

  it("cancels a board still being picked when stopped", async () => {
    const t = table();
    await started(t, "c1", "letters");
    expect(await t.engine.stop("c1", bob)).toMatchObject({ ok: true, value: { ending: "stopped", results: [] } });
    expect(t.announcer.of("cancelled").map((e) => e.reason)).toEqual(["Stopped by Bob before the board was complete."]);
    expect(t.clock.pending()).toBe(0);
  });
});

describe("timers and stopping", () => {
  it("warns once before the end, then finishes exactly once", async () => {
    const t = table();
    await started(t, "c1", "conundrum", ann, { duration: 30 });
    t.clock.advance(19_999);
    await t.engine.idle();
    expect(t.announcer.of("warning")).toHaveLength(0);
    t.clock.advance(1);
    await t.engine.idle();
    expect(t.announcer.of("warning").map((e) => e.secondsLeft)).toEqual([WARNING_SECONDS]);
    t.clock.advance(60_000);
    await t.engine.idle();
    expect(t.announcer.of("finished").map((e) => e.outcome.ending)).toEqual(["time"]);
    expect(t.announcer.of("warning")).toHaveLength(1);
  });

  it("no warning for a round of ten seconds or less", async () => {
    const t = table();
    await started(t, "c1", "conundrum", ann, { duration: 10 });
    t.clock.advance(10_000);
    await t.engine.idle();
    expect(t.announcer.events.map((e) => e.kind)).toEqual(["started", "finished"]);
  });

  it("never scores or announces twice when the timer fires during /stop", async () => {
    const t = table();
    const { round } = await started(t, "c1", "letters", ann, { picks: "crate" });
    await answer(t, ann, "trace");
    t.announcer.hold.add("finished");
    const stopping = t.engine.stop("c1", ann);
    t.clock.advance(60_000); // the bell rings while results are being posted
    const second = await t.engine.stop("c1", bob);
    t.announcer.release();
    expect(await stopping).toMatchObject({ ok: true, value: { ending: "stopped" } });
    expect(second).toEqual({ ok: false, error: "No round is running here." });
    await t.engine.idle();
    expect(t.announcer.of("finished")).toHaveLength(1);
    expect(await t.store.resultsFor(round.id)).toHaveLength(1);
  });

  it("a race won at the bell is announced once", async () => {
    const t = table();
    await started(t, "c1", "conundrum", ann, { duration: 30 });
    t.clock.advanceTo(T0 + 29_999);
    await answer(t, bob, "chromatic");
    t.clock.advance(1);
    await t.engine.idle();
    expect(t.announcer.of("finished").map((e) => e.outcome.ending)).toEqual(["solved"]);
  });

  it("close() cancels every timer and leaves the rounds for recovery", async () => {
    const t = table();
    await started(t, "c1", "conundrum");
    await started(t, "c2", "letters");
    expect(t.clock.pending()).toBeGreaterThan(0);
    t.engine.close();
    expect(t.clock.pending()).toBe(0);
    expect(await t.store.unfinishedRounds()).toHaveLength(2);
  });

  it("cancel() ends without scoring and keeps the answers", async () => {
    const t = table();
    const { round } = await started(t, "c1", "boggle");
    await answer(t, ann, "cat");
    await t.engine.cancel("c1", "The channel was deleted.");
    expect((await t.store.getRound(round.id))?.state).toBe("cancelled");
    expect(await t.store.answersFor(round.id)).toHaveLength(1);
    expect(await t.store.resultsFor(round.id)).toEqual([]);
    expect(t.announcer.of("cancelled").map((e) => e.reason)).toEqual(["The channel was deleted."]);
    expect(t.clock.pending()).toBe(0);
  });
});

describe("failures are logged with context, never thrown", () => {
  it("a failed results post leaves the scores written and is tried again, with the same nonce, until it goes out", async () => {
    const t = table();
    const { round } = await started(t, "c1", "conundrum");
    t.announcer.fail.add("finished");
    await answer(t, ann, "chromatic");
    await t.engine.idle();
    expect(await t.store.resultsFor(round.id)).toHaveLength(1);
    expect(t.logger.lines.filter((l) => l.level !== "info")).toEqual([
      {
        level: "warn",
        context: expect.objectContaining({ roundId: round.id, channelId: "c1", game: "conundrum", announcement: "results", attempts: 1, retryInMs: 1000 }),
        message: "announcement failed; will retry",
      },
    ]);
    t.clock.advance(1000); // fails again: the next try waits twice as long
    await t.engine.idle();
    t.announcer.fail.clear();
    t.clock.advance(1999);
    await t.engine.idle();
    expect(t.announcer.of("finished")).toHaveLength(2);
    t.clock.advance(1);
    await t.engine.idle();
    const tries = t.announcer.of("finished");
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((e) => e.nonce)).size).toBe(1);
    expect(await t.store.pendingAnnouncements()).toEqual([]);
    t.clock.advance(600_000);
    await t.engine.idle();
    expect(t.announcer.of("finished")).toHaveLength(3);
  });

  it("a post that can never be delivered is given up at once with one log line", async () => {
    const t = table();
    const { round } = await started(t, "c1", "boggle");
    t.announcer.fail.add("finished");
    t.announcer.failWith = () => new Undeliverable("the channel is gone");
    await t.engine.stop("c1", ann);
    expect((await t.store.getRound(round.id))?.state).toBe("finished");
    expect(await t.store.pendingAnnouncements()).toEqual([]);
    expect(t.logger.errors()).toEqual([
      { context: expect.objectContaining({ roundId: round.id, game: "boggle", announcement: "results" }), message: "announcement given up" },
    ]);
    expect(t.clock.pending()).toBe(0);
  });

  it("announcements that fail, even by throwing at once, are logged and the rounds go on", async () => {
    const t = table();
    for (const kind of ["picking", "warning", "finished", "cancelled"] as const) t.announcer.fail.add(kind);
    t.announcer.roundStarted = () => {
      throw new Error("Missing Access");
    };
    expect(await startIn(t, "c2", "conundrum")).toEqual({ ok: false, error: "The board could not be posted, so the round was cancelled." });
    // A picking board that can't be shown cancels its round too: nobody could pick.
    expect(await startIn(t, "c1", "letters")).toEqual({ ok: false, error: "The board could not be posted, so the round was cancelled." });
    t.announcer.roundStarted = async () => null;
    const { round } = await started(t, "c1", "boggle");
    t.clock.advance(30_000);
    await t.engine.idle();
    expect((await t.store.getRound(round.id))?.state).toBe("finished");
    expect(t.logger.errors().map((e) => [e.message, e.context.game])).toEqual([
      ["could not announce the round; cancelling it", "conundrum"],
      ["could not announce the round; cancelling it", "letters"],
      ["could not warn that time is running out", "boggle"],
    ]);
    expect((await t.store.pendingAnnouncements()).map((a) => a.kind)).toEqual(["results"]); // being retried
  });

  it("when the end cannot be recorded (disk full), nothing is announced and the round is finished once it can be", async () => {
    const t = table();
    const { round } = await started(t, "c1", "letters", ann, { picks: "crate" });
    await answer(t, ann, "trace");
    const finishRound = t.store.finishRound.bind(t.store);
    let full = true;
    (t.store as { finishRound: unknown }).finishRound = (...args: Parameters<typeof finishRound>) => {
      if (full) throw Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" });
      return finishRound(...args);
    };
    t.clock.advance(30_000);
    await t.engine.idle();
    expect(t.announcer.of("finished")).toEqual([]);
    expect(t.announcer.of("cancelled")).toEqual([]);
    expect((await t.store.getRound(round.id))?.state).toBe("running");
    expect(t.logger.errors().map((e) => [e.message, e.context.retryInMs])).toEqual([["could not record the end of the round; trying again", 1000]]);
    expect(await t.engine.stop("c1", bob)).toEqual({ ok: false, error: "The results could not be saved just now; they will be posted as soon as they are." });
    full = false;
    t.clock.advance(2_000);
    await t.engine.idle();
    expect(t.announcer.of("finished").map((e) => e.outcome.results.map((r) => [r.playerName, r.points]))).toEqual([[["Ann", 5]]]);
    expect((await t.store.getRound(round.id))?.state).toBe("finished");
    t.clock.advance(600_000);
    await t.engine.idle();
    expect(t.announcer.of("finished")).toHaveLength(1);
  });

  it("a store failure when time is up is logged with the round's context", async () => {
    const t = table();
    const { round } = await started(t, "c1", "boggle");
    (t.store as { getRound: unknown }).getRound = () => {
      throw new Error("database is locked");
    };
    t.clock.advance(30_000);
    await t.engine.idle();
    expect(t.logger.errors()).toContainEqual({
      context: expect.objectContaining({ roundId: round.id, channelId: "c1", game: "boggle" }),
      message: "could not finish the round",
    });
  });

  it("rules that throw while picking are logged with the round's context and refused", async () => {
    const broken = { ...hiddenRules, picking: { ...hiddenRules.picking!, pick: () => { throw new Error("bug"); } } };
    const t = table({ rules: new Map([["letters", broken as GameRules]]) });
    const { round } = await started(t, "c1", "letters");
    expect(await t.engine.pick("c1", ann, "a")).toEqual({ ok: false, error: "Something went wrong: could not pick." });
    expect(t.logger.errors()).toEqual([
      { context: expect.objectContaining({ roundId: round.id, channelId: "c1", game: "letters" }), message: "could not pick" },
    ]);
  });

  it("a store failure while stopping or cancelling is logged with the round's context", async () => {
    const t = table();
    const { round } = await started(t, "c1", "letters");
    (t.store as { cancelRound: unknown }).cancelRound = () => {
      throw new Error("disk I/O error");
    };
    expect(await t.engine.stop("c1", ann)).toEqual({ ok: false, error: "Something went wrong: could not stop the round." });
    await t.engine.cancel("c1", "The channel was deleted.");
    const where = expect.objectContaining({ roundId: round.id, channelId: "c1", game: "letters" });
    expect(t.logger.errors()).toEqual([
      { context: where, message: "could not stop the round" },
      { context: where, message: "could not cancel the round" },
    ]);
  });

  it("rules that throw while scoring cancel the round and keep its answers", async () => {
    const broken = { ...findAllRules, score: () => { throw new Error("bug"); } };
    const t = table({ rules: new Map([["boggle", broken as GameRules]]) });
    const { round } = await started(t, "c1", "boggle");
    await answer(t, ann, "cat");
    expect(await t.engine.stop("c1", ann)).toEqual({ ok: false, error: "Something went wrong while scoring, so the round was cancelled." });
    await t.engine.idle();
    expect((await t.store.getRound(round.id))?.state).toBe("cancelled");
    expect(await t.store.answersFor(round.id)).toHaveLength(1);
    expect(t.announcer.of("cancelled")).toHaveLength(1);
  });
});
