import { describe, expect, it } from "vitest";
import { periodStart } from "../../src/store/standings.ts";
import type { LeaderboardQuery } from "../../src/games/model.ts";
import { storeEngines, tempStoreOn } from "../support/postgres.ts";
import { playRound, result, startRound } from "./temp-store.ts";


const at = (iso: string) => Date.parse(iso);

// Wednesday 13 March 2024, noon UTC: the week began on Monday the 11th, the month on the 1st.
const NOW = at("2024-03-13T12:00:00Z");
const DAY_START = at("2024-03-13T00:00:00Z");
const WEEK_START = at("2024-03-11T00:00:00Z");
const MONTH_START = at("2024-03-01T00:00:00Z");

const board = (query: Partial<LeaderboardQuery> = {}): LeaderboardQuery => ({ period: "all", page: 0, now: NOW, ...query });

describe("periodStart", () => {
  it("starts days at 00:00 UTC, weeks on Monday, months on the 1st", () => {
    expect(periodStart("day", NOW)).toBe(DAY_START);
    expect(periodStart("week", NOW)).toBe(WEEK_START);
    expect(periodStart("month", NOW)).toBe(MONTH_START);
    expect(periodStart("all", NOW)).toBeLessThan(0);
  });

  it("handles the edges: Sunday night, Monday midnight, a week begun last month", () => {
    expect(periodStart("week", at("2024-03-17T23:59:59.999Z"))).toBe(WEEK_START);
    expect(periodStart("week", WEEK_START)).toBe(WEEK_START);
    expect(periodStart("week", WEEK_START - 1)).toBe(at("2024-03-04T00:00:00Z"));
    expect(periodStart("week", at("2024-03-02T10:00:00Z"))).toBe(at("2024-02-26T00:00:00Z"));
    expect(periodStart("month", at("2024-02-29T23:59:59.999Z"))).toBe(at("2024-02-01T00:00:00Z"));
    expect(periodStart("day", at("2024-12-31T23:59:59.999Z"))).toBe(at("2024-12-31T00:00:00Z"));
  });
});

