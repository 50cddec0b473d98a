// The rules of the day, without Discord: the same puzzle for the same date, the day turning
// over in the server's time zone, streaks kept and broken, one answer per day where that applies.

import { describe, expect, it, vi } from "vitest";
import { addDays, dayIn, instantOf, puzzleNumber, readTimeZone } from "../../src/games/daily/calendar.ts";
import { Daily, NOT_OPENED } from "../../src/games/daily/daily.ts";
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
  it("is the same board for the same date and game, and another on another date", () => {
    expect(dailySeed(DAY, "letters")).toBe(dailySeed(DAY, "letters"));
    expect(dailySeed(DAY, "letters")).not.toBe(dailySeed(DAY, "conundrum"));
    const letters = dailyPuzzle(DAY, "letters").board;
    expect(letters).toEqual(dailyPuzzle(DAY, "letters").board);
    expect(dailyPuzzle(addDays(DAY, 1), "letters").board).not.toEqual(letters);
    expect(dailyPuzzle(DAY, "letters").number).toBe(puzzleNumber(DAY));
  });

  it("over a year of dates: no conundrum twice within 60 days, a common 6+ letter word on every letters board, no Q without U", () => {
    const year = dailyFigures("2026-01-01", 365);
    // Was 5 repeats, 47 boards without a long common word and 15 with a lone Q.
    expect([year.repeats, year.noSixLetterWord, year.qWithoutU]).toEqual([0, 0, 0]);
    // The daily conundrum keeps the pool's rules and gives nothing away.
    const { startOrEnd, run, stem, familiar, outOfPool } = year.conundrum;
    expect({ startOrEnd, run, stem, outOfPool }).toEqual({ startOrEnd: 0, run: 0, stem: 0, outOfPool: 0 });
    expect(familiar / year.days).toBeGreaterThanOrEqual(0.75);
  });

  it("asks every conundrum in the pool once before any comes back, in a fixed order by puzzle number", () => {
    const pool = conundrumWords("british");
    const cycle = pool.map((_, i) => dailyConundrumAnswer(i + 1));
    expect(new Set(cycle)).toEqual(new Set(pool));
    expect(dailyConundrumAnswer(pool.length + 1)).toBe(cycle[0]);
    const answer = conundrumAnswers(british(), (dailyPuzzle(DAY, "conundrum").board as { scramble: string }).scramble);
    expect(answer).toEqual([dailyConundrumAnswer(puzzleNumber(DAY))]);
  });

  it("deals a Letter Boxed box with par 2 and a solution in common words", () => {
    const { sides, par } = dailyPuzzle(DAY, "letterboxed").board as { sides: string[]; par: number };
    expect(par).toBe(2);
    expect(solveLetterBoxed(loadDictionary("common"), sides, { maxWords: 2, limit: 1 }).par).toBe(2);
  });
});

describe("the day in a time zone", () => {
  const at = Date.parse("2026-11-23T23:30:00Z");

  it("turns over at midnight where the server is", () => {
    expect(dayIn("Europe/London", at)).toBe("2026-11-23");
    expect(dayIn("Europe/Berlin", at)).toBe("2026-11-24");
    expect(dayIn("America/Los_Angeles", at)).toBe("2026-11-23");
  });

  it("finds the instant of a local time, summer time included", () => {
    expect(instantOf("2026-07-01", 9 * 60, "Europe/London")).toBe(Date.parse("2026-07-01T08:00:00Z"));
    expect(instantOf("2026-12-01", 9 * 60, "Europe/London")).toBe(Date.parse("2026-12-01T09:00:00Z"));
    expect(instantOf("2026-03-08", 0, "America/New_York")).toBe(Date.parse("2026-03-08T05:00:00Z"));
  });

  it("reads time zones and times of day, refusing the rest with a reason", () => {
    expect(readTimeZone("europe/london")).toBe("Europe/London");
    expect(readTimeZone("Mars/Olympus")).toBeNull();
    expect(readDailyPostSettings("9", "7:05", "UTC")).toEqual({ ok: true, value: { channelId: "9", time: "07:05", timeZone: "UTC" } });
    expect(readDailyPostSettings("9", "24:00", "UTC")).toMatchObject({ ok: false, error: expect.stringContaining("HH:MM") });
    expect(readDailyPostSettings("9", "09:00", "Nowhere")).toMatchObject({ ok: false, error: expect.stringContaining("time zone") });
  });

  it("makes a server's post once a day, at its own time", () => {
    const tokyo = { guildId: "1", channelId: "2", time: "09:00", timeZone: "Asia/Tokyo", lastDay: null };
    const before = Date.parse("2026-11-23T23:59:00Z"); // 08:59 on the 24th in Tokyo
    expect(postDue(tokyo, before)).toBeNull();
    expect(nextPostAt(tokyo, before)).toBe(Date.parse("2026-11-24T00:00:00Z"));
    expect(postDue(tokyo, before + 60_000)).toBe("2026-11-24");
    expect(postDue({ ...tokyo, lastDay: "2026-11-24" }, before + 60_000)).toBeNull();
    expect(nextPostAt(tokyo, before + 60_000)).toBe(Date.parse("2026-11-25T00:00:00Z"));
  });
});

