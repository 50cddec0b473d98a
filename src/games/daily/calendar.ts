// Days of the daily puzzles: the puzzle day (one UTC date for everyone), which date it is in a
// server's time zone (for its post), the instant a local time falls on, and days counted apart. Intl knows every IANA zone and its summer time, so no table here.

import type { Day, Period } from "../model.ts";

/** Day 1 of the daily puzzles: puzzle numbers count from it. */
export const FIRST_DAY: Day = "2025-01-01";
const DAY_MS = 86_400_000;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { timeZone: zone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" });
    formats.set(zone, format);
  }
  return format;
}

/** The zone as Intl names it ("europe/london" → "Europe/London"), or null if Intl does not know it. */
export function readTimeZone(text: string): string | null {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/u.test(text.trim())) return null;
  try {
    return formatIn(text.trim()).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Every zone name Intl offers, for autocomplete. */
export const TIME_ZONES: readonly string[] = ["UTC", ...Intl.supportedValuesOf("timeZone").filter((zone) => zone !== "UTC")];

/** The wall clock in `zone` at `at`, as UTC fields (a local time read as if it were UTC). */
function wallClock(zone: string, at: number): number {
  const part = Object.fromEntries(formatIn(zone).formatToParts(at).map((p) => [p.type, p.value]));
  return Date.UTC(Number(part.year), Number(part.month) - 1, Number(part.day), Number(part.hour), Number(part.minute));
}

/** The date in `zone` at `at`. */
export function dayIn(zone: string, at: number): Day {
  return new Date(wallClock(zone, at)).toISOString().slice(0, 10);
}

/** The instant the clocks in `zone` show `minutes` past midnight on `day` (a time skipped by a
 *  summer-time change falls an hour later). */
export function instantOf(day: Day, minutes: number, zone: string): number {
  const wanted = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
  const first = wanted - (wallClock(zone, wanted) - Math.floor(wanted / 60_000) * 60_000);
  return wanted - (wallClock(zone, first) - Math.floor(first / 60_000) * 60_000);
}

export function addDays(day: Day, days: number): Day {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The puzzle day at `at`: the UTC date, one day for everyone. A puzzle opens and closes at
 *  the same instant everywhere, so its answers can be shown the moment it closes. */
export function puzzleDayAt(at: number): Day {
  return new Date(at).toISOString().slice(0, 10);
}

/** When the puzzles of `day` close: the next midnight UTC. */
export function puzzleDayEnds(day: Day): number {
  return Date.parse(`${addDays(day, 1)}T00:00:00Z`);
}

/** The puzzle number players quote: 1 on FIRST_DAY. */
export const puzzleNumber = (day: Day): number => daysBetween(FIRST_DAY, day) + 1;

/** "HH:MM" (24-hour) as minutes past midnight, or null. */
export function readTimeOfDay(text: string): number | null {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/u.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The first day of the leaderboard period holding `today` (weeks from Monday), or null for all time. */
export function periodStartDay(period: Period, today: Day): Day | null {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const starts: Readonly<Record<Period, Day | null>> = { all: null, day: today, week: addDays(today, -weekday), month: `${today.slice(0, 8)}01` };
  return starts[period];
}