describe.each(storeEngines)("leaderboard ($name)", (engine) => {
  const open = () => tempStoreOn(engine);
  it("counts a round in a period by when it finished, to the millisecond", async () => {
    const store = await open();
    const finishes: Record<string, number> = {
      "month-1ms": MONTH_START - 1,
      month: MONTH_START,
      "week-1ms": WEEK_START - 1,
      week: WEEK_START,
      "day-1ms": DAY_START - 1,
      day: DAY_START,
      now: NOW,
    };
    for (const [player, finishedAt] of Object.entries(finishes)) await playRound(store, finishedAt, [result(player, 1)]);
    const players = async (period: LeaderboardQuery["period"]) =>
      (await store.leaderboard("100", board({ period, pageSize: 50 }))).entries.map((e) => e.playerId).sort();

    expect(await players("day")).toEqual(["day", "now"]);
    expect(await players("week")).toEqual(["day", "day-1ms", "now", "week"]);
    expect(await players("month")).toEqual(["day", "day-1ms", "month", "now", "week", "week-1ms"]);
    expect(await players("all")).toHaveLength(7);
  });

  it("ranks ties fairly (1, 2, 2, 4), ties in name order", async () => {
    const store = await open();
    await playRound(store, NOW, [
      result("d", 3, { playerName: "Dee" }),
      result("c", 7, { playerName: "cal" }),
      result("a", 10, { playerName: "Ann", won: true }),
      result("b", 7, { playerName: "Bea" }),
    ]);
    const { entries } = await store.leaderboard("100", board());
    expect(entries.map((e) => [e.rank, e.playerName, e.points])).toEqual([
      [1, "Ann", 10],
      [2, "Bea", 7],
      [2, "cal", 7],
      [4, "Dee", 3],
    ]);
  });

  it("orders tied names as SQLite's NOCASE then BINARY do: ASCII case folded, other letters by code point", async () => {
    const store = await open();
    const names = ["émile", "Zoe", "bob", "Bob", "Émile", "_x", "zed", "Ærø", "10", "9"];
    await playRound(store, NOW, names.map((name, i) => result(`p${i}`, 5, { playerName: name })));
    const { entries } = await store.leaderboard("100", board({ pageSize: 20 }));
    expect(entries.map((e) => e.playerName)).toEqual(["10", "9", "_x", "Bob", "bob", "zed", "Zoe", "Ærø", "Émile", "émile"]);
  });

  it("keeps ranks right across pages, a tie spanning two of them", async () => {
    const store = await open();
    await playRound(store, NOW, [result("a", 10), result("b", 7), result("c", 7), result("d", 7), result("e", 1)]);
    const page = (n: number) => store.leaderboard("100", board({ page: n, pageSize: 2 }));

    expect(await page(0)).toMatchObject({ totalPlayers: 5, page: 0, pageCount: 3 });
    expect((await page(0)).entries.map((e) => [e.rank, e.playerId])).toEqual([[1, "a"], [2, "b"]]);
    expect((await page(1)).entries.map((e) => [e.rank, e.playerId])).toEqual([[2, "c"], [2, "d"]]);
    expect((await page(2)).entries.map((e) => [e.rank, e.playerId])).toEqual([[5, "e"]]);
    expect(await page(9)).toMatchObject({ page: 2, entries: [{ playerId: "e" }] });
    expect(await page(-3)).toMatchObject({ page: 0, entries: [{ playerId: "a" }, { playerId: "b" }] });
    expect((await page(Number.NaN)).page).toBe(0);
    expect((await page(Infinity)).page).toBe(2);
    expect((await page(1.9)).page).toBe(1);
  });

  it("sums points, rounds and wins per player; per game or overall; per guild", async () => {
    const store = await open();
    await playRound(store, NOW, [result("a", 5, { won: true }), result("b", 0)], { game: "letters" });
    await playRound(store, NOW, [result("a", 0), result("b", 10, { won: true })], { game: "numbers" });
    await playRound(store, NOW, [result("b", 7, { won: true })], { game: "numbers" });
    await playRound(store, NOW, [result("z", 99, { won: true })], { guildId: "other", game: "letters" });

    const overall = (await store.leaderboard("100", board())).entries;
    expect(overall.map((e) => [e.playerId, e.points, e.rounds, e.wins])).toEqual([
      ["b", 17, 3, 2],
      ["a", 5, 2, 1],
    ]);
    const letters = (await store.leaderboard("100", board({ game: "letters" }))).entries;
    expect(letters.map((e) => [e.rank, e.playerId, e.points, e.rounds])).toEqual([
      [1, "a", 5, 1],
      [2, "b", 0, 1],
    ]);
    expect(await store.leaderboard("100", board({ game: "boggle" }))).toEqual({ entries: [], totalPlayers: 0, page: 0, pageCount: 1 });
    expect((await store.leaderboard("other", board())).entries.map((e) => e.playerId)).toEqual(["z"]);
  });

  it("leaves out the computer, whose results its rounds keep", async () => {
    const store = await open();
    const round = await playRound(store, NOW, [result("computer", 9, { won: true }), result("a", 4)]);
    expect((await store.leaderboard("100", board())).entries).toEqual([{ rank: 1, playerId: "a", playerName: "name-a", points: 4, rounds: 1, wins: 0 }]);
    expect((await store.resultsFor(round.id)).map((r) => r.playerId)).toContain("computer");
  });

  it("leaves out rounds still running or cancelled", async () => {
    const store = await open();
    const running = await startRound(store, { channelId: "1" });
    await store.addAnswer({ roundId: running.id, playerId: "a", playerName: "A", text: "x", ok: true, reason: null, value: null, receivedAt: NOW });
    const cancelled = await startRound(store, { channelId: "2" });
    await store.cancelRound(cancelled.id, NOW);
    expect((await store.leaderboard("100", board())).totalPlayers).toBe(0);
  });

  it("shows the name a player last used in the guild", async () => {
    const store = await open();
    await playRound(store, NOW - 10, [result("a", 1, { playerName: "Old" })]);
    await playRound(store, NOW, [result("a", 1, { playerName: "New" })]);
    expect((await store.leaderboard("100", board())).entries[0]!.playerName).toBe("New");
    // A late result (recovery after a restart) does not bring the old name back.
    await playRound(store, NOW - 5, [result("a", 1, { playerName: "Older" })]);
    expect((await store.leaderboard("100", board())).entries[0]!.playerName).toBe("New");
  });

  it("clamps the page size to 1–100", async () => {
    const store = await open();
    await playRound(store, NOW, Array.from({ length: 120 }, (_, i) => result(`p${i}`, i)));
    expect((await store.leaderboard("100", board())).entries).toHaveLength(10);
    expect((await store.leaderboard("100", board({ pageSize: 1000 }))).entries).toHaveLength(100);
    expect((await store.leaderboard("100", board({ pageSize: 0 }))).entries).toHaveLength(10);
    expect((await store.leaderboard("100", board({ pageSize: 1 }))).pageCount).toBe(120);
  });
});