describe("streaks", () => {
  it("are kept while today is still to play, and broken by a day missed", () => {
    const days = ["2026-11-18", "2026-11-20", "2026-11-21", "2026-11-22"];
    expect(streakOf(days, "2026-11-22")).toEqual({ current: 3, best: 3 });
    expect(streakOf(days, "2026-11-23")).toEqual({ current: 3, best: 3 });
    expect(streakOf(days, "2026-11-24")).toEqual({ current: 0, best: 3 });
    expect(streakOf([...days, "2026-11-24"], "2026-11-24")).toEqual({ current: 1, best: 3 });
    expect(streakOf([], DAY)).toEqual({ current: 0, best: 0 });
  });
});

describe("answers of the day", () => {
  it("take one conundrum guess: a wrong anagram spends it, a slip of the keyboard does not", () => {
    const puzzle = dailyPuzzle(DAY, "conundrum");
    const right = conundrumAnswers(british(), (puzzle.board as { scramble: string }).scramble)[0];
    expect(answerDaily(puzzle, entry("conundrum"), "hello")).toMatchObject({ kind: "refused" });
    const wrong = answerDaily(puzzle, entry("conundrum"), [...right].reverse().join(""));
    expect(wrong).toMatchObject({ kind: "final", entry: { solved: false, final: true, points: 0 } });
    if (wrong.kind === "refused") throw new Error("refused");
    expect(answerDaily(puzzle, wrong.entry, right)).toEqual({ kind: "refused", reason: ALREADY_FINAL });
    expect(answerDaily(puzzle, entry("conundrum"), right)).toMatchObject({ kind: "final", entry: { solved: true, points: 10 } });
  });

  it("let a letters word change until it is made final, then no more", () => {
    const puzzle = dailyPuzzle(DAY, "letters");
    const words = wordsFromLetters(british(), (puzzle.board as { letters: string }).letters);
    expect(finishDaily(puzzle, entry("letters"))).toMatchObject({ kind: "refused" });
    const first = answerDaily(puzzle, entry("letters"), words[0]);
    if (first.kind === "refused") throw new Error(first.reason);
    const second = answerDaily(puzzle, first.entry, words.at(-1)!);
    if (second.kind === "refused") throw new Error(second.reason);
    expect(second.entry).toMatchObject({ best: words.at(-1), final: false, solved: false, tries: 2 });
    const final = finishDaily(puzzle, second.entry);
    expect(final).toMatchObject({ kind: "final", entry: { best: words.at(-1), final: true, solved: true, points: words.at(-1)!.length } });
    if (final.kind === "refused") throw new Error(final.reason);
    expect(answerDaily(puzzle, final.entry, words[0])).toEqual({ kind: "refused", reason: ALREADY_FINAL });
  });

  it("take many Letter Boxed chains, keep the best, and end at par", () => {
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

  it("count for the day the puzzle was opened, and refuse a day never opened", () => {
    const { store, clock, daily, ann } = dailyAt("2026-11-23T23:50:00Z");
    daily.open(ann, null);
    clock.now += 20 * 60_000; // past midnight UTC: the 24th
    expect(daily.today(null)).toBe("2026-11-24");
    const word = longestWord(DAY);
    expect(daily.answer(ann, "letters", DAY, word)).toMatchObject({ kind: "kept" });
    expect(store.dailyEntry(ann.id, "letters", DAY)?.best).toBe(word);
    expect(daily.answer(ann, "letters", "2026-11-24", word)).toEqual({ kind: "refused", reason: NOT_OPENED });
  });
});

describe("streak reminders", () => {
  const solved = { letterboxed: ["2026-11-21", "2026-11-22"], conundrum: ["2026-11-22"], letters: [] };

  it("name the longest streak not yet kept today, only in the day's last hours", () => {
    const evening = Date.parse("2026-11-23T21:30:00Z");
    const hours = nudgeHours("UTC", evening)!;
    expect(nudgeHours("UTC", Date.parse("2026-11-23T20:00:00Z"))).toBeNull();
    expect(streakAtStake(solved, hours)).toEqual({ game: "letterboxed", streak: 2, day: DAY, minutesLeft: 150 });
    expect(streakAtStake({ ...solved, letterboxed: [...solved.letterboxed, DAY] }, hours)).toMatchObject({ game: "conundrum", streak: 1 });
    expect(nudgeHours("Asia/Tokyo", evening)).toBeNull(); // 06:30 there, the day just begun
    expect(streakAtStake(solved, nudgeHours("Asia/Tokyo", Date.parse("2026-11-24T12:30:00Z"))!)).toBeNull(); // the 24th's evening there: the streaks are gone
    expect([timeLeft(150), timeLeft(60), timeLeft(40)]).toEqual(["3 hours", "an hour", "40 minutes"]);
  });

  it("come once a day, and only to players who opted in", () => {
    const { store, clock, daily, ann } = dailyAt("2026-11-22T12:00:00Z");
    daily.open(ann, null);
    daily.answer(ann, "letters", "2026-11-22", longestWord("2026-11-22"));
    daily.finish(ann, "letters", "2026-11-22");
    clock.now = Date.parse("2026-11-23T22:00:00Z");
    expect(daily.reminderDue(ann.id)).toBeNull();
    daily.remind(ann.id, null, true);
    const reads = vi.spyOn(store, "solvedDays");
    expect(daily.reminderDue(ann.id, Date.parse("2026-11-23T12:00:00Z"))).toBeNull();
    expect(reads).not.toHaveBeenCalled(); // hours before the nudge: no streak is read
    expect(daily.reminderDue(ann.id)).toMatchObject({ game: "letters", streak: 1, minutesLeft: 120 });
    expect(daily.reminderDue(ann.id)).toBeNull();
    daily.remind(ann.id, null, false);
    expect(store.dailyReminder(ann.id)).toBeNull();
  });
});
