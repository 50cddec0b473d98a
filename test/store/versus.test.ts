// Letterpress versus games in the store, on both engines: a game written whole, a save guarded
// by the number of moves it was made from, results when a game ends over, a player's games.

import { describe, expect, it } from "vitest";
import type { VersusGame, VersusMove, VersusPlayer } from "../../src/games/model.ts";
import { storeEngines, tempStoreOn } from "../support/postgres.ts";

const NOW = Date.UTC(2026, 0, 5, 12);
const person = (id: string, name: string): VersusPlayer => ({ id, name, computer: false });
const computer: VersusPlayer = { id: "computer", name: "Computer", computer: true };
const LETTERS = "abcdefghijklmnopqrstuvwxy";

function challenge(channelId = "c1", players: [VersusPlayer, VersusPlayer] = [person("1", "ann"), person("2", "bob")], guildId = "100"): Omit<VersusGame, "id"> {
  return {
    guildId, channelId, challengeMessageId: null, threadId: null, players, level: players[1].computer ? "hard" : null,
    dictionary: "scrabble", letters: LETTERS, colours: [0, 0], moves: [], state: "challenged", turnSeconds: 86_400,
    turnStartedAt: NOW, reminded: false, winner: null, endedBy: null, createdAt: NOW, finishedAt: null,
  };
}

const word = (by: 0 | 1, text: string, tiles: number[], at = NOW): VersusMove => ({ kind: "word", by, word: text, tiles, chosen: false, at });

/** The game after `move`, coloured as given. */
const moved = (game: VersusGame, move: VersusMove, colours: [number, number]): VersusGame => ({ ...game, state: "playing", moves: [...game.moves, move], colours, turnStartedAt: move.at, reminded: false });

/** The game ended over now, won by `winner` (null: a draw). */
const ended = (game: VersusGame, winner: 0 | 1 | null, colours: [number, number]): VersusGame => ({
  ...game, state: "over", colours, winner, endedBy: "full-board", finishedAt: NOW, moves: [...game.moves, { kind: "pass", by: 0, at: NOW }],
});

