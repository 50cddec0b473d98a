// Letterpress versus games through the host on both store engines, with a manual clock: a game
// played to its end, a reminder then a forfeit, a challenge declined or left to expire, a
// restart with the computer's move owed, two moves at once, and each piece of news posted once.

import { describe, expect, it, onTestFinished } from "vitest";
import { RULES } from "../../src/games/catalogue.ts";
import { composeEngine, type VersusOptions } from "../../src/games/compose.ts";
import { manualClock, type ManualClock } from "../../src/games/engine/clock.ts";
import type { VersusGame } from "../../src/games/model.ts";
import type { ChooseMove } from "../../src/games/versus/host.ts";
import { playableWords } from "../../src/games/versus/playable.ts";
import { toMove } from "../../src/games/versus/rules.ts";
import { bestTiles, colourTiles } from "../../src/solvers/territory/colours.ts";
import { countTiles, setOf, tileName } from "../../src/solvers/territory/tiles.ts";
import type { Store } from "../../src/store/types.ts";
import { storeEngines, type StoreEngine } from "../support/postgres.ts";
import { ann, bob, RecordingAnnouncer, RecordingLogger, T0 } from "./engine-fakes.ts";

const DAY_MS = 86_400_000;
const PAUSE_MS = 50;

/** Most tiles now: the stand-in for the computer's choice, and how the people here play. */
function greedy(game: VersusGame, words: readonly string[]): { word: string; tiles: number[] } | null {
  const side = toMove(game) ?? 0;
  let best: { word: string; tiles: number[]; score: number } | null = null;
  for (const word of words) {
    const tiles = bestTiles(game.letters, game.colours, side, word);
    if (!tiles) continue;
    const colours = colourTiles(game.colours, side, setOf(tiles));
    const score = countTiles(colours[side]) - countTiles(colours[1 - side]!);
    if (!best || score > best.score) best = { word, tiles, score };
  }
  return best;
}

const choices: { level: string; words: number }[] = [];
const choose: ChooseMove = async (game, level, words) => {
  choices.push({ level, words: words.length });
  const move = greedy(game, words);
  return move ? { kind: "word", ...move } : { kind: "pass" };
};

async function bench(open: () => Promise<Store>, clock: ManualClock = manualClock(T0), versus: VersusOptions = { pauseMs: () => PAUSE_MS, choose }) {
  const store = await open();
  const announcer = new RecordingAnnouncer();
  const logger = new RecordingLogger();
  let seed = 5;
  const { engine, versus: host } = composeEngine({ store, clock, announcer, logger, rules: RULES, newSeed: () => seed++, countdown: {}, versus });
  onTestFinished(() => {
    host.close();
    engine.close();
  });
  const news = () => announcer.of("versus").map((e) => e.view);
  return { store, clock, announcer, logger, host, news };
}
type Bench = Awaited<ReturnType<typeof bench>>;

function value<T>(checked: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!checked.ok) throw new Error(checked.error);
  return checked.value;
}

async function accepted(b: Bench): Promise<VersusGame> {
  const challenge = value(await b.host.challenge({ guildId: "100", channelId: "c1", challenger: ann, opponent: bob, level: null }));
  const game = value(await b.host.accept(challenge.id, bob, { playIn: async () => "thread-1", challengeMessageId: "m-1" }));
  await b.host.idle();
  return game;
}

