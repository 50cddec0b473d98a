// Countdown games in the store: one open game per channel, a game written whole, results
// recorded when it ends, the games leaderboard, and forgetting a player.

import { describe, expect, it } from "vitest";
import type { CountdownGame, CountdownPlayer } from "../../src/games/model.ts";
import { storeEngines, tempStoreOn } from "../support/postgres.ts";

const NOW = Date.UTC(2026, 0, 5, 12);
const person = (id: string, name: string): CountdownPlayer => ({ id, name, computer: false, idle: 0, dropped: false });
const computer: CountdownPlayer = { id: "computer", name: "Computer", computer: true, idle: 0, dropped: false };

function lobby(channelId = "c1", players = [person("1", "ann"), person("2", "bob")]): Omit<CountdownGame, "id"> {
  return { guildId: "100", channelId, format: "short", level: null, state: "lobby", players, startedBy: "1", scores: [], roundId: null, winners: [], createdAt: NOW, finishedAt: null, lobbyChannelId: channelId, lobbyMessageId: null };
}

describe.each(storeEngines)("Countdown games in the store ($name)", (engine) => {
  it("keeps one open game per channel and writes a game whole while it is open", async () => {
    const store = await tempStoreOn(engine);
    const opened = await store.openGame(lobby());
    if (!opened.ok) throw new Error(opened.error);
    expect(await store.openGame(lobby())).toMatchObject({ ok: false, open: { id: opened.game.id } });
    const playing = await store.updateGame({ ...opened.game, state: "playing", scores: [{ 1: 7, 2: 0 }] });
    expect(await store.getGame(opened.game.id)).toEqual(playing);
    expect((await store.openGames()).map((g) => g.id)).toEqual([opened.game.id]);
    const over = await store.updateGame({ ...opened.game, state: "over", scores: [{ 1: 7, 2: 0 }], winners: ["1"], finishedAt: NOW });
    expect(over?.state).toBe("over");
    expect(await store.updateGame({ ...opened.game, state: "playing" })).toBeNull(); // over is over
    expect(await store.openGameIn("c1")).toBeNull();
    expect((await store.openGame(lobby())).ok).toBe(true);
  });

  it("counts games won, people only, by period, and forgets a player's games", async () => {
    const store = await tempStoreOn(engine);
    const play = async (channelId: string, players: CountdownPlayer[], winners: string[], finishedAt: number) => {
      const opened = await store.openGame(lobby(channelId, players));
      if (!opened.ok) throw new Error(opened.error);
      await store.updateGame({ ...opened.game, state: "over", scores: [Object.fromEntries(players.map((p, i) => [p.id, 10 - i]))], winners, finishedAt });
    };
    await play("c1", [person("1", "ann"), person("2", "bob")], ["1"], NOW);
    await play("c2", [person("2", "bob"), computer], ["computer"], NOW);
    await play("c3", [person("2", "bob"), person("1", "ann")], ["2"], NOW - 40 * 86_400_000);
    const board = async (period: "all" | "month") => (await store.gamesWon("100", { period, page: 0, now: NOW })).entries.map((e) => [e.playerName, e.wins, e.rounds]);
    expect(await board("all")).toEqual([["bob", 1, 3], ["ann", 1, 2]]); // a tie in wins goes to points
    expect(await board("month")).toEqual([["ann", 1, 1], ["bob", 0, 2]]);
    expect((await store.playerStats("100", "2", NOW)).countdown).toEqual({ games: 3, wins: 1 });

    expect((await store.forgetPlayer("1")).results).toBe(2);
    expect(await board("all")).toEqual([["bob", 1, 3]]);
    // A game over keeps the others' points, and nothing of the player's.
    expect(await store.getGame(1)).toMatchObject({ players: [person("2", "bob")], scores: [{ 2: 9 }], winners: [], startedBy: "" });
  });

  it("takes a forgotten player out of an open game, passed to the next person, which records nothing of them at its end", async () => {
    const store = await tempStoreOn(engine);
    const opened = await store.openGame(lobby("c1", [person("1", "ann"), person("2", "bob"), computer]));
    if (!opened.ok) throw new Error(opened.error);
    await store.updateGame({ ...opened.game, state: "playing", scores: [{ 1: 7, 2: 5, computer: 0 }] });
    await store.forgetPlayer("1");
    const playing = (await store.getGame(opened.game.id))!;
    expect(playing).toMatchObject({ state: "playing", players: [person("2", "bob"), computer], scores: [{ 2: 5, computer: 0 }], startedBy: "2" });
    await store.updateGame({ ...playing, state: "over", winners: ["2"], finishedAt: NOW });
    expect((await store.gamesWon("100", { period: "all", page: 0, now: NOW })).entries.map((e) => e.playerId)).toEqual(["2"]);
  });
});

describe.each(storeEngines)("Countdown games from several connections ($name)", (engine) => {
  it("open one game per channel when hosts open at once, and record a game's end once", async () => {
    const open = await engine.database();
    const hosts = await Promise.all([open(), open(), open()]);
    const tries = await Promise.all(hosts.map((host) => host.openGame(lobby("c9"))));
    const opened = tries.filter((t) => t.ok);
    expect(opened).toHaveLength(1);
    const game = opened[0]!.ok ? opened[0]!.game : null;
    for (const t of tries) if (!t.ok) expect(t.open).toEqual(game);

    const over = { ...game!, state: "over" as const, scores: [{ 1: 7, 2: 3 }], winners: ["1"], finishedAt: NOW };
    const ends = await Promise.all(hosts.map((host) => host.updateGame(over)));
    expect(ends.filter((g) => g !== null)).toHaveLength(1);
    const board = await hosts[0]!.gamesWon("100", { period: "all", page: 0, now: NOW });
    expect(board.entries.map((e) => [e.playerId, e.wins, e.rounds, e.points])).toEqual([["1", 1, 1, 7], ["2", 0, 1, 3]]);
  });
});
