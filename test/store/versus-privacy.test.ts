// Forgetting a player and purging a server the bot left, for Letterpress versus, on both
// engines: results deleted, the player renamed in their games, their running games ended.

import { describe, expect, it } from "vitest";
import { FORGOTTEN_PLAYER, type VersusGame, type VersusPlayer } from "../../src/games/model.ts";
import type { Store } from "../../src/store/types.ts";
import { storeEngines, tempStoreOn } from "../support/postgres.ts";

const NOW = Date.UTC(2026, 0, 5, 12);
const person = (id: string, name: string): VersusPlayer => ({ id, name, computer: false });
const computer: VersusPlayer = { id: "computer", name: "Computer", computer: true };
const [ann, bob, cat] = [person("1", "ann"), person("2", "bob"), person("3", "cat")];

async function game(store: Store, players: [VersusPlayer, VersusPlayer], state: "challenged" | "playing" | "over", guildId = "100"): Promise<VersusGame> {
  const opened = await store.openVersus({
    guildId, channelId: "c1", challengeMessageId: "m1", threadId: null, players, level: players[1].computer ? "easy" : null,
    dictionary: "scrabble", letters: "abcdefghijklmnopqrstuvwxy", colours: [0, 0], moves: [], state: "challenged", turnSeconds: 86_400,
    turnStartedAt: NOW, reminded: false, winner: null, endedBy: null, createdAt: NOW, finishedAt: null,
  });
  if (state === "challenged") return opened;
  const playing: VersusGame = { ...opened, state: "playing", moves: [{ kind: "word", by: 0, word: "ab", tiles: [0, 1], chosen: false, at: NOW }], colours: [0b11, 0] };
  const over: VersusGame = { ...playing, state: "over", winner: 0, endedBy: "resigned", finishedAt: NOW, moves: [...playing.moves, { kind: "resign", by: 1, at: NOW }] };
  return (await store.updateVersus(state === "playing" ? playing : over, 0))!;
}

describe.each(storeEngines)("Letterpress versus and privacy ($name)", (engine) => {
  it("deletes a forgotten player's results, renames them in their games and ends those still running", async () => {
    const store = await tempStoreOn(engine);
    const won = await game(store, [ann, bob], "over");
    const lost = await game(store, [bob, ann], "over");
    const playing = await game(store, [ann, computer], "playing");
    const challenged = await game(store, [cat, ann], "challenged");
    const others = await game(store, [bob, cat], "playing");

    expect((await store.forgetPlayer("1")).results).toBe(2);
    expect(await store.getVersus(won.id)).toEqual({ ...won, players: [FORGOTTEN_PLAYER, bob] });
    expect(await store.getVersus(lost.id)).toEqual({ ...lost, players: [bob, FORGOTTEN_PLAYER] });
    for (const ended of [playing, challenged]) {
      const now = (await store.getVersus(ended.id))!;
      expect(now).toEqual({ ...ended, state: "expired", finishedAt: now.finishedAt, players: ended.players.map((p) => (p.id === "1" ? FORGOTTEN_PLAYER : p)) });
      expect(now.finishedAt).toEqual(expect.any(Number));
    }
    expect(await store.getVersus(others.id)).toEqual(others);
    expect((await store.openVersusGames()).map((g) => g.id)).toEqual([others.id]);
    expect(await store.versusGamesOf("100", "1")).toEqual([]);

    expect((await store.playerStats("100", "1", NOW)).versus).toEqual({ games: 0, wins: 0, draws: 0, losses: 0 });
    expect((await store.playerStats("100", "2", NOW)).versus).toEqual({ games: 2, wins: 1, draws: 0, losses: 1 });
    expect((await store.versusTable("100", { period: "all", page: 0, now: NOW })).entries.map((e) => e.playerId)).toEqual(["2"]);
    // A running game that ended so takes no more moves.
    expect(await store.updateVersus({ ...playing, moves: [...playing.moves, { kind: "pass", by: 1, at: NOW }] }, 1)).toBeNull();
  });

  it("purges the versus games and results of a server the bot left, and counts it as kept till then", async () => {
    const store = await tempStoreOn(engine);
    await game(store, [ann, bob], "over", "200");
    await game(store, [ann, cat], "playing", "200");
    const kept = await game(store, [ann, bob], "over", "100");
    expect(await store.guildsKept()).toEqual(["100", "200"]);
    await store.guildLeft("200", NOW);
    expect(await store.purgeGuildsLeftBy(NOW)).toEqual(["200"]);
    expect((await store.openVersusGames()).map((g) => g.id)).toEqual([]);
    expect(await store.versusTable("200", { period: "all", page: 0, now: NOW })).toMatchObject({ entries: [], totalPlayers: 0 });
    expect((await store.playerStats("200", "1", NOW)).versus.games).toBe(0);
    expect(await store.getVersus(kept.id)).toEqual(kept);
    expect((await store.playerStats("100", "1", NOW)).versus.games).toBe(1);
    expect(await store.guildsKept()).toEqual(["100"]);
  });
});
