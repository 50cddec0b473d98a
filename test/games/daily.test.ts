// The rules of the day, without Discord: the same puzzle for the same date, the day turning
// over in the server's time zone, streaks kept and broken, one answer per day where that applies.

import { describe, expect, it, vi } from "vitest";
import { addDays, dayIn, instantOf, puzzleDayAt, puzzleNumber, readTimeZone } from "../../src/games/daily/calendar.ts";
import { closedPuzzle, Daily, NOT_OPENED } from "../../src/games/daily/daily.ts";
import { ALREADY_FINAL, answerDaily, finishDaily } from "../../src/games/daily/play.ts";
import { readDailyPostSettings } from "../../src/games/daily/post-settings.ts";
import { nextPostAt, postDue } from "../../src/games/daily/poster.ts";
import { dailyConundrumAnswer, dailyPuzzle, dailySeed } from "../../src/games/daily/puzzles.ts";
import { conundrumWords } from "../../src/games/conundrum/pool.ts";
import { dailyFigures } from "../../bench/conundrums.ts";
import { streakOf } from "../../src/games/daily/streaks.ts";
import { nudgeHours, streakAtStake, timeLeft } from "../../src/games/daily/reminder.ts";
import type { DailyEntry, DailyGame } from "../../src/games/model.ts";
import { conundrumAnswers } from "../../src/solvers/conundrum.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { solveLetterBoxed } from "../../src/solvers/letterboxed/solutions.ts";
import { showChain } from "../../src/games/letterboxed/check.ts";
import { wordsFromLetters } from "../../src/solvers/letters.ts";
import { tempStore } from "../store/temp-store.ts";

const DAY = "2026-11-23";
const british = () => loadDictionary("british");

/** The longest word of the day's letters board. */
const longestWord = (day: string) => wordsFromLetters(british(), (dailyPuzzle(day, "letters").board as { letters: string }).letters)[0];

/** A Daily on a fresh store, its clock at `start` (move `clock.now`). */
function dailyAt(start: string) {
  const store = tempStore();
  const clock = { now: Date.parse(start) };
  return { store, clock, daily: new Daily(store, () => clock.now), ann: { id: "7", name: "ann" } };
}

const entry = (game: DailyGame, day = DAY): DailyEntry => ({ playerId: "1", playerName: "ann", game, day, guildId: null, openedAt: 0, tries: 0, best: null, points: 0, solved: false, final: false });

describe("the puzzle of the day", () => {
  it("is the same board for the same date and game, and another on another date", async () => {
    expect(dailySeed(DAY, "letters")).toBe(dailySeed(DAY, "letters"));
    expect(dailySeed(DAY, "letters")).not.toBe(dailySeed(DAY, "conundrum"));
    const letters = dailyPuzzle(DAY, "letters").board;
    expect(letters).toEqual(dailyPuzzle(DAY, "letters").board);
    expect(dailyPuzzle(addDays(DAY, 1), "letters").board).not.toEqual(letters);
    expect(dailyPuzzle(DAY, "letters").number).toBe(puzzleNumber(DAY));
  });

  it("over a year of dates: no conundrum twice within 60 days, a common 6+ letter word on every letters board, no Q without U", async () => {
    const year = dailyFigures("2026-01-01", 365);
    // Was 5 repeats, 47 boards without a long common word and 15 with a lone Q.
    expect([year.repeats, year.noSixLetterWord, year.qWithoutU]).toEqual([0, 0, 0]);
    // The daily conundrum keeps the pool's rules and gives nothing away.
    const { startOrEnd, run, stem, familiar, outOfPool } = year.conundrum;
    expect({ startOrEnd, run, stem, outOfPool }).toEqual({ startOrEnd: 0, run: 0, stem: 0, outOfPool: 0 });
    expect(familiar / year.days).toBeGreaterThanOrEqual(0.75);
  });

  it("asks every conundrum in the pool once before any comes back, in a fixed order by puzzle number", async () => {
    const pool = conundrumWords("british");
    const cycle = pool.map((_, i) => dailyConundrumAnswer(i + 1));
    expect(new Set(cycle)).toEqual(new Set(pool));
    expect(dailyConundrumAnswer(pool.length + 1)).toBe(cycle[0]);
    const answer = conundrumAnswers(british(), (dailyPuzzle(DAY, "conundrum").board as { scramble: string }).scramble);
    expect(answer).toEqual([dailyConundrumAnswer(puzzleNumber(DAY))]);
  });

  it("deals a Letter Boxed box with par 2 and a solution in common words", async () => {
    const { sides, par } = dailyPuzzle(DAY, "letterboxed").board as { sides: string[]; par: number };
    expect(par).toBe(2);
    expect(solveLetterBoxed(loadDictionary("common"), sides, { maxWords: 2, limit: 1 }).par).toBe(2);
  });
});

