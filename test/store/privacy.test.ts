// Forgetting in the store, on both engines: a player's own data everywhere on request (and
// the sent messages' copies that named them), and everything of a server the bot left once
// the grace period is over; each in one transaction.

import { describe, expect, it } from "vitest";
import type { CountdownGame, CountdownPlayer } from "../../src/games/model.ts";
import { pgStore } from "../../src/store/pg/store.ts";
import type { Store } from "../../src/store/types.ts";
import { tempPgSql } from "../support/postgres.ts";
import { playRound, result, startRound, tempStore } from "./temp-store.ts";

/** A store, and a way to read an announcement's payload as stored, whatever its state. */
interface Opened {
  readonly store: Store;
  payloadOf(id: number): Promise<unknown>;
}

const engines: { name: string; open(): Promise<Opened> }[] = [
  {
    name: "sqlite",
    async open() {
      const store = tempStore();
      return { store, payloadOf: async (id) => store.db.prepare("SELECT payload FROM announcements WHERE id = ?").pluck().get(id) };
    },
  },
  {
    name: "postgres",
    async open() {
      const sql = await tempPgSql();
      return { store: pgStore(sql), payloadOf: async (id) => (await sql.one<{ payload: string }>("SELECT payload FROM announcements WHERE id = $1", [id]))?.payload };
    },
  },
];

const NOW = Date.UTC(2026, 0, 5, 12);
const person = (id: string, name: string): CountdownPlayer => ({ id, name, computer: false, idle: 0, dropped: false });

async function answer(store: Store, roundId: number, playerId: string, text = "word") {
  return store.addAnswer({ roundId, playerId, playerName: `name-${playerId}`, text, ok: true, reason: null, value: text, receivedAt: NOW });
}

async function game(store: Store, guildId: string, channelId: string, players: CountdownPlayer[], over: boolean): Promise<CountdownGame> {
  const opened = await store.openGame({ guildId, channelId, format: "short", level: null, state: "lobby", players, startedBy: players[0]!.id, scores: [], roundId: null, winners: [], createdAt: NOW, finishedAt: null, lobbyChannelId: channelId, lobbyMessageId: null });
  if (!opened.ok) throw new Error(opened.error);
  const scores = [Object.fromEntries(players.map((p, i) => [p.id, 10 - i]))];
  const next = over ? { state: "over" as const, winners: [players[0]!.id], finishedAt: NOW } : { state: "playing" as const };
  return (await store.updateGame({ ...opened.game, scores, ...next }))!;
}

