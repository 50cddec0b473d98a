// Letterpress versus games are rated when they end over: by the tile margin, a resignation or
// forfeit as a full win, the computer as its level's anchor; through the host, in the end's
// transaction.

import { describe, expect, it, onTestFinished } from "vitest";
import { RULES } from "../../src/games/catalogue.ts";
import { composeEngine } from "../../src/games/compose.ts";
import { manualClock } from "../../src/games/engine/clock.ts";
import type { VersusGame } from "../../src/games/model.ts";
import { versusToRate } from "../../src/games/ratings/versus.ts";
import { playableWords } from "../../src/games/versus/playable.ts";
import { tempStore } from "../store/temp-store.ts";
import { ann, bob, RecordingAnnouncer, RecordingLogger, T0 } from "./engine-fakes.ts";

const FULL = (1 << 25) - 1;

function over(colours: [number, number], more: Partial<VersusGame> = {}): VersusGame {
  return {
    id: 7, guildId: "100", channelId: "c1", challengeMessageId: null, threadId: null,
    players: [{ id: "1", name: "Ann", computer: false }, { id: "2", name: "Bob", computer: false }], level: null,
    dictionary: "scrabble", letters: "abcdefghijklmnopqrstuvwxy", colours, moves: [], state: "over", turnSeconds: 86_400,
    turnStartedAt: T0, reminded: false, winner: 0, endedBy: "full-board", createdAt: T0, finishedAt: T0 + 1, ...more,
  };
}

describe("a versus game to rate", () => {
  it("scores a full board by its tiles, and a resignation as a full win whatever the tiles", () => {
    const fifteen = (1 << 15) - 1;
    expect(versusToRate(over([fifteen, FULL ^ fifteen]))).toEqual({
      mode: "letterpress-versus", guildId: "100", gameRef: "versus:7", at: T0 + 1,
      people: [{ id: "1", points: 15 }, { id: "2", points: 10 }], computer: null,
    });
    expect(versusToRate(over([0b1, 0b1110], { endedBy: "resigned", winner: 0 }))?.people).toEqual([{ id: "1", points: 1 }, { id: "2", points: 0 }]);
    expect(versusToRate(over([0b1, 0b1110], { endedBy: "forfeit", winner: 1 }))?.people).toEqual([{ id: "1", points: 0 }, { id: "2", points: 1 }]);
  });

  it("puts the computer in as its level's anchor, and rates nothing not over", () => {
    const vsComputer = over([3, 1], { level: "master", players: [{ id: "1", name: "Ann", computer: false }, { id: "computer", name: "Computer (master)", computer: true }] });
    expect(versusToRate(vsComputer)).toMatchObject({ people: [{ id: "1", points: 2 }], computer: { id: "computer:master", anchor: { rating: 2100 }, points: 1 } });
    expect(versusToRate(over([0, 0], { state: "playing", finishedAt: null, winner: null, endedBy: null }))).toBeNull();
  });

  it("moves both players' ratings when a game ends through the host, once", async () => {
    const store = tempStore();
    const { engine, versus: host } = composeEngine({ store, clock: manualClock(T0), announcer: new RecordingAnnouncer(), logger: new RecordingLogger(), rules: RULES, countdown: {}, versus: { pauseMs: () => 50 } });
    onTestFinished(() => {
      host.close();
      engine.close();
    });
    const challenged = await host.challenge({ guildId: "100", channelId: "c1", challenger: ann, opponent: bob, level: null });
    if (!challenged.ok) throw new Error(challenged.error);
    const game = await host.accept(challenged.value.id, bob, { playIn: async () => "thread-1", challengeMessageId: "m-1" });
    if (!game.ok) throw new Error(game.error);
    expect((await host.play(game.value.id, ann, playableWords(game.value, { allowed: [], denied: [] })[0]!)).ok).toBe(true);
    expect(await store.playerRatings(ann.id)).toEqual({});
    expect((await host.resign(game.value.id, bob)).ok).toBe(true);
    await host.idle();
    const ratings = await store.ratingsOf("letterpress-versus", [ann.id, bob.id]);
    expect(ratings[ann.id].rating).toBeGreaterThan(1500);
    expect(ratings[bob.id].rating).toBeLessThan(1500);
    expect([ratings[ann.id].games, ratings[bob.id].games]).toEqual([1, 1]);
    expect((await host.resign(game.value.id, bob)).ok).toBe(false);
    expect((await store.ratingHistory(bob.id, 0)).length).toBe(1);
  });
});