describe("the day in a time zone", () => {
  const at = Date.parse("2026-11-23T23:30:00Z");

  it("turns over at midnight where the server is", async () => {
    expect(dayIn("Europe/London", at)).toBe("2026-11-23");
    expect(dayIn("Europe/Berlin", at)).toBe("2026-11-24");
    expect(dayIn("America/Los_Angeles", at)).toBe("2026-11-23");
  });

  it("finds the instant of a local time, summer time included", async () => {
    expect(instantOf("2026-07-01", 9 * 60, "Europe/London")).toBe(Date.parse("2026-07-01T08:00:00Z"));
    expect(instantOf("2026-12-01", 9 * 60, "Europe/London")).toBe(Date.parse("2026-12-01T09:00:00Z"));
    expect(instantOf("2026-03-08", 0, "America/New_York")).toBe(Date.parse("2026-03-08T05:00:00Z"));
  });

  it("reads time zones and times of day, refusing the rest with a reason", async () => {
    expect(readTimeZone("europe/london")).toBe("Europe/London");
    expect(readTimeZone("Mars/Olympus")).toBeNull();
    expect(readDailyPostSettings("9", "7:05", "UTC")).toEqual({ ok: true, value: { channelId: "9", time: "07:05", timeZone: "UTC" } });
    expect(readDailyPostSettings("9", "24:00", "UTC")).toMatchObject({ ok: false, error: expect.stringContaining("HH:MM") });
    expect(readDailyPostSettings("9", "09:00", "Nowhere")).toMatchObject({ ok: false, error: expect.stringContaining("time zone") });
  });

  it("makes a server's post once a puzzle day, at its own time", async () => {
    const tokyo = { guildId: "1", channelId: "2", time: "09:00", timeZone: "Asia/Tokyo", lastDay: DAY };
    const before = Date.parse("2026-11-23T23:59:00Z"); // 08:59 on the 24th in Tokyo
    expect(postDue(tokyo, before)).toBeNull();
    expect(postDue({ ...tokyo, lastDay: null }, before)).toBe(DAY); // its 09:00 on the 23rd was missed
    expect(nextPostAt(tokyo, before)).toBe(Date.parse("2026-11-24T00:00:00Z"));
    expect(postDue(tokyo, before + 60_000)).toBe("2026-11-24");
    expect(postDue({ ...tokyo, lastDay: "2026-11-24" }, before + 60_000)).toBeNull();
    expect(nextPostAt(tokyo, before + 60_000)).toBe(Date.parse("2026-11-25T00:00:00Z"));
  });

  it("posts, in a server at UTC+14, the puzzle day open everywhere, not its own date's", async () => {
    const kiritimati = { guildId: "1", channelId: "2", time: "09:00", timeZone: "Pacific/Kiritimati", lastDay: null };
    const nine = Date.parse("2026-11-23T19:00:00Z"); // 09:00 on the 24th there; the 23rd in London
    expect(dayIn("Pacific/Kiritimati", nine)).toBe("2026-11-24");
    expect(postDue(kiritimati, nine)).toBe(DAY); // its "yesterday", the 22nd, closed everywhere at 00:00 UTC
    expect(postDue({ ...kiritimati, lastDay: DAY }, nine)).toBeNull();
    // Moved to London the same day: the 23rd was posted, so nothing more until the 24th.
    const london = { ...kiritimati, timeZone: "Europe/London", lastDay: DAY };
    expect(postDue(london, Date.parse("2026-11-23T21:00:00Z"))).toBeNull();
    expect(postDue(london, Date.parse("2026-11-24T09:00:00Z"))).toBe("2026-11-24");
    // A post whose time fell in the day before (the bot was down over midnight) waits for its next time.
    expect(postDue({ ...london, time: "23:30" }, Date.parse("2026-11-24T00:10:00Z"))).toBeNull();
  });
});

