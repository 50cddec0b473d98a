// Reminders a player opted in to: in the last hours of their day, the longest streak still to
// be kept today. Pure; the adapters nudge privately (never a public ping), once a day.

import { DAILY_GAMES, type DailyGame, type Day } from "../model.ts";
import { addDays, dayIn, instantOf } from "./calendar.ts";
import { streakOf } from "./streaks.ts";

/** How long before the end of the day a streak at stake is worth a nudge. */
export const REMIND_HOURS = 3;

export interface StreakAtStake {
  readonly game: DailyGame;
  readonly streak: number;
  readonly day: Day;
  readonly minutesLeft: number;
}

/** The last hours of a player's day, when a nudge may come. */
export interface NudgeHours {
  readonly day: Day;
  readonly minutesLeft: number;
}

/** Today in the zone and the minutes left of it, if the day is nearly over; else null, and a
 *  player's streaks need not be read at all. */
export function nudgeHours(timeZone: string, now: number): NudgeHours | null {
  const day = dayIn(timeZone, now);
  const minutesLeft = Math.ceil((instantOf(addDays(day, 1), 0, timeZone) - now) / 60_000);
  return minutesLeft > REMIND_HOURS * 60 ? null : { day, minutesLeft };
}

/** The longest streak that ends tonight unless today's puzzle is solved. */
export function streakAtStake(solvedDays: Readonly<Record<DailyGame, readonly Day[]>>, { day, minutesLeft }: NudgeHours): StreakAtStake | null {
  const atStake = DAILY_GAMES.filter((game) => !solvedDays[game].includes(day))
    .map((game) => ({ game, streak: streakOf(solvedDays[game], day).current, day, minutesLeft }))
    .filter((s) => s.streak > 0)
    .sort((a, b) => b.streak - a.streak);
  return atStake[0] ?? null;
}

/** "2 hours", "40 minutes": how long is left, as a person would say it. */
export function timeLeft(minutes: number): string {
  return minutes >= 90 ? `${Math.round(minutes / 60)} hours` : minutes >= 60 ? "an hour" : `${minutes} minutes`;
}
