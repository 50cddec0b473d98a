// Ratings in the store, on both engines: a rated game saved whole, meetings counted by day,
// the history a chart draws, a server's table among its members, and forgetting.

import { describe, expect, it } from "vitest";
import type { Rating } from "../../src/games/ratings/glicko.ts";
import type { RatedGame } from "../../src/games/ratings/records.ts";
import { storeEngines, tempStoreOn } from "../support/postgres.ts";
import { playRound, result } from "./temp-store.ts";

const NOW = Date.UTC(2026, 10, 27, 12);
const HOUR = 3_600_000;

const rated = (rating: number, games: number, at = NOW): Rating => ({ rating, deviation: Math.max(50, 350 - games * 10), volatility: 0.06, games, lastPlayedAt: at });

function game(gameRef: string, players: Record<string, Rating>, more: Partial<RatedGame> = {}): RatedGame {
  const ids = Object.keys(players);
  return {
    mode: "countdown", guildId: "g1", gameRef, at: NOW,
    players: ids.map((playerId) => ({ playerId, rating: players[playerId], opponents: ids.filter((o) => o !== playerId) })),
    ...more,
  };
}

describe.each(storeEngines)("ratings in the store ($name)", (engine) => {
  it("saves a rated game's ratings and reads them back per mode", async () => {
    const store = await tempStoreOn(engine);
    expect(await store.ratingsOf("countdown", ["1", "2"])).toEqual({});
    const ann = { rating: 1562.123456789, deviation: 290.5, volatility: 0.0599993, games: 1, lastPlayedAt: NOW };
    const bob = { rating: 1437.876543211, deviation: 290.5, volatility: 0.0599993, games: 1, lastPlayedAt: NOW };
    await store.saveRatings(game("countdown:1", { "1": ann, "2": bob }));
    expect(await store.ratingsOf("countdown", ["1", "2", "3"])).toEqual({ "1": ann, "2": bob });
    expect(await store.ratingsOf("letters", ["1"])).toEqual({});
    const later = { ...ann, rating: 1600, games: 2, lastPlayedAt: NOW + HOUR };
    await store.saveRatings(game("countdown:2", { "1": later }, { at: NOW + HOUR }));
    await store.saveRatings(game("round:9", { "1": rated(1510, 1) }, { mode: "letters" }));
    expect(await store.playerRatings("1")).toEqual({ countdown: later, letters: rated(1510, 1) });
    expect(await store.playerRatings("9")).toEqual({});
  });

  it("refuses to rate one game twice, leaving the first", async () => {
    const store = await tempStoreOn(engine);
    await store.saveRatings(game("countdown:1", { "1": rated(1550, 1) }));
    await expect(store.atomically(() => store.saveRatings(game("countdown:1", { "1": rated(1600, 2) })))).rejects.toThrow();
    expect((await store.ratingsOf("countdown", ["1"]))["1"]).toEqual(rated(1550, 1));
  });

  it("counts a player's meetings by opponent since a time, in one mode", async () => {
    const store = await tempStoreOn(engine);
    await store.saveRatings(game("countdown:1", { "1": rated(1500, 1), "2": rated(1500, 1), "computer:hard": rated(1500, 1) }, { at: NOW - 13 * HOUR }));
    await store.saveRatings(game("countdown:2", { "1": rated(1500, 2), "2": rated(1500, 2) }, { at: NOW }));
    await store.saveRatings(game("countdown:3", { "1": rated(1500, 3), "2": rated(1500, 3) }, { at: NOW + 1 }));
    await store.saveRatings(game("round:4", { "1": rated(1500, 1), "2": rated(1500, 1) }, { mode: "letters", at: NOW }));
    expect(await store.meetingsSince("countdown", "1", NOW - 24 * HOUR)).toEqual({ "2": 3, "computer:hard": 1 });
    expect(await store.meetingsSince("countdown", "1", NOW - 12 * HOUR)).toEqual({ "2": 2 });
    expect(await store.meetingsSince("letters", "2", NOW)).toEqual({ "1": 1 });
  });

  it("keeps a point per rated game for the chart, oldest first", async () => {
    const store = await tempStoreOn(engine);
    await store.saveRatings(game("countdown:1", { "1": rated(1560, 1) }, { at: NOW - 2 * HOUR }));
    await store.saveRatings(game("round:2", { "1": rated(1480, 1) }, { at: NOW - HOUR, mode: "numbers" }));
    await store.saveRatings(game("countdown:3", { "1": rated(1590, 2) }, { at: NOW }));
    expect(await store.ratingHistory("1", NOW - HOUR)).toEqual([
      { mode: "numbers", at: NOW - HOUR, rating: 1480, deviation: 340 },
      { mode: "countdown", at: NOW, rating: 1590, deviation: 330 },
    ]);
    expect(await store.ratingHistory("1", 0)).toHaveLength(3);
  });

  it("ranks a mode's ratings among the server's members, established before provisional, paged", async () => {
    const store = await tempStoreOn(engine);
    await store.saveRatings(game("countdown:1", { a: rated(1700, 12), b: rated(1800, 3), c: rated(1650, 10) }));
    await store.saveRatings(game("countdown:2", { d: rated(1650, 30) }));
    // e was rated elsewhere but plays rounds here; f is rated elsewhere only.
    await store.saveRatings(game("countdown:3", { e: rated(1900, 40), f: rated(2000, 40) }, { guildId: "g2" }));
    await playRound(store, NOW, [result("e", 5, { playerName: "Eve" }), result("a", 3, { playerName: "Ann" })], { guildId: "g1" });
    await store.saveRatings(game("round:5", { g: rated(1999, 20) }, { mode: "letters" }));

    const table = await store.ratingTable("g1", { mode: "countdown", page: 0 });
    expect(table.entries.map((e) => [e.rank, e.playerId, e.playerName, e.rating, e.games])).toEqual([
      [1, "e", "Eve", 1900, 40],
      [2, "a", "Ann", 1700, 12],
      [3, "c", "c", 1650, 10],
      [3, "d", "d", 1650, 30],
      [5, "b", "b", 1800, 3],
    ]);
    expect(table.totalPlayers).toBe(5);
    expect(table.pageCount).toBe(1);
    expect(table.entries[0].deviation).toBe(50);
    const second = await store.ratingTable("g1", { mode: "countdown", page: 7, pageSize: 2 });
    expect(second.page).toBe(2);
    expect(second.pageCount).toBe(3);
    expect(second.entries.map((e) => e.playerId)).toEqual(["b"]);
    expect((await store.ratingTable("g3", { mode: "countdown", page: 0 })).entries).toEqual([]);
  });

  // SQLite runs one writer at a time by itself; PostgreSQL's READ COMMITTED needs the lock.
  it.runIf(engine.name === "postgres")("rates a player's two games ending at once one after the other, from two connections", async () => {
    const open = await engine.database();
    const [one, two] = [await open(), await open()];
    await one.saveRatings(game("countdown:0", { "1": rated(1500, 1) }));
    // Each game's end reads the rating and saves the next, in its own transaction; the second
    // reads while the first has read and not yet saved.
    let readFirst!: () => void;
    let saveFirst!: () => void;
    const firstRead = new Promise<void>((resolve) => (readFirst = resolve));
    const firstMaySave = new Promise<void>((resolve) => (saveFirst = resolve));
    const end = (store: typeof one, ref: string, between: () => Promise<void>) =>
      store.atomically(async () => {
        const { "1": now } = await store.ratingsOf("countdown", ["1"]);
        await between();
        await store.saveRatings(game(ref, { "1": { ...now, rating: now.rating + 10, games: now.games + 1 } }));
      });
    const first = end(one, "countdown:1", async () => {
      readFirst();
      await firstMaySave;
    });
    await firstRead;
    const second = end(two, "countdown:2", async () => {});
    await new Promise((resolve) => setTimeout(resolve, 50)); // the second's read is under way
    saveFirst();
    await Promise.all([first, second]);
    expect((await one.ratingsOf("countdown", ["1"]))["1"]).toMatchObject({ rating: 1520, games: 3 });
  });

  it("remembers which single rounds are rated, and forgets them with their server", async () => {
    const store = await tempStoreOn(engine);
    const round = await playRound(store, NOW, [result("1", 5)], { guildId: "g9" });
    const other = await playRound(store, NOW, [result("1", 5)], { guildId: "g9" });
    await store.setRated(round.id);
    await store.setRated(round.id);
    expect([await store.isRated(round.id), await store.isRated(other.id)]).toEqual([true, false]);
    await store.guildLeft("g9", NOW);
    await store.purgeGuildsLeftBy(NOW);
    expect(await store.isRated(round.id)).toBe(false);
  });

  it("forgets a player's ratings, history and meetings; a server purged keeps ratings, not where", async () => {
    const store = await tempStoreOn(engine);
    await store.saveRatings(game("countdown:1", { "1": rated(1550, 1), "2": rated(1450, 1) }));
    await store.forgetPlayer("1");
    expect(await store.playerRatings("1")).toEqual({});
    expect(await store.ratingHistory("1", 0)).toEqual([]);
    expect(await store.meetingsSince("countdown", "2", 0)).toEqual({});
    expect(await store.playerRatings("2")).toEqual({ countdown: rated(1450, 1) });

    await store.guildLeft("g1", NOW);
    await store.purgeGuildsLeftBy(NOW);
    expect(await store.playerRatings("2")).toEqual({ countdown: rated(1450, 1) });
    expect(await store.ratingHistory("2", 0)).toHaveLength(1);
    expect((await store.ratingTable("g1", { mode: "countdown", page: 0 })).entries).toEqual([]);
  });
});

