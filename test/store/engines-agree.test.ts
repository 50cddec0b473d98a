// The same history written to SQLite and to PostgreSQL reads back the same: every leaderboard
// (period, game, page), games board, player's stats, daily board and server list, before and
// after a player is forgotten and a server purged. Names tie in case and accents on purpose.

import { describe, expect, it } from "vitest";
import { COMPUTER_ID, DAILY_GAMES, GAMES, type GameName, type Period, type RoundResult, type VersusPlayer } from "../../src/games/model.ts";
import { seededRandom, shuffled } from "../../src/solvers/random.ts";
import type { Store } from "../../src/store/types.ts";
import { storeEngines, tempStoreOn } from "../support/postgres.ts";
import { playRound } from "./temp-store.ts";

const DAY = 86_400_000;
const NOW = Date.parse("2024-03-13T12:00:00Z");
const GUILDS = ["g1", "g2", "10"];
const PLAYERS = Array.from({ length: 12 }, (_, i) => `p${i}`);
const NAMES = ["ann", "Ann", "ANN", "bob", "Bob", "émile", "Émile", "zed", "_x", "10", "9", "Zoë"];
const WORDS = ["stare", "tears", "rates", "starling", "quixotic", "aster"];
const PERIODS: Period[] = ["all", "day", "week", "month"];
// Period edges, a millisecond either side, and times across the last 40 days.
const EDGES = [Date.parse("2024-03-13T00:00:00Z"), Date.parse("2024-03-11T00:00:00Z"), Date.parse("2024-03-01T00:00:00Z")].flatMap((t) => [t - 1, t]);

/** Writes a seeded history of rounds, Countdown games, Letterpress versus games and daily entries. */
async function writeHistory(store: Store, seed: number): Promise<void> {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[random.int(items.length)]!;
  for (let n = 0; n < 60; n++) {
    const game: GameName = pick(GAMES);
    const finishedAt = random.int(4) === 0 ? pick(EDGES) : NOW - random.int(40 * DAY);
    const players = shuffled(PLAYERS, random).slice(0, 1 + random.int(4));
    const words = game === "numbers" || game === "letterboxed" ? null : WORDS;
    const results: RoundResult[] = players.map((playerId) => ({
      playerId,
      playerName: pick(NAMES),
      points: random.int(5),
      won: random.int(3) === 0,
      word: words && random.int(4) > 0 ? pick(words) : null,
      wordPoints: random.int(4),
      exact: game === "numbers" ? random.int(2) === 0 : null,
    }));
    const computer = random.int(3) === 0;
    if (computer) results.push({ playerId: COMPUTER_ID, playerName: "Computer", points: random.int(5), won: random.int(2) === 0, word: null, wordPoints: null, exact: null });
    const round = await playRound(store, finishedAt, results, { guildId: pick(GUILDS), game });
    if (computer) await store.setOpponent(round.id, "hard");
  }
  for (let n = 0; n < 10; n++) {
    const guildId = pick(GUILDS);
    const players = shuffled(PLAYERS, random).slice(0, 2 + random.int(2)).map((id) => ({ id, name: pick(NAMES), computer: false, idle: 0, dropped: false }));
    const opened = await store.openGame({ guildId, channelId: `game${n}`, format: "short", level: null, state: "lobby", players, startedBy: players[0]!.id, scores: [], roundId: null, winners: [], createdAt: NOW, finishedAt: null, lobbyChannelId: `game${n}`, lobbyMessageId: null });
    if (!opened.ok) throw new Error(opened.error);
    const scores = [Object.fromEntries(players.map((p) => [p.id, random.int(10)]))];
    await store.updateGame({ ...opened.game, state: "over", scores, winners: [pick(players).id], finishedAt: NOW - random.int(40 * DAY) });
  }
  for (let n = 0; n < 16; n++) {
    const [first, second] = shuffled(PLAYERS, random).slice(0, 2).map((id) => ({ id, name: pick(NAMES), computer: false }));
    const players: [VersusPlayer, VersusPlayer] = [first!, random.int(4) === 0 ? { id: COMPUTER_ID, name: "Computer", computer: true } : second!];
    const game = await store.openVersus({ guildId: pick(GUILDS), channelId: `versus${n}`, challengeMessageId: null, threadId: null, players, level: null, dictionary: "scrabble", letters: "abcdefghijklmnopqrstuvwxy", colours: [0, 0], moves: [], state: "playing", turnSeconds: 3_600, turnStartedAt: NOW, reminded: false, winner: null, endedBy: null, createdAt: NOW, finishedAt: null });
    const ended = random.int(5) > 0;
    const finishedAt = random.int(4) === 0 ? pick(EDGES) : NOW - random.int(40 * DAY);
    const winner = pick([0, 1, null] as const);
    const colours: [number, number] = [random.int(1 << 12), random.int(1 << 12) << 12];
    await store.updateVersus(ended ? { ...game, state: "over", winner, endedBy: "passes", colours, finishedAt } : { ...game, colours }, 0);
  }
  for (let n = 0; n < 40; n++) {
    const day = `2024-03-${String(1 + random.int(13)).padStart(2, "0")}`;
    const entry = await store.openDailyEntry({ playerId: pick(PLAYERS), playerName: pick(NAMES), game: pick(DAILY_GAMES), day, guildId: pick(GUILDS), openedAt: NOW - random.int(DAY) });
    if (random.int(4) > 0) await store.saveDailyEntry({ ...entry, tries: 1 + random.int(3), points: random.int(4), solved: random.int(2) === 0, best: pick(WORDS) });
  }
}

