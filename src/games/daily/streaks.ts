// Streaks: days in a row with the game solved. Today not solved yet keeps yesterday's streak
// alive (the player still has today); a day missed ends it.

import type { Day, Streak } from "../model.ts";
import { addDays, daysBetween } from "./calendar.ts";

export function streakOf(solvedDays: readonly Day[], today: Day): Streak {
  const days = [...new Set(solvedDays)].sort();
  let best = 0;
  let run = 0;
  days.forEach((day, i) => {
    run = i > 0 && daysBetween(days[i - 1], day) === 1 ? run + 1 : 1;
    best = Math.max(best, run);
  });
  const last = days.at(-1);
  const alive = last !== undefined && (last === today || last === addDays(today, -1));
  return { current: alive ? run : 0, best };
}
