// Seasons in the store, on both engines: one season under way per server, ended once, its
// boards archived as given and read back in pages, the names and a player's placings, and the
// leaderboards over a season's span (finished before its end, at or after its start).

import { describe, expect, it } from "vitest";
import type { LeaderboardEntry } from "../../src/games/model.ts";
import type { RunningSeason } from "../../src/games/seasons/records.ts";
import { storeEngines, tempStoreOn } from "../support/postgres.ts";
import { playRound, result, startRound } from "./temp-store.ts";

const NOV = Date.UTC(2026, 10, 1);
const DEC = Date.UTC(2026, 11, 1);
const JAN = Date.UTC(2027, 0, 1);
const season = (name: string, startsAt: number, endsAt: number, guildId = "g1"): RunningSeason => ({ guildId, name, length: "monthly", timeZone: "UTC", startsAt, endsAt });
const entry = (rank: number, playerId: string, points: number, more: Partial<LeaderboardEntry> = {}): LeaderboardEntry => ({ rank, playerId, playerName: `name-${playerId}`, points, rounds: 2, wins: 1, ...more });

describe.each(storeEngines)("seasons in the store ($name)", (engine) => {
  it("keeps one season under way per server, ends it once, and forgets one given up", async () => {
    const store = await tempStoreOn(engine);
    expect(await store.runningSeason("g1")).toBeNull();
    expect(await store.startSeason(season("2026-11", NOV, DEC))).toBe(true);
    expect(await store.startSeason(season("2026-12", DEC, JAN))).toBe(false);
    expect(await store.startSeason(season("2026-11", NOV, DEC, "g2"))).toBe(true);
    expect(await store.runningSeason("g1")).toEqual(season("2026-11", NOV, DEC));
    expect(await store.runningSeasons()).toEqual([season("2026-11", NOV, DEC), season("2026-11", NOV, DEC, "g2")]);
    expect(await store.endSeason("g1", "2026-11", DEC + 5)).toBe(true);
    expect(await store.endSeason("g1", "2026-11", DEC + 6)).toBe(false);
    expect(await store.startSeason(season("2026-11", NOV, DEC))).toBe(false);
    expect(await store.startSeason(season("2026-12", DEC, JAN))).toBe(true);
    await store.dropRunningSeason("g1");
    expect(await store.runningSeason("g1")).toBeNull();
    expect(await store.endedSeasons("g1")).toEqual(["2026-11"]);
    expect(await store.endSeason("g1", "2026-12", JAN)).toBe(false);
  });

  it("archives a board as given and reads it back in pages; nothing for a season not ended", async () => {
    const store = await tempStoreOn(engine);
    await store.startSeason(season("2026-11", NOV, DEC));
    expect(await store.seasonTable("g1", "2026-11", "all", 0, 10)).toBeNull();
    const entries = [entry(1, "1", 30), entry(2, "2", 20), entry(2, "3", 20), entry(4, "4", 5)];
    const versus = [entry(1, "2", 40, { draws: 1, losses: 0 })];
    await store.atomically(async () => {
      expect(await store.endSeason("g1", "2026-11", DEC)).toBe(true);
      await store.archiveSeasonTable("g1", "2026-11", "all", entries);
      await store.archiveSeasonTable("g1", "2026-11", "letterpress-versus", versus);
    });
    expect(await store.seasonTable("g1", "2026-11", "all", 0, 10)).toEqual({ entries, totalPlayers: 4, page: 0, pageCount: 1 });
    expect(await store.seasonTable("g1", "2026-11", "all", 5, 3)).toEqual({ entries: entries.slice(3), totalPlayers: 4, page: 1, pageCount: 2 });
    expect(await store.seasonTable("g1", "2026-11", "letterpress-versus", 0, 10)).toEqual({ entries: versus, totalPlayers: 1, page: 0, pageCount: 1 });
    expect(await store.seasonTable("g1", "2026-11", "boggle", 0, 10)).toEqual({ entries: [], totalPlayers: 0, page: 0, pageCount: 1 });
    expect(await store.seasonTable("g2", "2026-11", "all", 0, 10)).toBeNull();
  });

  it("lists ended seasons newest first and a player's placings in them", async () => {
    const store = await tempStoreOn(engine);
    for (const [name, from, to] of [["2026-11", NOV, DEC], ["2026-12", DEC, JAN]] as const) {
      await store.startSeason(season(name, from, to));
      await store.endSeason("g1", name, to);
    }
    await store.archiveSeasonTable("g1", "2026-11", "all", [entry(1, "1", 30), entry(2, "2", 20)]);
    await store.archiveSeasonTable("g1", "2026-11", "boggle", [entry(1, "2", 9)]);
    await store.archiveSeasonTable("g1", "2026-12", "letters", [entry(1, "3", 9), entry(2, "4", 8), entry(3, "2", 7)]);
    expect(await store.endedSeasons("g1")).toEqual(["2026-12", "2026-11"]);
    expect(await store.endedSeasons("g2")).toEqual([]);
    expect(await store.seasonPlacings("g1", "2")).toEqual([
      { season: "2026-12", board: "letters", rank: 3, players: 3 },
      { season: "2026-11", board: "boggle", rank: 1, players: 1 },
      { season: "2026-11", board: "all", rank: 2, players: 2 },
    ]);
    expect(await store.seasonPlacings("g2", "2")).toEqual([]);
  });

  it("bounds a leaderboard by a season's span, and names the channel last played in", async () => {
    const store = await tempStoreOn(engine);
    expect(await store.lastRoundChannel("100")).toBeNull();
    await playRound(store, NOV - 1, [result("1", 50)]);
    await playRound(store, NOV, [result("1", 7), result("2", 9)]);
    await playRound(store, DEC - 1, [result("2", 1)]);
    await playRound(store, DEC, [result("1", 100)]);
    const query = { period: "all" as const, page: 0, now: JAN, span: { since: NOV, until: DEC } };
    expect((await store.leaderboard("100", query)).entries.map((e) => [e.playerId, e.points])).toEqual([["2", 10], ["1", 7]]);
    expect((await store.leaderboard("100", { ...query, game: "letters" })).totalPlayers).toBe(2);
    expect((await store.leaderboard("100", { ...query, span: undefined })).entries.map((e) => [e.playerId, e.points])).toEqual([["1", 157], ["2", 10]]);
    expect((await store.gamesWon("100", query)).totalPlayers).toBe(0);
    expect((await store.versusTable("100", query)).totalPlayers).toBe(0);
    await startRound(store, { channelId: "latest", startedAt: JAN });
    expect(await store.lastRoundChannel("100")).toBe("latest");
  });
});