describe("streaks", () => {
  it("are kept while today is still to play, and broken by a day missed", async () => {
    const days = ["2026-11-18", "2026-11-20", "2026-11-21", "2026-11-22"];
    expect(streakOf(days, "2026-11-22")).toEqual({ current: 3, best: 3 });
    expect(streakOf(days, "2026-11-23")).toEqual({ current: 3, best: 3 });
    expect(streakOf(days, "2026-11-24")).toEqual({ current: 0, best: 3 });
    expect(streakOf([...days, "2026-11-24"], "2026-11-24")).toEqual({ current: 1, best: 3 });
    expect(streakOf([], DAY)).toEqual({ current: 0, best: 0 });
  });
});

describe("answers of the day", () => {
  it("take one conundrum guess: a wrong anagram spends it, a slip of the keyboard does not", async () => {
    const puzzle = dailyPuzzle(DAY, "conundrum");
    const right = conundrumAnswers(british(), (puzzle.board as { scramble: string }).scramble)[0];
    expect(answerDaily(puzzle, entry("conundrum"), "hello")).toMatchObject({ kind: "refused" });
    const wrong = answerDaily(puzzle, entry("conundrum"), [...right].reverse().join(""));
    expect(wrong).toMatchObject({ kind: "final", entry: { solved: false, final: true, points: 0 } });
    if (wrong.kind === "refused") throw new Error("refused");
    expect(answerDaily(puzzle, wrong.entry, right)).toEqual({ kind: "refused", reason: ALREADY_FINAL });
    expect(answerDaily(puzzle, entry("conundrum"), right)).toMatchObject({ kind: "final", entry: { solved: true, points: 10 } });
  });

  it("let a letters word change until it is made final, then no more", async () => {
    const puzzle = dailyPuzzle(DAY, "letters");
    const words = wordsFromLetters(british(), (puzzle.board as { letters: string }).letters);
    expect(finishDaily(puzzle, entry("letters"))).toMatchObject({ kind: "refused" });
    const first = answerDaily(puzzle, entry("letters"), words[0]);
    if (first.kind === "refused") throw new Error(first.reason);
    const second = answerDaily(puzzle, first.entry, words.at(-1)!);
    if (second.kind === "refused") throw new Error(second.reason);
    // The word counts as it stands (were the day to close now), but may still change.
    expect(second.entry).toMatchObject({ best: words.at(-1), final: false, solved: true, points: words.at(-1)!.length, tries: 2 });
    const final = finishDaily(puzzle, second.entry);
    expect(final).toMatchObject({ kind: "final", entry: { best: words.at(-1), final: true, solved: true, points: words.at(-1)!.length } });
    if (final.kind === "refused") throw new Error(final.reason);
    expect(answerDaily(puzzle, final.entry, words[0])).toEqual({ kind: "refused", reason: ALREADY_FINAL });
  });

  it("take many Letter Boxed chains, keep the best, and end at par", async () => {
    const puzzle = dailyPuzzle(DAY, "letterboxed");
    const { sides } = puzzle.board as { sides: string[] };
    const par = solveLetterBoxed(british(), sides, { maxWords: 2, limit: 1 }).solutions[0];
    const one = answerDaily(puzzle, entry("letterboxed"), par[0]);
    expect(one).toMatchObject({ kind: "kept", better: true, entry: { solved: false, points: 0, final: false, tries: 1 } });
    if (one.kind === "refused") throw new Error(one.reason);
    expect(answerDaily(puzzle, one.entry, "xq")).toMatchObject({ kind: "refused" });
    const again = answerDaily(puzzle, one.entry, par[0]);
    expect(again).toMatchObject({ kind: "kept", better: false, entry: { tries: 2, best: one.entry.best } });
    if (again.kind === "refused") throw new Error(again.reason);
    const two = answerDaily(puzzle, again.entry, par.join(" "));
    expect(two).toMatchObject({ kind: "final", better: true, entry: { points: 10, solved: true, final: true, tries: 3 } });
  });

  it("close for everyone at midnight UTC: a puzzle opened before is refused after, never moved to the next day", async () => {
    const { store, clock, daily, ann } = dailyAt("2026-11-23T23:50:00Z");
    await daily.open(ann, null);
    const word = longestWord(DAY);
    expect(await daily.answer(ann, "letters", DAY, word)).toMatchObject({ kind: "kept" });
    clock.now += 20 * 60_000; // past midnight UTC: the 24th, and the 23rd's answers may be out
    expect(daily.today()).toBe("2026-11-24");
    expect(await daily.answer(ann, "conundrum", DAY, "anything")).toEqual({ kind: "refused", reason: closedPuzzle(puzzleNumber(DAY)) });
    expect(await daily.finish(ann, "letters", DAY)).toEqual({ kind: "refused", reason: closedPuzzle(puzzleNumber(DAY)) });
    // The word sent before midnight, never made final, still counts for the 23rd.
    expect(await store.dailyEntry(ann.id, "letters", DAY)).toMatchObject({ best: word, solved: true, points: word.length === 9 ? 18 : word.length });
    expect(await daily.answer(ann, "letters", "2026-11-24", word)).toEqual({ kind: "refused", reason: NOT_OPENED });
  });

  it("are dated by the one puzzle day, so a server's time zone never adds a streak day", async () => {
    const { store, clock, daily, ann } = dailyAt("2026-11-23T12:00:00Z"); // the 24th already at UTC+14
    const kiritimati = { channelId: "2", time: "09:00", timeZone: "Pacific/Kiritimati" };
    await store.subscribeDaily("100", kiritimati);
    const [box] = await daily.open(ann, "100");
    expect(box.puzzle.day).toBe(DAY);
    const { sides } = box.puzzle.board as { sides: string[] };
    const chain = solveLetterBoxed(british(), sides, { maxWords: 2, limit: 1 }).solutions[0];
    expect(await daily.answer(ann, "letterboxed", DAY, chain.join(" "))).toMatchObject({ kind: "final", card: { streak: { current: 1 } } });
    await store.subscribeDaily("100", { ...kiritimati, timeZone: "America/Los_Angeles" });
    await store.subscribeDaily("200", { ...kiritimati, timeZone: "Pacific/Kiritimati" });
    clock.now += 60_000;
    expect((await daily.open(ann, "200")).map((card) => card.puzzle.day)).toEqual([DAY, DAY, DAY]);
    expect((await daily.records(ann.id)).letterboxed).toEqual({ solved: 1, streak: { current: 1, best: 1 } });
    expect(puzzleDayAt(clock.now)).toBe(DAY);
  });

  it("take the chain as the bot prints it, with its dash", async () => {
    const puzzle = dailyPuzzle(DAY, "letterboxed");
    const chain = solveLetterBoxed(british(), (puzzle.board as { sides: string[] }).sides, { maxWords: 2, limit: 1 }).solutions[0];
    expect(showChain(chain)).toContain("–");
    expect(answerDaily(puzzle, entry("letterboxed"), showChain(chain))).toMatchObject({ kind: "final", entry: { solved: true, points: 10 } });
    expect(answerDaily(puzzle, entry("letterboxed"), chain.map((w) => w.toUpperCase()).join(" — "))).toMatchObject({ kind: "final" });
  });

  it("say, once final, how the answer compares with the best without naming it", async () => {
    const { daily, ann } = dailyAt("2026-11-23T12:00:00Z");
    await daily.open(ann, null);
    const words = wordsFromLetters(british(), (dailyPuzzle(DAY, "letters").board as { letters: string }).letters);
    const short = words.at(-1)!;
    const kept = await daily.answer(ann, "letters", DAY, short);
    expect(kept).toMatchObject({ kind: "kept", card: { versusBest: null, share: null } });
    const final = await daily.finish(ann, "letters", DAY);
    if (final.kind === "refused") throw new Error(final.reason);
    const longest = words[0].length;
    expect(final.card.versusBest).toContain(`The longest here is ${longest} letters`);
    expect(final.card.versusBest).toContain(`yours has ${short.length}`);
    expect(final.card.versusBest).not.toContain(words[0].toUpperCase());
    expect(final.card.versusBest?.toLowerCase()).not.toContain(words[0]);
    expect(final.card.share).toContain(`${short.length} letters`);
  });
});

