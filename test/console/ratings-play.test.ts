// /leaderboard by:rating in local play, on both engines: the table Discord shows, as text, with
// settled ratings ranked above provisional ("?") ones, and the option refused where it means nothing.

import { describe, expect, it } from "vitest";
import { storeAt, tempDbPath } from "../store/temp-store.ts";
import { pgStoreAt, tempPgDatabase } from "../support/postgres.ts";
import { TOY_RULES } from "../games/engine-fakes.ts";
import { terminal, type Terminal } from "./terminal.ts";
import type { Store } from "../../src/store/types.ts";

interface Table {
  readonly t: Terminal;
  /** Another handle on local play's database, as a second process would have. */
  readonly store: Store;
}

const engines: { name: string; open(): Promise<Table> }[] = [
  {
    name: "sqlite",
    async open() {
      const path = tempDbPath();
      return { t: terminal(path, { rules: TOY_RULES }), store: storeAt(path) };
    },
  },
  {
    name: "postgres",
    async open() {
      const url = await tempPgDatabase();
      return { t: terminal(tempDbPath(), { rules: TOY_RULES, env: { DATABASE_URL: url } }), store: await pgStoreAt(url) };
    },
  },
];

describe.each(engines)("local play's rating table on $name", (engine) => {
  it("ranks a settled rating above provisional ones, each with its games, as Discord's table does", async () => {
    const { t, store } = await engine.open();
    await t.until(/You are Ann/);
    await t.say("/letters picks:crate rated:true", /ends at/);
    await t.say("trace", /TRACE is in/);
    await t.say("/as Bob", /Bob/);
    await t.say("cat", /CAT is in/);
    await t.say("/as Cat", /Cat/);
    await t.say("react", /REACT is in/);
    await t.say("/stop", /Corner/);
    // Cat has played a dozen rated rounds elsewhere, lower rated than Ann but settled.
    const settled = { rating: 1400, deviation: 80, volatility: 0.06, games: 12, lastPlayedAt: t.clock.now() };
    await store.saveRatings({ mode: "letters", guildId: "elsewhere", gameRef: "round:seeded", at: t.clock.now(), players: [{ playerId: "local:cat", rating: settled, opponents: [] }] });
    const rated = await store.ratingsOf("letters", ["local:ann", "local:bob"]);
    const [ann, bob] = [Math.round(rated["local:ann"].rating), Math.round(rated["local:bob"].rating)];
    expect(bob).toBeLessThan(1400);
    expect(ann).toBeGreaterThan(1500);

    expect(await t.say("/leaderboard by:rating game:letters", /Bob.*\n/)).toBe([
      'Ratings: Letters rounds (page 1 of 1; "?" until 10 rated games, ranked after the rest)',
      "  1. Cat  1400 · 12 rated games",
      `  2. Ann  ${ann}? · 1 rated game`,
      `  3. Bob  ${bob}? · 1 rated game`,
      "",
    ].join("\n"));
    expect(await t.say("/leaderboard BY:Rating game:games page:1", /\n.*\n/)).toBe(
      'Ratings: Countdown games (page 1 of 1; "?" until 10 rated games, ranked after the rest)\n   Nobody here has a rating in this yet: play a rated game!\n',
    );
    expect(await t.say("/leaderboard by:points game:letters", /Cat.*\n/)).toMatch(/^Leaderboard: letters, all time/);
  });

  it("refuses by:rating without a game, over a period or for a season, and any other by:", async () => {
    const { t } = await engine.open();
    await t.until(/You are Ann/);
    const refusals: [string, string][] = [
      ["/leaderboard by:rating", "Ratings are kept per game: choose one with game: (game:games ranks whole Countdown games).\n"],
      ["/leaderboard by:rating game:all", "Ratings are kept per game: choose one with game: (game:games ranks whole Countdown games).\n"],
      ["/leaderboard by:rating game:boggle period:week", "A rating stands for all time: leave out the period.\n"],
      ["/leaderboard by:rating game:boggle page:0", "Page is a whole number from 1.\n"],
      ["/leaderboard by:rating season:current", "A season's table is by points: leave out by:rating.\n"],
      ["/leaderboard by:speed", "By is points or rating.\n"],
    ];
    for (const [line, reply] of refusals) expect(await t.say(line, /\n/)).toBe(reply);
    expect(await t.say("/help", /answer to the round in play\.\n/)).toContain("/leaderboard by:rating game:letters [page:1]");
  });
});
