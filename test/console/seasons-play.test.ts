// Seasons in local play, in-process with toy rules and a manual clock: /config seasons, a round,
// the season's end printed at midnight UTC, /leaderboard season: and /stats; and a season whose
// end passed between two sessions, ended once when the next one starts.

import { describe, expect, it } from "vitest";
import { tempDbPath } from "../store/temp-store.ts";
import { TOY_RULES } from "../games/engine-fakes.ts";
import { terminal } from "./terminal.ts";

const MIDNIGHT = Date.UTC(2026, 1, 1);
// Monday: ISO week 2026-W05 ends.
const WEEK_ENDS = Date.UTC(2026, 1, 2);

describe("seasons in local play", () => {
  it("turns seasons on, ends one at midnight UTC with its winners, and shows its table and placings", async () => {
    const t = terminal(tempDbPath(), { rules: TOY_RULES, start: MIDNIGHT - 10 * 60_000 });
    await t.until(/You are Ann/);
    expect(await t.say("/config seasons fortnightly", /\n/)).toBe("/config seasons takes off, monthly, weekly.\n");
    expect(await t.say("/config seasons monthly", /\n/)).toBe("Seasons are monthly, in UTC. Season 2026-01 counts every round since it began and ends 2026-02-01 00:00:00.\n");
    await t.say("/letters picks:crate", /ends at/);
    await t.say("trace", /TRACE is in/);
    await t.say("/as Bob", /Bob/);
    await t.say("cat", /CAT is in/);
    await t.say("/stop", /Corner/);
    const from = t.text().length;
    t.clock.advanceTo(MIDNIGHT);
    expect(await t.until(/starts now\.\n/, from)).toBe("🏆 Season 2026-01 is over.\n   All games:\n      1. Ann: 5 points\n      2. Bob: 0 points\n   Letters:\n      1. Ann: 5 points\n      2. Bob: 0 points\n   Season 2026-02 starts now.\n");
    expect(await t.say("/leaderboard season:2026-01 game:letters", /Bob/)).toBe("Season 2026-01: Letters\n  1. Ann  5 points\n  2. Bob  0 points\n");
    expect(await t.say("/leaderboard season:current", /\n.*\n/)).toBe("Season 2026-02 (under way): All games\n   Nobody has scored this season yet.\n");
    expect(await t.say("/leaderboard season:2025-12", /\n/)).toBe("No season \"2025-12\" has ended here. Ended seasons: 2026-01. season:current shows the one under way.\n");
    expect(await t.say("/stats", /seasons: .*\n/)).toContain("\n   seasons: 2026-01: 2nd of 2 in All games; 2026-01: 2nd of 2 in Letters\n");
  });

  it("ends a season whose end passed between sessions once, as the next session starts", async () => {
    const path = tempDbPath();
    const first = terminal(path, { rules: TOY_RULES, start: WEEK_ENDS - 60_000 });
    await first.until(/You are Ann/);
    await first.say("/config seasons weekly", /Season 2026-W05/);
    await first.say("/letters picks:crate", /ends at/);
    await first.say("trace", /TRACE is in/);
    await first.say("/stop", /Corner/);
    first.end();
    await first.done;
    const second = terminal(path, { rules: TOY_RULES, start: WEEK_ENDS + 3_600_000 });
    expect(await second.until(/starts now\.\n/)).toContain("🏆 Season 2026-W05 is over.\n   All games:\n      1. Ann: 5 points\n");
    await second.say("/round", /\n/);
    second.end();
    await second.done;
    const third = terminal(path, { rules: TOY_RULES, start: WEEK_ENDS + 7_200_000 });
    await third.until(/You are Ann/);
    await third.say("/leaderboard season:current", /\n.*\n/);
    expect(third.text()).not.toContain("is over");
  });
});
