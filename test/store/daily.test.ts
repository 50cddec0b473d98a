// The daily puzzles' storage: entries per player, game and day; the server's leaderboard over
// a span of days; a player's data forgotten; and announcements kept across migration 7.

import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { MIGRATIONS, migrate } from "../../src/store/migrations.ts";
import type { DailyEntry } from "../../src/games/model.ts";
import { storeEngines, tempStoreOn } from "../support/postgres.ts";
import { storeAt, tempDbPath } from "./temp-store.ts";


const opened = (playerId: string, day: string, guildId: string | null = "100") =>
  ({ playerId, playerName: `name-${playerId}`, game: "conundrum", day, guildId, openedAt: 1 }) as const;
const played = (entry: DailyEntry, points: number): DailyEntry => ({ ...entry, tries: 1, best: "word", points, solved: points > 0, final: true });

describe.each(storeEngines)("daily entries ($name)", (engine) => {
  const open = () => tempStoreOn(engine);
  it("are opened once per player, game and day, and keep their play", async () => {
    const store = await open();
    const first = await store.openDailyEntry(opened("1", "2026-11-23"));
    expect(first).toEqual({ ...opened("1", "2026-11-23"), tries: 0, best: null, points: 0, solved: false, final: false });
    await store.saveDailyEntry({ ...played(first, 10), best: { chain: ["PACKETS", "SWORDFISH"] } });
    expect(await store.openDailyEntry({ ...opened("1", "2026-11-23"), guildId: "999", openedAt: 5 })).toMatchObject({ guildId: "100", openedAt: 1, points: 10, solved: true, best: { chain: ["PACKETS", "SWORDFISH"] } });
    expect(await store.solvedDays("1", "conundrum")).toEqual(["2026-11-23"]);
    expect(await store.dailyEntry("1", "letters", "2026-11-23")).toBeNull();
  });

  it("list a player's solved days oldest first, and a server's entries of a day best first", async () => {
    const store = await open();
    for (const day of ["2026-11-24", "2026-11-22", "2026-11-23"]) await store.saveDailyEntry(played(await store.openDailyEntry(opened("1", day)), day === "2026-11-23" ? 0 : 5));
    expect(await store.solvedDays("1", "conundrum")).toEqual(["2026-11-22", "2026-11-24"]);
    await store.saveDailyEntry(played(await store.openDailyEntry({ ...opened("2", "2026-11-24"), openedAt: 9 }), 8));
    await store.openDailyEntry({ ...opened("3", "2026-11-24"), openedAt: 0 });
    await store.openDailyEntry(opened("4", "2026-11-24", "other"));
    expect((await store.dailyEntriesIn("100", "2026-11-24")).map((e) => [e.playerId, e.points])).toEqual([["2", 8], ["1", 5], ["3", 0]]);
  });

  it("make a server's leaderboard from the day given, leaving out puzzles never answered", async () => {
    const store = await open();
    await store.saveDailyEntry(played(await store.openDailyEntry(opened("1", "2026-11-20")), 10));
    await store.saveDailyEntry(played(await store.openDailyEntry(opened("2", "2026-11-23")), 10));
    await store.saveDailyEntry(played(await store.openDailyEntry(opened("1", "2026-11-23")), 0));
    await store.openDailyEntry(opened("3", "2026-11-23"));
    await store.saveDailyEntry(played(await store.openDailyEntry(opened("4", "2026-11-23", "other")), 10));
    const rows = async (since: string | null) => (await store.dailyLeaderboard("100", since, 0, 10)).entries.map((e) => [e.rank, e.playerId, e.points, e.rounds, e.wins]);
    expect(await rows(null)).toEqual([[1, "1", 10, 2, 1], [1, "2", 10, 1, 1]]);
    expect(await rows("2026-11-23")).toEqual([[1, "2", 10, 1, 1], [2, "1", 0, 1, 0]]);
    await store.saveDailyEntry(played(await store.openDailyEntry({ ...opened("1", "2026-11-24"), playerName: "Ann, renamed" }), 0));
    expect((await store.dailyLeaderboard("100", null, 0, 10)).entries.find((e) => e.playerId === "1")?.playerName).toBe("Ann, renamed");
  });

  it("show the name of the latest puzzle the player opened: the latest day, then the latest opened", async () => {
    const store = await open();
    const entry = async (game: "letters" | "conundrum", day: string, playerName: string, openedAt: number, points: number) =>
      store.saveDailyEntry(played(await store.openDailyEntry({ ...opened("1", day), game, playerName, openedAt }), points));
    await entry("letters", "2026-11-23", "Ann at five", 5, 2);
    await entry("conundrum", "2026-11-23", "Ann at three", 3, 1);
    await entry("letters", "2026-11-22", "Ann the day before", 9, 0);
    expect((await store.dailyLeaderboard("100", null, 0, 10)).entries.map((e) => e.playerName)).toEqual(["Ann at five"]);
  });

  it("page the server's leaderboard, ties in name order, a page past the end showing the last", async () => {
    const store = await open();
    const names = ["dee", "Cal", "bea", "Ann", "eve"];
    for (const [i, name] of names.entries()) await store.saveDailyEntry(played(await store.openDailyEntry({ ...opened(`p${i}`, "2026-11-23"), playerName: name }), i === 4 ? 1 : 10));
    const page = (n: number) => store.dailyLeaderboard("100", null, n, 2);
    expect(await page(0)).toEqual({
      entries: [{ rank: 1, playerId: "p3", playerName: "Ann", points: 10, rounds: 1, wins: 1 }, { rank: 1, playerId: "p2", playerName: "bea", points: 10, rounds: 1, wins: 1 }],
      totalPlayers: 5,
      page: 0,
      pageCount: 3,
    });
    expect((await page(1)).entries.map((e) => [e.rank, e.playerName])).toEqual([[1, "Cal"], [1, "dee"]]);
    expect(await page(7)).toMatchObject({ page: 2, entries: [{ rank: 5, playerName: "eve" }] });
    expect(await store.dailyLeaderboard("elsewhere", null, 3, 2)).toEqual({ entries: [], totalPlayers: 0, page: 0, pageCount: 1 });
  });
});