describe.each(storeEngines)("Letterpress versus games in the store ($name)", (engine) => {
  it("writes a game whole, and saves a move only over the moves it was made from", async () => {
    const store = await tempStoreOn(engine);
    const game = await store.openVersus(challenge());
    expect(game).toEqual({ ...challenge(), id: game.id });
    expect(await store.getVersus(game.id)).toEqual(game);

    const accepted = { ...game, state: "playing" as const, threadId: "t1", challengeMessageId: "m1", turnStartedAt: NOW + 1 };
    expect(await store.updateVersus(accepted, 0)).toEqual(accepted);
    const first = moved(accepted, word(0, "cab", [2, 0, 1]), [0b111, 0]);
    expect(await store.updateVersus(first, 0)).toEqual(first);
    // A second move made from the same game as the first is refused; from the game after it, saved.
    expect(await store.updateVersus(moved(accepted, word(0, "bad", [1, 0, 3]), [0b1011, 0]), 0)).toBeNull();
    const second = moved(first, word(1, "fed", [5, 4, 3]), [0b111, 0b111000]);
    expect(await store.updateVersus({ ...second, reminded: true }, 1)).toEqual({ ...second, reminded: true });
    expect(await store.getVersus(game.id)).toEqual({ ...second, reminded: true });
    expect(await store.getVersus(game.id + 1)).toBeNull();
  });

  it("leaves a game that ended alone, and records each person's result with the end", async () => {
    const store = await tempStoreOn(engine);
    const open = await store.openVersus(challenge());
    const playing = moved({ ...open, state: "playing" }, word(0, "cab", [2, 0, 1]), [0b111, 0]);
    await store.updateVersus(playing, 0);
    const over = ended(playing, 1, [0b111, 0b1111000]);
    expect(await store.updateVersus(over, 1)).toEqual(over);
    expect(await store.updateVersus({ ...over, state: "playing", finishedAt: null, winner: null, endedBy: null }, 2)).toBeNull();
    expect(await store.getVersus(open.id)).toEqual(over);
    expect((await store.playerStats("100", "2", NOW)).versus).toEqual({ games: 1, wins: 1, draws: 0, losses: 0 });
    expect((await store.playerStats("100", "1", NOW)).versus).toEqual({ games: 1, wins: 0, draws: 0, losses: 1 });

    // Declined and expired games record nothing.
    const declined = await store.openVersus(challenge("c2"));
    await store.updateVersus({ ...declined, state: "declined", finishedAt: NOW }, 0);
    expect((await store.playerStats("100", "2", NOW)).versus.games).toBe(1);
  });

  it("ranks players by versus games won, then drawn, then tiles, people only, by period", async () => {
    const store = await tempStoreOn(engine);
    const play = async (players: [VersusPlayer, VersusPlayer], winner: 0 | 1 | null, colours: [number, number], finishedAt = NOW) => {
      const game = await store.openVersus({ ...challenge("c1", players), state: "playing" });
      await store.updateVersus({ ...ended(game, winner, colours), finishedAt }, 0);
    };
    const [ann, bob, cat, dan] = [person("1", "ann"), person("2", "bob"), person("3", "cat"), person("4", "dan")];
    await play([ann, bob], 0, [0b111, 0b11]); // ann 3 tiles, bob 2
    await play([bob, cat], null, [0b1111, 0b11110000]);
    await play([cat, computer], 0, [0b1, 0]);
    await play([dan, ann], 1, [0b1, 0b10]);
    await play([dan, computer], 1, [0, 0b1], NOW - 40 * 86_400_000);
    const board = async (period: "all" | "month") => (await store.versusTable("100", { period, page: 0, now: NOW })).entries.map((e) => [e.rank, e.playerName, e.wins, e.draws, e.losses, e.rounds, e.points]);
    expect(await board("all")).toEqual([
      [1, "ann", 2, 0, 0, 2, 4],
      [2, "cat", 1, 1, 0, 2, 5],
      [3, "bob", 0, 1, 1, 2, 6],
      [4, "dan", 0, 0, 2, 2, 1],
    ]);
    expect((await board("month")).map(([, name, , , losses]) => [name, losses])).toEqual([["ann", 0], ["cat", 0], ["bob", 1], ["dan", 1]]);
    const page = await store.versusTable("100", { period: "all", page: 5, pageSize: 3, now: NOW });
    expect([page.page, page.pageCount, page.totalPlayers, page.entries.map((e) => e.playerName)]).toEqual([1, 2, 4, ["dan"]]);
    expect((await store.versusTable("200", { period: "all", page: 0, now: NOW })).entries).toEqual([]);
  });

  it("lists open games oldest first, and a player's open games in a server", async () => {
    const store = await tempStoreOn(engine);
    const a = await store.openVersus(challenge("c1", [person("1", "ann"), person("2", "bob")]));
    const b = await store.openVersus(challenge("c2", [person("3", "cat"), person("1", "ann")]));
    const c = await store.openVersus(challenge("c1", [person("1", "ann"), computer]));
    const elsewhere = await store.openVersus(challenge("c9", [person("1", "ann"), person("2", "bob")], "200"));
    await store.updateVersus({ ...c, state: "expired", finishedAt: NOW }, 0);
    expect((await store.openVersusGames()).map((g) => g.id)).toEqual([a.id, b.id, elsewhere.id]);
    expect((await store.versusGamesOf("100", "1")).map((g) => g.id)).toEqual([a.id, b.id]);
    expect((await store.versusGamesOf("100", "3")).map((g) => g.id)).toEqual([b.id]);
    expect((await store.versusGamesOf("200", "2")).map((g) => g.id)).toEqual([elsewhere.id]);
    expect(await store.versusGamesOf("100", "computer")).toEqual([]);
  });

  it("keeps every one of moves made at once, each read and saved in a transaction", async () => {
    const open = await engine.database();
    const one = await open();
    // SQLite serves one process a file (a second connection in this one would wait on itself);
    // PostgreSQL's hosts each have their own.
    const two = engine.name === "postgres" ? await open() : one;
    const game = await one.openVersus({ ...challenge(), state: "playing" });
    const play = (store: typeof one, text: string, tile: number) =>
      store.atomically(async () => {
        const now = (await store.getVersus(game.id))!;
        const by = (now.moves.length % 2) as 0 | 1;
        const colours: [number, number] = [...now.colours];
        colours[by] |= 1 << tile;
        return store.updateVersus(moved(now, word(by, text, [tile]), colours), now.moves.length);
      });
    const saved = await Promise.all([play(one, "a", 0), play(two, "b", 1), play(one, "c", 2), play(two, "d", 3)]);
    expect(saved.every((g) => g !== null)).toBe(true);
    const after = (await one.getVersus(game.id))!;
    expect(after.moves.map((m) => m.kind === "word" && m.word).sort()).toEqual(["a", "b", "c", "d"]);
    expect(after.colours[0] | after.colours[1]).toBe(0b1111);
  });

  it("saves only one of two moves made at once from the same game", async () => {
    const open = await engine.database();
    const [one, two] = [await open(), await open()];
    const game = await one.openVersus({ ...challenge(), state: "playing" });
    const saved = await Promise.all([
      one.updateVersus(moved(game, word(0, "cab", [2, 0, 1]), [0b111, 0]), 0),
      two.updateVersus(moved(game, word(0, "bad", [1, 0, 3]), [0b1011, 0]), 0),
    ]);
    expect(saved.filter((g) => g !== null)).toHaveLength(1);
    expect((await two.getVersus(game.id))!.moves).toHaveLength(1);
  });

  it("takes the news of a versus game, which belongs to no round", async () => {
    const store = await tempStoreOn(engine);
    const game = await store.openVersus(challenge());
    const news = await store.addAnnouncement({ roundId: null, guildId: "100", channelId: "c1", kind: "versus", payload: { event: "challenged", gameId: game.id }, nonce: "v1", createdAt: NOW });
    expect(await store.pendingAnnouncements()).toEqual([news]);
  });
});
