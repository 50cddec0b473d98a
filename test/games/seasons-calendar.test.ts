// Seasons' names and bounds: months, ISO weeks (years that start or end mid-week), time zones and
// summer-time changes (a season starts at local midnight whatever the offset that day).

import { describe, expect, it } from "vitest";
import { isoWeekName, readSeasonName, seasonAt, seasonsBetween } from "../../src/games/seasons/calendar.ts";

const utc = (text: string) => Date.parse(text);

describe("season calendar", () => {
  it("names months and runs them from local midnight on the 1st to the next 1st", () => {
    expect(seasonAt("monthly", "UTC", utc("2026-11-15T12:00:00Z"))).toEqual({ name: "2026-11", startsAt: utc("2026-11-01T00:00:00Z"), endsAt: utc("2026-12-01T00:00:00Z") });
    expect(seasonAt("monthly", "UTC", utc("2026-12-31T23:59:59Z"))).toEqual({ name: "2026-12", startsAt: utc("2026-12-01T00:00:00Z"), endsAt: utc("2027-01-01T00:00:00Z") });
  });

  it("reads the month in the server's zone: 23:30 UTC on the 31st is already next month in Berlin", () => {
    const at = utc("2026-10-31T23:30:00Z");
    expect(seasonAt("monthly", "UTC", at).name).toBe("2026-10");
    expect(seasonAt("monthly", "Europe/Berlin", at)).toEqual({ name: "2026-11", startsAt: utc("2026-10-31T23:00:00Z"), endsAt: utc("2026-11-30T23:00:00Z") });
    expect(seasonAt("monthly", "America/New_York", utc("2026-11-01T03:00:00Z")).name).toBe("2026-10");
  });

  it("keeps local midnight across summer time: October in London starts at +01:00 and ends at +00:00", () => {
    expect(seasonAt("monthly", "Europe/London", utc("2026-10-15T12:00:00Z"))).toEqual({ name: "2026-10", startsAt: utc("2026-09-30T23:00:00Z"), endsAt: utc("2026-11-01T00:00:00Z") });
    // The week of the spring change in New York is an hour short.
    const week = seasonAt("weekly", "America/New_York", utc("2026-03-10T12:00:00Z"));
    expect(week).toEqual({ name: "2026-W11", startsAt: utc("2026-03-09T04:00:00Z"), endsAt: utc("2026-03-16T04:00:00Z") });
    expect(seasonAt("weekly", "America/New_York", utc("2026-03-04T12:00:00Z")).endsAt).toBe(utc("2026-03-09T04:00:00Z"));
    expect(seasonAt("weekly", "America/New_York", utc("2026-03-04T12:00:00Z")).startsAt).toBe(utc("2026-03-02T05:00:00Z"));
  });

  it("names ISO weeks: Monday to Sunday, in the year of their Thursday", () => {
    expect(isoWeekName("2026-11-27")).toBe("2026-W48");
    expect(isoWeekName("2026-11-23")).toBe("2026-W48");
    expect(isoWeekName("2026-11-29")).toBe("2026-W48");
    expect(isoWeekName("2026-11-30")).toBe("2026-W49");
    expect(isoWeekName("2027-01-01")).toBe("2026-W53");
    expect(isoWeekName("2024-12-30")).toBe("2025-W01");
    expect(isoWeekName("2021-01-03")).toBe("2020-W53");
    expect(isoWeekName("2026-01-01")).toBe("2026-W01");
    expect(seasonAt("weekly", "UTC", utc("2027-01-01T10:00:00Z"))).toEqual({ name: "2026-W53", startsAt: utc("2026-12-28T00:00:00Z"), endsAt: utc("2027-01-04T00:00:00Z") });
    expect(seasonAt("weekly", "Asia/Tokyo", utc("2026-11-29T15:30:00Z")).name).toBe("2026-W49");
  });

  it("lists the seasons wholly passed between two instants, oldest first, across summer time", () => {
    const from = Date.parse("2026-10-18T23:00:00Z"); // Monday 19 October, midnight in London (+01:00)
    expect(seasonsBetween("weekly", "Europe/London", from, Date.parse("2026-11-04T12:00:00Z"))).toEqual([
      { name: "2026-W43", startsAt: from, endsAt: Date.parse("2026-10-26T00:00:00Z") },
      { name: "2026-W44", startsAt: Date.parse("2026-10-26T00:00:00Z"), endsAt: Date.parse("2026-11-02T00:00:00Z") },
    ]);
    expect(seasonsBetween("monthly", "UTC", Date.parse("2026-11-01T00:00:00Z"), Date.parse("2026-11-30T00:00:00Z"))).toEqual([]);
  });

  it("reads a season's name as typed, or nothing", () => {
    expect(readSeasonName(" 2026-11 ")).toBe("2026-11");
    expect(readSeasonName("2026-w08")).toBe("2026-W08");
    for (const bad of ["2026-13", "2026-W54", "2026-W00", "26-11", "current", "2026-11; DROP"]) expect(readSeasonName(bad)).toBeNull();
  });
});