describe.each(storeEngines)("daily posts and reminders ($name)", (engine) => {
  const open = () => tempStoreOn(engine);
  it("turned off keep the day last posted, so on again does not post it twice", async () => {
    const store = await open();
    await store.subscribeDaily("100", { channelId: "200", time: "09:00", timeZone: "UTC" });
    await store.dailyPosted("100", "2026-11-23");
    await store.unsubscribeDaily("100");
    expect(await store.dailySubscription("100")).toBeNull();
    expect(await store.dailySubscriptions()).toEqual([]);
    await store.subscribeDaily("100", { channelId: "300", time: "10:00", timeZone: "Europe/London" });
    expect(await store.dailySubscription("100")).toEqual({ guildId: "100", channelId: "300", time: "10:00", timeZone: "Europe/London", lastDay: "2026-11-23" });
    await store.subscribeDaily("20", { channelId: "1", time: "08:00", timeZone: "UTC" });
    expect((await store.dailySubscriptions()).map((s) => s.guildId)).toEqual(["100", "20"]);
  });

  it("remind a player who opted in until they opt out, noting the day nudged", async () => {
    const store = await open();
    expect(await store.dailyReminder("1")).toBeNull();
    await store.setDailyReminder("1", "UTC");
    await store.dailyNudged("1", "2026-11-23");
    expect(await store.dailyReminder("1")).toEqual({ timeZone: "UTC", nudgedDay: "2026-11-23" });
    await store.setDailyReminder("1", "Asia/Tokyo");
    expect(await store.dailyReminder("1")).toEqual({ timeZone: "Asia/Tokyo", nudgedDay: "2026-11-23" });
    await store.setDailyReminder("1", null);
    expect(await store.dailyReminder("1")).toBeNull();
  });
});

describe.each(storeEngines)("daily entries forgotten ($name)", (engine) => {
  // That daily posts naming the player are blanked: test/store/privacy.test.ts.
  it("go with the player, and their reminder with them", async () => {
    const store = await tempStoreOn(engine);
    await store.saveDailyEntry(played(await store.openDailyEntry(opened("1", "2026-11-23")), 10));
    await store.saveDailyEntry(played(await store.openDailyEntry(opened("2", "2026-11-23")), 5));
    await store.setDailyReminder("1", "UTC");
    await store.forgetPlayer("1");
    expect(await store.dailyEntry("1", "conundrum", "2026-11-23")).toBeNull();
    expect(await store.dailyReminder("1")).toBeNull();
    expect((await store.dailyLeaderboard("100", null, 0, 10)).entries.map((e) => e.playerId)).toEqual(["2"]);
  });
});

describe("migration 7 (sqlite)", () => {
  it("keeps the announcements waiting for delivery, and lets only daily posts go without a round", async () => {
    const path = tempDbPath();
    const db = new Database(path);
    migrate(db, MIGRATIONS.filter((m) => m.version < 7));
    db.prepare("INSERT INTO rounds (id, guild_id, channel_id, game, state, board, options, seed, started_by, started_at) VALUES (1, 'g', 'c', 'letters', 'running', '{}', '{}', 1, 'p', 1)").run();
    db.prepare("INSERT INTO announcements (round_id, guild_id, channel_id, kind, payload, nonce, created_at) VALUES (1, 'g', 'c', 'board', 'null', 'n', 1)").run();
    db.close();
    const store = storeAt(path);
    expect((await store.pendingAnnouncements()).map((a) => [a.roundId, a.kind, a.nonce])).toEqual([[1, "board", "n"]]);
    await expect(store.addAnnouncement({ roundId: null, guildId: "g", channelId: "c", kind: "results", payload: null, nonce: "x", createdAt: 1 })).rejects.toThrow(/CHECK/);
  });
});