describe.each(engines)("forgetting a player ($name)", ({ open }) => {
  it("deletes their answers, results, names, games' results and daily entries in every server, and nobody else's", async () => {
    const { store } = await open();
    const here = await playRound(store, NOW, [result("1", 5, { won: true, word: "stare" }), result("2", 3)]);
    await playRound(store, NOW, [result("1", 8)], { guildId: "other" });
    const running = await startRound(store, { channelId: "running", startedBy: "1" });
    await answer(store, running.id, "1");
    await answer(store, running.id, "1", "other");
    await answer(store, running.id, "2");
    await game(store, "100", "g1", [person("1", "ann"), person("2", "bob")], true);
    await store.saveDailyEntry({ ...(await store.openDailyEntry({ playerId: "1", playerName: "ann", game: "letters", day: "2026-01-05", guildId: "100", openedAt: NOW })), tries: 1, points: 4 });
    await store.setDailyReminder("1", "UTC");

    expect(await store.forgetPlayer("1")).toEqual({ answers: 2, results: 3 });

    expect((await store.answersFor(running.id)).map((a) => a.playerId)).toEqual(["2"]);
    expect((await store.resultsFor(here.id)).map((r) => r.playerId)).toEqual(["2"]);
    const board = (guildId: string) => store.leaderboard(guildId, { period: "all", page: 0, now: NOW });
    expect((await board("100")).entries.map((e) => e.playerId)).toEqual(["2"]);
    expect((await board("other")).totalPlayers).toBe(0);
    expect((await store.gamesWon("100", { period: "all", page: 0, now: NOW })).entries.map((e) => e.playerId)).toEqual(["2"]);
    expect(await store.playerStats("100", "1", NOW)).toMatchObject({ rounds: 0, bestWords: [], longestWord: null, countdown: { games: 0, wins: 0 } });
    expect(await store.dailyEntry("1", "letters", "2026-01-05")).toBeNull();
    expect(await store.dailyReminder("1")).toBeNull();
    // Their running round goes on, started by nobody the store names.
    expect(await store.getRound(running.id)).toMatchObject({ state: "running", startedBy: "" });
    expect((await store.finishRound(running.id, NOW + 1, [result("2", 1)])).ok).toBe(true);
    expect(await store.forgetPlayer("1")).toEqual({ answers: 0, results: 0 });
  });

  it("takes them out of open and finished Countdown games, an open game passing to the next person", async () => {
    const { store } = await open();
    const computer: CountdownPlayer = { id: "computer", name: "Computer", computer: true, idle: 0, dropped: false };
    const playing = await game(store, "100", "g1", [person("1", "ann"), computer, person("2", "bob")], false);
    const cy = person("3", "c\u0000y"); // a name with a NUL in it is kept as it is
    const over = await game(store, "100", "g2", [person("1", "ann"), cy], true);
    const untouched = await game(store, "100", "g3", [person("2", "bob"), cy], false);
    await store.forgetPlayer("1");
    expect(await store.getGame(playing.id)).toMatchObject({ players: [computer, person("2", "bob")], scores: [{ computer: 9, 2: 8 }], startedBy: "2", winners: [] });
    expect(await store.getGame(over.id)).toMatchObject({ players: [cy], scores: [{ 3: 9 }], startedBy: "", winners: [] });
    expect(await store.getGame(untouched.id)).toEqual(untouched);
  });

  it("blanks delivered announcements naming them anywhere, and leaves pending ones and others' alone", async () => {
    const { store, payloadOf } = await open();
    const round = await startRound(store);
    const announce = async (payload: unknown, settled: "delivered" | "abandoned" | "pending", kind: "results" | "daily" = "results") => {
      const made = await store.addAnnouncement({ roundId: kind === "daily" ? null : round.id, guildId: "100", channelId: "200", kind, payload, nonce: `n${JSON.stringify(payload)}${settled}`, createdAt: NOW });
      if (settled === "delivered") await store.announcementDelivered(made.id, NOW, "m");
      if (settled === "abandoned") await store.announcementAbandoned(made.id, NOW, "gone");
      return made.id;
    };
    const named = await announce({ results: [{ playerId: "1", playerName: "ann" }] }, "delivered");
    const post = await announce({ day: "2026-01-05", yesterday: [{ playerId: "1", playerName: "ann" }] }, "delivered", "daily");
    const deep = await announce({ stopper: { id: "1", name: "ann" }, more: [{ deeper: { playerId: "1" } }] }, "abandoned");
    const pending = await announce({ results: [{ playerId: "1" }] }, "pending");
    const others = await announce({ results: [{ playerId: "2", word: "1" }], note: "1" }, "delivered");
    const numeric = await announce({ results: [{ playerId: 1 }] }, "delivered");
    const nul = await announce({ results: [{ playerId: "1", word: "a\u0000b" }] }, "delivered");
    const othersNul = await announce({ results: [{ playerId: "2", word: "1\u0000" }] }, "delivered");

    await store.forgetPlayer("1");
    const parsed = async (id: number) => JSON.parse(String(await payloadOf(id)));
    expect(await parsed(named)).toEqual({});
    expect(await parsed(post)).toEqual({});
    expect(await parsed(deep)).toEqual({});
    expect(await parsed(pending)).toEqual({ results: [{ playerId: "1" }] });
    expect(await parsed(others)).toEqual({ results: [{ playerId: "2", word: "1" }], note: "1" });
    expect(await parsed(numeric)).toEqual({ results: [{ playerId: 1 }] });
    expect(await parsed(nul)).toEqual({});
    expect(await parsed(othersNul)).toEqual({ results: [{ playerId: "2", word: "1\u0000" }] });
  });

  it("belongs to the caller's transaction: undone with it", async () => {
    const { store } = await open();
    const round = await playRound(store, NOW, [result("1", 5)]);
    await expect(
      store.atomically(async () => {
        await store.forgetPlayer("1");
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    expect((await store.resultsFor(round.id)).map((r) => r.playerId)).toEqual(["1"]);
  });
});

describe.each(engines)("purging a server the bot left ($name)", ({ open }) => {
  /** Something of every kind the store keeps of a server. */
  async function fill(store: Store, guildId: string) {
    const round = await playRound(store, NOW, [result("1", 5), result("computer", 2)], { guildId });
    await store.setOpponent(round.id, "easy");
    await answer(store, round.id, "1");
    await store.addAnnouncement({ roundId: round.id, guildId, channelId: "c", kind: "results", payload: {}, nonce: `n-${guildId}`, createdAt: NOW });
    await game(store, guildId, `g-${guildId}`, [person("1", "ann"), person("2", "bob")], true);
    await store.updateGuildSettings(guildId, { answerMode: "open" });
    await store.ruleWord(guildId, "stare", "deny");
    await store.subscribeDaily(guildId, { channelId: "c", time: "09:00", timeZone: "UTC" });
    await store.openDailyEntry({ playerId: "1", playerName: "ann", game: "letters", day: `2026-01-0${guildId.length}`, guildId, openedAt: NOW });
    return round;
  }

  it("lists the servers something is kept of, less those noted as left, in id order", async () => {
    const { store } = await open();
    await startRound(store, { guildId: "30" });
    await store.updateGuildSettings("4", { answerMode: "open" });
    await store.ruleWord("25", "stare", "allow");
    await store.subscribeDaily("100", { channelId: "c", time: "09:00", timeZone: "UTC" });
    await playRound(store, NOW, [result("1", 1)], { guildId: "200" });
    expect(await store.guildsKept()).toEqual(["100", "200", "25", "30", "4"]);
    await store.guildLeft("25", NOW);
    expect(await store.guildsKept()).toEqual(["100", "200", "30", "4"]);
    await store.guildPresent("25");
    expect(await store.guildsKept()).toEqual(["100", "200", "25", "30", "4"]);
  });

  it("deletes everything of the servers left by then, the first departure counting, and nothing else", async () => {
    const { store } = await open();
    const gone = await fill(store, "100");
    const back = await fill(store, "7");
    const stays = await fill(store, "200");
    const late = await fill(store, "35");
    await store.guildLeft("100", NOW - 10);
    await store.guildLeft("100", NOW + 100); // still gone since NOW - 10
    await store.guildLeft("7", NOW - 20);
    await store.guildPresent("7");
    await store.guildLeft("35", NOW + 1);

    expect(await store.purgeGuildsLeftBy(NOW)).toEqual(["100"]);
    expect(await store.getRound(gone.id)).toBeNull();
    expect(await store.answersFor(gone.id)).toEqual([]);
    expect(await store.resultsFor(gone.id)).toEqual([]);
    expect(await store.opponentIn(gone.id)).toBeNull();
    expect((await store.pendingAnnouncements()).map((a) => a.guildId).sort()).toEqual(["200", "35", "7"]);
    expect((await store.gamesWon("100", { period: "all", page: 0, now: NOW })).totalPlayers).toBe(0);
    expect((await store.guildSettings("100")).answerMode).toBe("default");
    expect(await store.dailySubscription("100")).toBeNull();
    // The player's own daily entry stays theirs, no longer the server's.
    expect(await store.dailyEntry("1", "letters", "2026-01-03")).toMatchObject({ guildId: null });
    expect(await store.guildsKept()).toEqual(["200", "7"]);

    for (const [guildId, round] of [["7", back], ["200", stays], ["35", late]] as const) {
      expect(await store.getRound(round.id)).not.toBeNull();
      expect((await store.leaderboard(guildId, { period: "all", page: 0, now: NOW })).totalPlayers).toBe(1);
      expect((await store.gamesWon(guildId, { period: "all", page: 0, now: NOW })).totalPlayers).toBe(2);
      expect((await store.guildSettings(guildId)).answerMode).toBe("open");
    }
    expect(await store.purgeGuildsLeftBy(NOW + 1)).toEqual(["35"]);
    expect(await store.purgeGuildsLeftBy(NOW + 1)).toEqual([]);
  });

  it("gives the servers purged in the order they were left", async () => {
    const { store } = await open();
    for (const [guildId, at] of [["9", NOW - 1], ["10", NOW - 3], ["8", NOW - 3]] as const) {
      await startRound(store, { guildId, channelId: guildId });
      await store.guildLeft(guildId, at);
    }
    expect(await store.purgeGuildsLeftBy(NOW)).toEqual(["10", "8", "9"]);
    expect(await store.guildsKept()).toEqual([]);
  });
});