describe.each(storeEngines)("Letterpress versus games ($name)", (engine: StoreEngine) => {
  it("a challenge accepted, played by both to its end, each piece of news posted once", async () => {
    const b = await bench(await engine.database());
    let game = await accepted(b);
    expect(game).toMatchObject({ state: "playing", threadId: "thread-1", challengeMessageId: "m-1", turnSeconds: 86_400, dictionary: "scrabble" });
    expect(b.news().map((n) => [n.event, n.mention?.name ?? null])).toEqual([["challenged", "Bob"], ["started", "Ann"]]);
    expect(b.announcer.of("versus").map((e) => e.channelId)).toEqual(["c1", "thread-1"]);
    const players = [ann, bob];
    for (let turn = 0; game.state === "playing" && turn < 200; turn++) {
      const side = toMove(game)!;
      const move = greedy(game, playableWords(game, { allowed: [], denied: [] }));
      game = move ? value(await b.host.play(game.id, players[side]!, move.word, move.tiles.map(tileName).join(" "))).game : value(await b.host.pass(game.id, players[side]!));
      b.clock.advance(60_000);
    }
    await b.host.idle();
    expect(game.state).toBe("over");
    expect(await b.store.getVersus(game.id)).toEqual(game);
    const news = b.news();
    expect(news.length).toBe(2 + game.moves.length);
    expect(new Set(b.announcer.of("versus").map((e) => e.nonce)).size).toBe(news.length);
    expect(news.at(-1)).toMatchObject({ event: "over", toMove: null, mention: null });
    expect(news.at(-1)?.result).toMatch(/^(Ann|Bob) wins with \d+ tiles to \d+\.$|^A draw/);
    expect(news.slice(2, -1).every((n) => n.event === "moved" && n.mention?.id === players[n.toMove!]!.id)).toBe(true);
    expect(await b.store.pendingAnnouncements()).toEqual([]);
    expect(await b.host.gamesOf("100", ann)).toEqual([]);
    expect(b.logger.errors()).toEqual([]);
  });

  it("a turn left alone gets a reminder at three quarters, then is forfeited, across a restart", async () => {
    const open = await engine.database();
    const clock = manualClock(T0);
    const a = await bench(open, clock);
    const game = await accepted(a);
    value(await a.host.play(game.id, ann, playableWords(game, { allowed: [], denied: [] })[0]!));
    await a.host.idle();
    clock.advance(0.75 * DAY_MS - 1);
    await a.host.idle();
    expect(a.news().at(-1)?.event).toBe("moved");
    clock.advance(1);
    await a.host.idle();
    expect(a.news().at(-1)).toMatchObject({ event: "reminder", mention: { name: "Bob" }, headline: "Bob, it is your move: the turn is forfeited 6 hours from now." });
    a.host.close();
    // Restarted: the forfeit is armed again from the store, and the reminder is not sent twice.
    const b = await bench(open, clock);
    await b.host.recover();
    clock.advance(0.25 * DAY_MS - 1);
    await b.host.idle();
    expect(b.news()).toEqual([]);
    clock.advance(1);
    await b.host.idle();
    expect(b.news().at(-1)).toMatchObject({ event: "over", headline: "Bob let the turn run out and forfeits.", mention: null });
    expect(await b.store.getVersus(game.id)).toMatchObject({ state: "over", endedBy: "forfeit", winner: 0 });
    expect(b.news().map((n) => n.event)).toEqual(["over"]);
  });

  it("refuses what is not allowed, in one line; a challenge declined, another left to expire", async () => {
    const b = await bench(await engine.database());
    const game = await accepted(b);
    expect(await b.host.play(game.id, bob, "cat")).toEqual({ ok: false, error: "It is not your turn." });
    expect(await b.host.play(game.id, { id: "9", name: "Eve" }, "cat")).toEqual({ ok: false, error: "You are not playing in this game." });
    expect(await b.host.play(game.id, ann, "cat", "Z9")).toMatchObject({ ok: false, error: expect.stringContaining("is not a tile") });
    expect(await b.host.accept(game.id, bob)).toEqual({ ok: false, error: "This challenge has been accepted already." });
    expect(await b.host.gameFor("100", "thread-1", ann)).toMatchObject({ ok: true, value: { id: game.id } });
    expect(await b.host.gameFor("100", "c1", bob)).toMatchObject({ ok: true, value: { id: game.id } });
    expect(await b.host.gameFor("100", "c2", bob)).toEqual({ ok: false, error: "Your Letterpress games are played elsewhere: /letterpress games lists them." });

    const declined = value(await b.host.challenge({ guildId: "100", channelId: "c1", challenger: bob, opponent: ann, level: null }));
    expect(await b.host.decline(declined.id, bob)).toEqual({ ok: false, error: "This challenge is for Ann." });
    expect(value(await b.host.decline(declined.id, ann)).state).toBe("declined");
    const ignored = value(await b.host.challenge({ guildId: "100", channelId: "c1", challenger: bob, opponent: ann, level: null }));
    b.clock.advance(DAY_MS);
    await b.host.idle();
    expect(await b.store.getVersus(ignored.id)).toMatchObject({ state: "expired" });
    const headlines = b.news().map((n) => n.headline);
    expect(headlines.filter((h) => h.startsWith("Bob challenges Ann"))).toHaveLength(2);
    expect(headlines).toContain("Ann declined Bob's challenge.");
    expect(headlines).toContain("Ann did not answer Bob's challenge in time.");
  });

  it("a game whose thread is deleted ends by neither player, told in the channel it came from", async () => {
    const b = await bench(await engine.database());
    const game = await accepted(b);
    await b.host.lose("c1"); // the game is played in its thread, not here
    await b.host.lose("thread-1");
    await b.host.idle();
    expect(await b.store.getVersus(game.id)).toMatchObject({ state: "expired", threadId: "thread-1", winner: null });
    expect(b.announcer.of("versus").map((e) => [e.channelId, e.view.event])).toEqual([["c1", "challenged"], ["thread-1", "started"], ["c1", "expired"]]);
    expect(b.news().at(-1)?.headline).toBe("The game between Ann and Bob has ended: the place it was played in is gone.");
    b.clock.advance(2 * DAY_MS);
    await b.host.idle();
    expect(b.news()).toHaveLength(3); // no timer left behind
  });

  it("the real computer (composed by default) answers a move with a word of its own", async () => {
    const b = await bench(await engine.database(), manualClock(T0), { pauseMs: () => PAUSE_MS });
    const game = value(await b.host.challenge({ guildId: "100", channelId: "c1", challenger: ann, opponent: null, level: "medium" }));
    value(await b.host.play(game.id, ann, playableWords(game, { allowed: [], denied: [] })[0]!));
    await b.host.idle();
    b.clock.advance(PAUSE_MS);
    await b.host.idle();
    expect(b.news().at(-1)).toMatchObject({ event: "moved", move: { kind: "word", by: 1 }, mention: { id: ann.id } });
    expect(b.logger.errors()).toEqual([]);
  });

  it("a computer's move that fails (the database away) is tried again a minute later", async () => {
    const b = await bench(await engine.database());
    const game = value(await b.host.challenge({ guildId: "100", channelId: "c1", challenger: ann, opponent: null, level: "medium" }));
    value(await b.host.play(game.id, ann, playableWords(game, { allowed: [], denied: [] })[0]!));
    await b.host.idle();
    const read = b.store.guildSettings;
    b.store.guildSettings = async () => {
      b.store.guildSettings = read;
      throw new Error("the database is away");
    };
    b.clock.advance(PAUSE_MS);
    await b.host.idle();
    expect((await b.store.getVersus(game.id))?.moves).toHaveLength(1);
    expect(b.logger.errors().map((e) => e.message)).toEqual(["could not carry out a versus game's computer"]);
    b.clock.advance(60_000);
    await b.host.idle();
    expect((await b.store.getVersus(game.id))?.moves.map((m) => m.by)).toEqual([0, 1]);
  });

  it("two moves sent at once: one is saved, the other refused", async () => {
    const b = await bench(await engine.database());
    const game = await accepted(b);
    const [first, second] = playableWords(game, { allowed: [], denied: [] });
    const both = await Promise.all([b.host.play(game.id, ann, first!), b.host.play(game.id, ann, second!)]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(both.find((r) => !r.ok)).toMatchObject({ ok: false, error: expect.stringMatching(/It is not your turn\.|just moved on/) });
    await b.host.idle();
    expect((await b.store.getVersus(game.id))?.moves).toHaveLength(1);
    expect(b.news().filter((n) => n.event === "moved")).toHaveLength(1);
  });

  it("against the computer: it moves after its pause, through the same path, and again after a restart", async () => {
    const open = await engine.database();
    const clock = manualClock(T0);
    const first = await bench(open, clock);
    const game = value(await first.host.challenge({ guildId: "100", channelId: "c1", challenger: ann, opponent: null, level: "hard" }));
    expect(game).toMatchObject({ state: "playing", level: "hard", players: [{ id: ann.id }, { computer: true }] });
    value(await first.host.play(game.id, ann, playableWords(game, { allowed: [], denied: [] })[0]!));
    await first.host.idle();
    clock.advance(PAUSE_MS - 1);
    await first.host.idle();
    expect((await first.store.getVersus(game.id))?.moves).toHaveLength(1);
    clock.advance(1);
    await first.host.idle();
    expect((await first.store.getVersus(game.id))?.moves.map((m) => m.by)).toEqual([0, 1]);
    expect(first.news().at(-1)).toMatchObject({ event: "moved", move: { by: 1, kind: "word" }, mention: { id: ann.id } });
    expect(choices.at(-1)?.level).toBe("hard");

    // Ann moves, and the process stops before the computer's pause is over and before the news is out.
    first.announcer.fail.add("versus");
    const now = value(await first.host.play(game.id, ann, playableWords((await first.store.getVersus(game.id))!, { allowed: [], denied: [] })[0]!));
    await first.host.idle();
    first.host.close();
    expect(now.game.moves).toHaveLength(3);

    const second = await bench(open, clock);
    await second.host.recover((guildId) => guildId === "elsewhere");
    clock.advance(DAY_MS);
    await second.host.idle();
    expect((await second.store.getVersus(game.id))?.moves).toHaveLength(3); // another host's game is left alone
    second.host.close();

    const third = await bench(open, clock);
    await third.host.recover();
    clock.advance(0); // the computer's pause ran out while the host was down
    await third.host.idle();
    const after = (await third.store.getVersus(game.id))!;
    expect(after.moves.map((m) => m.by)).toEqual([0, 1, 0, 1]);
    // The news held back went out once, then the computer's move.
    expect(third.news().map((n) => [n.event, n.move?.by])).toEqual([["moved", 0], ["moved", 1]]);
    expect(await third.store.pendingAnnouncements()).toEqual([]);
  });
});
