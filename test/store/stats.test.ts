import { describe, expect, it } from "vitest";
import { manualClock } from "../../src/games/engine/clock.ts";
import { streaks } from "../../src/store/stats.ts";
import { storeEngines, tempStoreOn } from "../support/postgres.ts";
import { playRound, result, startRound } from "./temp-store.ts";


const at = (iso: string) => Date.parse(iso);
const NOW = at("2024-03-13T12:00:00Z");

describe.each(storeEngines)("playerStats ($name)", (engine) => {
  const open = () => tempStoreOn(engine);
  it("totals rounds, wins and points, per game in game order, in this guild only", async () => {
    const store = await open();
    await playRound(store, NOW, [result("me", 3, { won: true, word: "boat" })], { game: "boggle" });
    await playRound(store, NOW, [result("me", 7, { word: "25*4" })], { game: "numbers" });
    await playRound(store, NOW, [result("me", 8, { won: true, word: "stranger" })], { game: "letters" });
    await playRound(store, NOW, [result("me", 0, { word: "rat" })], { game: "letters" });
    await playRound(store, NOW, [result("me", 50, { won: true })], { guildId: "other" });
    await playRound(store, NOW, [result("you", 9, { won: true })], { game: "letters" });

    const stats = await store.playerStats("100", "me", NOW);
    expect(stats).toMatchObject({ rounds: 4, wins: 2, points: 18 });
    expect(stats.perGame).toEqual([
      { game: "letters", rounds: 2, wins: 1, points: 8 },
      { game: "numbers", rounds: 1, wins: 0, points: 7 },
      { game: "boggle", rounds: 1, wins: 1, points: 3 },
    ]);
  });

  it("is empty for someone who never played", async () => {
    expect(await (await open()).playerStats("100", "nobody", NOW)).toEqual({
      rounds: 0,
      wins: 0,
      points: 0,
      bestWords: [],
      longestWord: null,
      exactRate: null,
      currentStreak: 0,
      bestStreak: 0,
      perGame: [],
      recent: { days: expect.any(Array), perGame: [] },
      countdown: { games: 0, wins: 0 },
      vsComputer: { rounds: 0, wins: 0, losses: 0 },
      versus: { games: 0, wins: 0, draws: 0, losses: 0 },
    });
  });

  it("finds the best-scoring word and the longest word, ties alphabetical; equations and chains are not words", async () => {
    const store = await open();
    await playRound(store, NOW, [result("me", 7, { word: "tears" })], { game: "letters" });
    await playRound(store, NOW, [result("me", 7, { word: "rates" })], { game: "letters" });
    await playRound(store, NOW, [result("me", 14, { word: "quixotic", wordPoints: 2 })], { game: "boggle" });
    await playRound(store, NOW, [result("me", 9, { word: "zoologist", wordPoints: 1 })], { game: "letterpress" });
    await playRound(store, NOW, [result("me", 1, { word: "abrogates" })], { game: "conundrum" });
    await playRound(store, NOW, [result("me", 10, { word: "(100+50)*6+2", exact: true })], { game: "numbers" });
    await playRound(store, NOW, [result("me", 10, { word: "PACKETS-SWORDFISH" })], { game: "letterboxed" });

    const stats = await store.playerStats("100", "me", NOW);
    expect(stats.bestWords.map((w) => w.word)).toEqual(["rates", "tears", "quixotic", "abrogates", "zoologist"]);
    expect(stats.longestWord).toBe("abrogates");
  });

  it("gives the share of numbers rounds solved exactly", async () => {
    const store = await open();
    await playRound(store, NOW, [result("me", 10, { exact: true })], { game: "numbers" });
    await playRound(store, NOW, [result("me", 10, { exact: true })], { game: "numbers" });
    await playRound(store, NOW, [result("me", 5, { exact: false })], { game: "numbers" });
    await playRound(store, NOW, [result("me", 0)], { game: "numbers" });
    await playRound(store, NOW, [result("me", 9, { word: "stranger" })], { game: "letters" });
    expect((await store.playerStats("100", "me", NOW)).exactRate).toBe(0.5);
    expect((await store.playerStats("100", "you", NOW)).exactRate).toBeNull();
  });

  it("counts a streak across UTC midnight, and keeps it alive until the day after", async () => {
    const store = await open();
    await playRound(store, at("2024-03-11T23:59:59.999Z"), [result("me", 1)]);
    await playRound(store, at("2024-03-12T00:00:00.000Z"), [result("me", 1)]);
    await playRound(store, at("2024-03-12T18:00:00.000Z"), [result("me", 1)]);

    const on = (iso: string) => store.playerStats("100", "me", at(iso));
    expect(await on("2024-03-12T20:00:00Z")).toMatchObject({ currentStreak: 2, bestStreak: 2 });
    expect(await on("2024-03-13T23:59:59.999Z")).toMatchObject({ currentStreak: 2, bestStreak: 2 });
    expect(await on("2024-03-14T00:00:00.000Z")).toMatchObject({ currentStreak: 0, bestStreak: 2 });
  });

  it("starts the current streak again after a missed day", async () => {
    const store = await open();
    for (const day of ["03-01", "03-02", "03-03", "03-04", "03-09", "03-10"]) {
      await playRound(store, at(`2024-${day}T12:00:00Z`), [result("me", 1)]);
    }
    await playRound(store, at("2024-03-05T12:00:00Z"), [result("someone-else", 1)]);
    expect(await store.playerStats("100", "me", at("2024-03-10T13:00:00Z"))).toMatchObject({ currentStreak: 2, bestStreak: 4 });
  });

  it("counts rounds against the computer: won, and lost where the computer won and the player did not", async () => {
    const store = await open();
    const versus = async (me: boolean, computer: boolean) => {
      const round = await playRound(store, NOW, [result("me", 1, { won: me }), result("computer", 1, { won: computer })]);
      await store.setOpponent(round.id, "hard");
    };
    await versus(true, false);
    await versus(false, true);
    await versus(false, true);
    await versus(true, true);
    await versus(false, false);
    await playRound(store, NOW, [result("me", 1), result("you", 1, { won: true })]); // no computer here
    expect((await store.playerStats("100", "me", NOW)).vsComputer).toEqual({ rounds: 5, wins: 2, losses: 2 });
  });
});