describe("streak reminders", () => {
  const solved = { letterboxed: ["2026-11-21", "2026-11-22"], conundrum: ["2026-11-22"], letters: [] };

  it("name the longest streak not yet kept today, only in the day's last hours", async () => {
    const evening = Date.parse("2026-11-23T21:30:00Z");
    const hours = nudgeHours("UTC", evening)!;
    expect(nudgeHours("UTC", Date.parse("2026-11-23T20:00:00Z"))).toBeNull();
    expect(streakAtStake(solved, hours)).toEqual({ game: "letterboxed", streak: 2, day: DAY, minutesLeft: 150 });
    expect(streakAtStake({ ...solved, letterboxed: [...solved.letterboxed, DAY] }, hours)).toMatchObject({ game: "conundrum", streak: 1 });
    expect(nudgeHours("Asia/Tokyo", evening)).toBeNull(); // 06:30 there, the day just begun
    expect(streakAtStake(solved, nudgeHours("Asia/Tokyo", Date.parse("2026-11-24T12:30:00Z"))!)).toBeNull(); // the 24th's evening there: the streaks are gone
    expect([timeLeft(150), timeLeft(60), timeLeft(40)]).toEqual(["3 hours", "an hour", "40 minutes"]);
  });

  it("come once a day, and only to players who opted in", async () => {
    const { store, clock, daily, ann } = dailyAt("2026-11-22T12:00:00Z");
    await daily.open(ann, null);
    await daily.answer(ann, "letters", "2026-11-22", longestWord("2026-11-22"));
    await daily.finish(ann, "letters", "2026-11-22");
    clock.now = Date.parse("2026-11-23T22:00:00Z");
    expect(await daily.reminderDue(ann.id)).toBeNull();
    await daily.remind(ann.id, true);
    const reads = vi.spyOn(store, "solvedDays");
    expect(await daily.reminderDue(ann.id, Date.parse("2026-11-23T12:00:00Z"))).toBeNull();
    expect(reads).not.toHaveBeenCalled(); // hours before the nudge: no streak is read
    expect(await daily.reminderDue(ann.id)).toMatchObject({ game: "letters", streak: 1, minutesLeft: 120 });
    expect(await daily.reminderDue(ann.id)).toBeNull();
    await daily.remind(ann.id, false);
    expect(await store.dailyReminder(ann.id)).toBeNull();
  });
});