/** Everything the standings read, for every server, period, game, page and player. */
async function readAll(store: Store): Promise<unknown> {
  const out: Record<string, unknown> = { kept: await store.guildsKept(), finished: await store.roundsFinishedSince(NOW - 7 * DAY), versus: await store.openVersusGames() };
  for (const guildId of GUILDS) {
    for (const period of PERIODS) {
      for (const game of [undefined, ...GAMES]) {
        for (const page of [0, 1, 2, 9]) out[`${guildId} ${period} ${game} ${page}`] = await store.leaderboard(guildId, { period, game, page, pageSize: 3, now: NOW });
      }
      for (const page of [0, 1, 5]) out[`${guildId} games ${period} ${page}`] = await store.gamesWon(guildId, { period, page, pageSize: 2, now: NOW });
      for (const page of [0, 1, 5]) out[`${guildId} versus ${period} ${page}`] = await store.versusTable(guildId, { period, page, pageSize: 2, now: NOW });
    }
    for (const playerId of PLAYERS) out[`${guildId} stats ${playerId}`] = await store.playerStats(guildId, playerId, NOW);
    for (const since of [null, "2024-03-07"]) {
      for (const page of [0, 1, 4]) out[`${guildId} daily ${since} ${page}`] = await store.dailyLeaderboard(guildId, since, page, 3);
    }
    for (let d = 1; d <= 13; d++) out[`${guildId} daily entries ${d}`] = await store.dailyEntriesIn(guildId, `2024-03-${String(d).padStart(2, "0")}`);
  }
  return out;
}

const [sqlite, postgres] = storeEngines;

describe("both engines", () => {
  it.each([1, 2, 3])("read the same standings from the same history (seed %i)", async (seed) => {
    const stores = [await tempStoreOn(sqlite!), await tempStoreOn(postgres!)];
    for (const store of stores) await writeHistory(store, seed);
    const [fromSqlite, fromPostgres] = await Promise.all(stores.map(readAll));
    expect(fromPostgres).toEqual(fromSqlite);

    for (const store of stores) {
      await store.forgetPlayer("p3");
      await store.guildLeft("g2", NOW);
      await store.purgeGuildsLeftBy(NOW);
    }
    const [afterSqlite, afterPostgres] = await Promise.all(stores.map(readAll));
    expect(afterPostgres).toEqual(afterSqlite);
    expect(afterPostgres).not.toEqual(fromPostgres);
  });
});