describe.each(storeEngines)("roundsFinishedSince ($name)", (engine) => {
  const open = () => tempStoreOn(engine);
  it("counts rounds finished at or after the moment, in every server, not those cancelled or running", async () => {
    const store = await open();
    await playRound(store, NOW - 1, [result("a", 1)]);
    await playRound(store, NOW, [result("a", 1)]);
    await playRound(store, NOW + 5, [result("a", 1)], { guildId: "other" });
    const cancelled = await startRound(store, { channelId: "cancelled" });
    await store.cancelRound(cancelled.id, NOW + 1);
    await startRound(store, { channelId: "running" });
    expect(await store.roundsFinishedSince(NOW)).toBe(2);
    expect(await store.roundsFinishedSince(NOW + 6)).toBe(0);
  });
});

describe.each(storeEngines)("playerStats.recent ($name)", (engine) => {
  const open = () => tempStoreOn(engine);
  const DAY = 86_400_000;

  it("sums each game's points per UTC day over the last 30 days, today last, zeros between", async () => {
    const store = await open();
    const clock = manualClock(at("2024-03-13T12:00:00Z"));
    await playRound(store, at("2024-02-12T23:59:59.999Z"), [result("me", 50)]); // 31 days ago: too old
    await playRound(store, at("2024-02-13T00:00:00Z"), [result("me", 3)], { game: "boggle" }); // the first day shown
    await playRound(store, at("2024-03-01T09:00:00Z"), [result("me", 7, { word: "stare" })]);
    await playRound(store, at("2024-03-01T21:00:00Z"), [result("me", 8, { word: "starling" })]);
    await playRound(store, at("2024-03-01T22:00:00Z"), [result("me", 10)], { game: "numbers" });
    await playRound(store, at("2024-03-13T00:00:00Z"), [result("me", 2), result("you", 9)]);
    await playRound(store, at("2024-03-13T01:00:00Z"), [result("me", 40)], { guildId: "other" });

    const { days, perGame } = (await store.playerStats("100", "me", clock.now())).recent;
    expect(days).toHaveLength(30);
    expect(days[0]).toBe(at("2024-02-13T00:00:00Z"));
    expect(days[29]).toBe(at("2024-03-13T00:00:00Z"));
    expect(days.every((d, i) => i === 0 || d - days[i - 1]! === DAY)).toBe(true);
    const march1 = days.indexOf(at("2024-03-01T00:00:00Z"));
    const line = (points: Record<number, number>) => days.map((_, i) => points[i] ?? 0);
    expect(perGame).toEqual([
      { game: "letters", points: line({ [march1]: 15, 29: 2 }) },
      { game: "numbers", points: line({ [march1]: 10 }) },
      { game: "boggle", points: line({ 0: 3 }) },
    ]);

    // A day later the window moves on: the first boggle day drops out, and today is empty.
    clock.advance(DAY);
    const later = (await store.playerStats("100", "me", clock.now())).recent;
    expect(later.days[29]).toBe(at("2024-03-14T00:00:00Z"));
    expect(later.perGame.map((g) => g.game)).toEqual(["letters", "numbers"]);
    expect(later.perGame[0]?.points.slice(-2)).toEqual([2, 0]);
  });

  it("lists a word played often once, at its best, with its game", async () => {
    const store = await open();
    await playRound(store, NOW, [result("me", 6, { word: "stare" })]);
    await playRound(store, NOW, [result("me", 0, { word: "stare" })]);
    await playRound(store, NOW, [result("me", 2, { word: "stare" })], { game: "boggle" });
    await playRound(store, NOW, [result("me", 3, { word: "plinth" })], { game: "boggle" });
    expect((await store.playerStats("100", "me", NOW)).bestWords).toEqual([
      { word: "stare", game: "letters", points: 6 },
      { word: "plinth", game: "boggle", points: 3 },
    ]);
  });

  it("lists a word that scored its best in two games once, with the first of those games by name", async () => {
    const store = await open();
    await playRound(store, NOW, [result("me", 5, { word: "stare" })], { game: "letters" });
    await playRound(store, NOW, [result("me", 9, { word: "stare", wordPoints: 5 })], { game: "boggle" });
    await playRound(store, NOW, [result("me", 2, { word: "stare" })], { game: "conundrum" });
    expect((await store.playerStats("100", "me", NOW)).bestWords).toEqual([{ word: "stare", game: "boggle", points: 5 }]);
  });

  it("gives a word what it earned itself, not its round's total, and leaves out words that earned nothing", async () => {
    const store = await open();
    // Boggle and Letterpress: a round of many words, this the best of them.
    await playRound(store, NOW, [result("me", 40, { word: "plinths", wordPoints: 5 })], { game: "boggle" });
    await playRound(store, NOW, [result("me", 12, { word: "starling", wordPoints: 5 })], { game: "letterpress" });
    // A letters word someone beat, and a right conundrum answer that came second.
    await playRound(store, NOW, [result("me", 0, { word: "tears" })], { game: "letters" });
    await playRound(store, NOW, [result("me", 0, { word: "tacmorich" })], { game: "conundrum" });
    await playRound(store, NOW, [result("me", 7, { word: "bawdier" })], { game: "letters" });
    expect((await store.playerStats("100", "me", NOW)).bestWords).toEqual([
      { word: "bawdier", game: "letters", points: 7 },
      { word: "starling", game: "letterpress", points: 5 },
      { word: "plinths", game: "boggle", points: 5 },
    ]);
  });
});

describe("streaks", () => {
  it("measures runs of consecutive days", () => {
    expect(streaks([], 10)).toEqual({ current: 0, best: 0 });
    expect(streaks([10], 10)).toEqual({ current: 1, best: 1 });
    expect(streaks([1, 2, 3, 5, 6, 9], 10)).toEqual({ current: 1, best: 3 });
    expect(streaks([1, 2, 3, 5, 6, 9], 12)).toEqual({ current: 0, best: 3 });
    expect(streaks([7, 8], 9)).toEqual({ current: 2, best: 2 });
  });
});
