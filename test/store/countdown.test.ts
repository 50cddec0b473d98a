// Countdown games in the store: one open game per channel, a game written whole, results
// recorded when it ends, the games leaderboard, and forgetting a player.

import { describe, expect, it } from "vitest";
import type { CountdownGame, CountdownPlayer } from "../../src/games/model.ts";
import { tempStore } from "./temp-store.ts";

const NOW = Date.UTC(2026, 0, 5, 12);
const person = (id: string, name: string): CountdownPlayer => ({ id, name, computer: false, idle: 0, dropped: false });
const computer: CountdownPlayer = { id: "computer", name: "Computer", computer: true, idle: 0, dropped: false };

function lobby(channelId = "c1", players = [person("1", "ann"), person("2", "bob")]): Omit<CountdownGame, "id"> {
  return { guildId: "100", channelId, format: "short", level: null, state: "lobby", players, startedBy: "1", scores: [], roundId: null, winners: [], createdAt: NOW, finishedAt: null, lobbyChannelId: channelId, lobbyMessageId: null };
}

describe("Countdown games in the store", () => {
  it("keeps one open game per channel and writes a game whole while it is open", () => {
    const store = tempStore();
    const opened = store.openGame(lobby());
    if (!opened.ok) throw new Error(opened.error);
    expect(store.openGame(lobby())).toMatchObject({ ok: false, open: { id: opened.game.id } });
    const playing = store.updateGame({ ...opened.game, state: "playing", scores: [{ 1: 7, 2: 0 }] });
    expect(store.getGame(opened.game.id)).toEqual(playing);
    expect(store.openGames().map((g) => g.id)).toEqual([opened.game.id]);
    const over = store.updateGame({ ...opened.game, state: "over", scores: [{ 1: 7, 2: 0 }], winners: ["1"], finishedAt: NOW });
    expect(over?.state).toBe("over");
    expect(store.updateGame({ ...opened.game, state: "playing" })).toBeNull(); // over is over
    expect(store.openGameIn("c1")).toBeNull();
    expect(store.openGame(lobby()).ok).toBe(true);
  });

  it("counts games won, people only, by period, and forgets a player's games", () => {
    const store = tempStore();
    const play = (channelId: string, players: CountdownPlayer[], winners: string[], finishedAt: number) => {
      const opened = store.openGame(lobby(channelId, players));
      if (!opened.ok) throw new Error(opened.error);
      store.updateGame({ ...opened.game, state: "over", scores: [Object.fromEntries(players.map((p, i) => [p.id, 10 - i]))], winners, finishedAt });
    };
    play("c1", [person("1", "ann"), person("2", "bob")], ["1"], NOW);
    play("c2", [person("2", "bob"), computer], ["computer"], NOW);
    play("c3", [person("2", "bob"), person("1", "ann")], ["2"], NOW - 40 * 86_400_000);
    const board = (period: "all" | "month") => store.gamesWon("100", { period, page: 0, now: NOW }).entries.map((e) => [e.playerName, e.wins, e.rounds]);
    expect(board("all")).toEqual([["bob", 1, 3], ["ann", 1, 2]]); // a tie in wins goes to points
    expect(board("month")).toEqual([["ann", 1, 1], ["bob", 0, 2]]);
    expect(store.playerStats("100", "2", NOW).countdown).toEqual({ games: 3, wins: 1 });

    expect(store.forgetPlayer("1").results).toBe(2);
    expect(board("all")).toEqual([["bob", 1, 3]]);
    // A game over keeps the others' points, and nothing of the player's.
    expect(store.getGame(1)).toMatchObject({ players: [person("2", "bob")], scores: [{ 2: 9 }], winners: [], startedBy: "" });
  });

  it("takes a forgotten player out of an open game, passed to the next person, which records nothing of them at its end", () => {
    const store = tempStore();
    const opened = store.openGame(lobby("c1", [person("1", "ann"), person("2", "bob"), computer]));
    if (!opened.ok) throw new Error(opened.error);
    store.updateGame({ ...opened.game, state: "playing", scores: [{ 1: 7, 2: 5, computer: 0 }] });
    store.forgetPlayer("1");
    const playing = store.getGame(opened.game.id)!;
    expect(playing).toMatchObject({ state: "playing", players: [person("2", "bob"), computer], scores: [{ 2: 5, computer: 0 }], startedBy: "2" });
    store.updateGame({ ...playing, state: "over", winners: ["2"], finishedAt: NOW });
    expect(store.gamesWon("100", { period: "all", page: 0, now: NOW }).entries.map((e) => e.playerId)).toEqual(["2"]);
  });
});
