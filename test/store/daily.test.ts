// The daily puzzles' storage: entries per player, game and day; the server's leaderboard over
// a span of days; a player's data forgotten; and announcements kept across migration 7.

import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { MIGRATIONS, migrate } from "../../src/store/migrations.ts";
import type { DailyEntry } from "../../src/games/model.ts";
import { storeAt, tempDbPath, tempStore } from "./temp-store.ts";

const opened = (playerId: string, day: string, guildId: string | null = "100") =>
  ({ playerId, playerName: `name-${playerId}`, game: "conundrum", day, guildId, openedAt: 1 }) as const;
const played = (entry: DailyEntry, points: number): DailyEntry => ({ ...entry, tries: 1, best: "word", points, solved: points > 0, final: true });

describe("daily entries", () => {
  it("are opened once per player, game and day, and keep their play", () => {
    const store = tempStore();
    const first = store.openDailyEntry(opened("1", "2026-11-23"));
    expect(first).toMatchObject({ tries: 0, best: null, solved: false, final: false });
    store.saveDailyEntry(played(first, 10));
    expect(store.openDailyEntry({ ...opened("1", "2026-11-23"), guildId: "999", openedAt: 5 })).toMatchObject({ guildId: "100", openedAt: 1, points: 10, solved: true, best: "word" });
    expect(store.solvedDays("1", "conundrum")).toEqual(["2026-11-23"]);
    expect(store.dailyEntry("1", "letters", "2026-11-23")).toBeNull();
  });

  it("make a server's leaderboard from the day given, leaving out puzzles never answered", () => {
    const store = tempStore();
    store.saveDailyEntry(played(store.openDailyEntry(opened("1", "2026-11-20")), 10));
    store.saveDailyEntry(played(store.openDailyEntry(opened("2", "2026-11-23")), 10));
    store.saveDailyEntry(played(store.openDailyEntry(opened("1", "2026-11-23")), 0));
    store.openDailyEntry(opened("3", "2026-11-23"));
    store.saveDailyEntry(played(store.openDailyEntry(opened("4", "2026-11-23", "other")), 10));
    const rows = (since: string | null) => store.dailyLeaderboard("100", since, 0, 10).entries.map((e) => [e.rank, e.playerId, e.points, e.rounds, e.wins]);
    expect(rows(null)).toEqual([[1, "1", 10, 2, 1], [1, "2", 10, 1, 1]]);
    expect(rows("2026-11-23")).toEqual([[1, "2", 10, 1, 1], [2, "1", 0, 1, 0]]);
    store.saveDailyEntry(played(store.openDailyEntry({ ...opened("1", "2026-11-24"), playerName: "Ann, renamed" }), 0));
    expect(store.dailyLeaderboard("100", null, 0, 10).entries.find((e) => e.playerId === "1")?.playerName).toBe("Ann, renamed");
  });

  it("are forgotten with the player, and daily posts that named them are blanked", () => {
    const path = tempDbPath();
    const store = storeAt(path);
    store.saveDailyEntry(played(store.openDailyEntry(opened("1", "2026-11-23")), 10));
    store.setDailyReminder("1", "UTC");
    const post = store.addAnnouncement({ roundId: null, guildId: "100", channelId: "200", kind: "daily", payload: { day: "2026-11-24", yesterday: [{ playerId: "1", playerName: "ann" }] }, nonce: "n1", createdAt: 1 });
    store.announcementDelivered(post.id, 2, "m1");
    store.forgetPlayer("1");
    expect(store.dailyEntry("1", "conundrum", "2026-11-23")).toBeNull();
    expect(store.dailyReminder("1")).toBeNull();
    const db = new Database(path, { readonly: true });
    expect(db.prepare("SELECT payload FROM announcements WHERE id = ?").pluck().get(post.id)).toBe("{}");
    db.close();
  });
});

describe("daily posts", () => {
  it("turned off keep the day last posted, so on again does not post it twice", () => {
    const store = tempStore();
    store.subscribeDaily("100", { channelId: "200", time: "09:00", timeZone: "UTC" });
    store.dailyPosted("100", "2026-11-23");
    store.unsubscribeDaily("100");
    expect(store.dailySubscription("100")).toBeNull();
    expect(store.dailySubscriptions()).toEqual([]);
    store.subscribeDaily("100", { channelId: "300", time: "10:00", timeZone: "Europe/London" });
    expect(store.dailySubscription("100")).toEqual({ guildId: "100", channelId: "300", time: "10:00", timeZone: "Europe/London", lastDay: "2026-11-23" });
  });
});

describe("migration 7", () => {
  it("keeps the announcements waiting for delivery, and lets only daily posts go without a round", () => {
    const path = tempDbPath();
    const db = new Database(path);
    migrate(db, MIGRATIONS.filter((m) => m.version < 7));
    db.prepare("INSERT INTO rounds (id, guild_id, channel_id, game, state, board, options, seed, started_by, started_at) VALUES (1, 'g', 'c', 'letters', 'running', '{}', '{}', 1, 'p', 1)").run();
    db.prepare("INSERT INTO announcements (round_id, guild_id, channel_id, kind, payload, nonce, created_at) VALUES (1, 'g', 'c', 'board', 'null', 'n', 1)").run();
    db.close();
    const store = storeAt(path);
    expect(store.pendingAnnouncements().map((a) => [a.roundId, a.kind, a.nonce])).toEqual([[1, "board", "n"]]);
    expect(() => store.addAnnouncement({ roundId: null, guildId: "g", channelId: "c", kind: "results", payload: null, nonce: "x", createdAt: 1 })).toThrow(/CHECK/);
  });
});
