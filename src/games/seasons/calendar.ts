// Seasons' names and bounds: a month ("2026-11") or an ISO week ("2026-W48", weeks from Monday,
// the week holding a Thursday belongs to that Thursday's year), each from midnight to midnight in
// the server's time zone. The day arithmetic is the daily puzzles' (Intl knows summer time).

import { addDays, daysBetween, dayIn, instantOf } from "../daily/calendar.ts";
import type { Day, SeasonLength } from "../model.ts";

export { SEASON_LENGTHS, type SeasonLength } from "../model.ts";

/** A season as a server plays it: its name and the instants it starts and ends (exclusive). */
export interface SeasonSpan {
  readonly name: string;
  readonly startsAt: number;
  readonly endsAt: number;
}

const pad = (n: number): string => String(n).padStart(2, "0");

/** Monday of the week holding `day`. */
const mondayOf = (day: Day): Day => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** "2026-W48": the ISO week of `day`. */
export function isoWeekName(day: Day): string {
  const thursday = addDays(mondayOf(day), 3);
  const year = thursday.slice(0, 4);
  return `${year}-W${pad(Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1)}`;
}

/** The first day of the season `length` holding `day`, and the first day after it. */
function daysOf(length: Exclude<SeasonLength, "off">, day: Day): { name: string; first: Day; next: Day } {
  if (length === "weekly") {
    const first = mondayOf(day);
    return { name: isoWeekName(day), first, next: addDays(first, 7) };
  }
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
  return { name: day.slice(0, 7), first: `${day.slice(0, 7)}-01`, next };
}

/** The season running at `at` in `zone`. */
export function seasonAt(length: Exclude<SeasonLength, "off">, zone: string, at: number): SeasonSpan {
  const { name, first, next } = daysOf(length, dayIn(zone, at));
  return { name, startsAt: instantOf(first, 0, zone), endsAt: instantOf(next, 0, zone) };
}

/** A season's name as typed ("2026-11", "2026-w48"), tidied, or null if it names none. */
export function readSeasonName(text: string): string | null {
  const match = /^(\d{4})-(?:(0[1-9]|1[0-2])|[wW](0[1-9]|[1-4]\d|5[0-3]))$/u.exec(text.trim());
  if (!match) return null;
  return match[2] ? `${match[1]}-${match[2]}` : `${match[1]}-W${match[3]}`;
}

/** The seasons from `from` that end by `until`, oldest first: those a bot that was down missed wholly. */
export function seasonsBetween(length: Exclude<SeasonLength, "off">, zone: string, from: number, until: number): SeasonSpan[] {
  const spans: SeasonSpan[] = [];
  for (let span = seasonAt(length, zone, from); span.endsAt <= until; span = seasonAt(length, zone, span.endsAt)) spans.push(span);
  return spans;
}
