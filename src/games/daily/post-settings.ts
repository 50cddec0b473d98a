// Reading a server's daily-post settings as a manager types them: a time of day (HH:MM,
// 24-hour) and an IANA time zone; each mistake gets its own short message.

import type { DailyPostSettings } from "../model.ts";
import type { Checked } from "../rules.ts";
import { readTimeOfDay, readTimeZone } from "./calendar.ts";

export function readDailyPostSettings(channelId: string, time: string, timeZone: string): Checked<DailyPostSettings> {
  const minutes = readTimeOfDay(time);
  if (minutes === null) return { ok: false, error: `"${time.slice(0, 20)}" is not a time of day: give it as HH:MM, 24-hour, e.g. 09:00 or 18:30.` };
  const zone = readTimeZone(timeZone);
  if (zone === null) return { ok: false, error: `I don't know the time zone "${timeZone.slice(0, 40)}": pick one from the list, e.g. Europe/London or America/New_York.` };
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  return { ok: true, value: { channelId, time: hhmm, timeZone: zone } };
}