describe.each(storeEngines)("seasons and privacy ($name)", (engine) => {
  it("forgets a player's places and purges a server's seasons", async () => {
    const store = await tempStoreOn(engine);
    for (const guildId of ["g1", "g2"]) {
      await store.startSeason(season("2026-11", NOV, DEC, guildId));
      await store.endSeason(guildId, "2026-11", DEC);
      await store.archiveSeasonTable(guildId, "2026-11", "all", [entry(1, "1", 30), entry(2, "2", 20)]);
      await store.startSeason(season("2026-12", DEC, JAN, guildId));
    }
    await store.forgetPlayer("1");
    expect((await store.seasonTable("g1", "2026-11", "all", 0, 10))?.entries).toEqual([entry(2, "2", 20)]);
    expect(await store.seasonPlacings("g1", "1")).toEqual([]);
    await store.guildLeft("g1", DEC);
    expect(await store.purgeGuildsLeftBy(DEC)).toEqual(["g1"]);
    expect(await store.runningSeason("g1")).toBeNull();
    expect(await store.endedSeasons("g1")).toEqual([]);
    expect(await store.seasonTable("g1", "2026-11", "all", 0, 10)).toBeNull();
    expect(await store.endedSeasons("g2")).toEqual(["2026-11"]);
    expect((await store.runningSeason("g2"))?.name).toBe("2026-12");
  });
});
