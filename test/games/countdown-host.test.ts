// A whole Countdown game on the engine with the real rules and a manual clock, no Discord:
// choosers pick in turn, totals follow each round in the same transaction as its end, the
// computer answers on its own, and a restart carries the game on.

import { describe, expect, it } from "vitest";
import { RULES } from "../../src/games/catalogue.ts";
import { BETWEEN_ROUNDS_SECONDS, type GameNews } from "../../src/games/countdown/progress.ts";
import { composeEngine } from "../../src/games/compose.ts";
import type { CountdownFormat, OpponentLevel } from "../../src/games/model.ts";
import { conundrumAnswers } from "../../src/solvers/conundrum.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { wordsFromLetters } from "../../src/solvers/letters.ts";
import { storeAt, tempDbPath } from "../store/temp-store.ts";
import { ann, bob, cat, RecordingAnnouncer, RecordingLogger, T0 } from "./engine-fakes.ts";
import { manualClock, type ManualClock } from "../../src/games/engine/clock.ts";
import type { Player } from "../../src/games/engine/ports.ts";
import { onTestFinished } from "vitest";

const dict = loadDictionary("british");

function bench(path = tempDbPath(), clock: ManualClock = manualClock(T0)) {
  const store = storeAt(path);
  const announcer = new RecordingAnnouncer();
  const logger = new RecordingLogger();
  let seed = 11;
  const { engine, games: host } = composeEngine({ store, clock, announcer, logger, rules: RULES, newSeed: () => seed++, countdown: { pauseSeconds: BETWEEN_ROUNDS_SECONDS } });
  onTestFinished(() => engine.close());
  return { store, clock, announcer, logger, host, engine, path };
}
type Bench = ReturnType<typeof bench>;

async function lobby(b: Bench, format: CountdownFormat, level: OpponentLevel | null, ...others: Player[]) {
  const opened = await b.host.open({ guildId: "100", channelId: "c1", player: ann, format, level });
  if (!opened.ok) throw new Error(opened.error);
  for (const p of others) expect((await b.host.join(opened.value.id, p)).ok).toBe(true);
  const started = await b.host.start(opened.value.id, ann);
  if (!started.ok) throw new Error(started.error);
  await b.engine.idle();
  return opened.value.id;
}

/** The pause between rounds passes: the next round starts. */
async function pause(b: Bench) {
  b.clock.advance(BETWEEN_ROUNDS_SECONDS * 1000);
  await b.engine.idle();
}

/** The round in play: picked by its chooser's timeout if need be, then `answers` sent, then time up. */
async function playRound(b: Bench, answers: (board: { letters?: string; scramble?: string }) => [Player, string][]) {
  if (await b.store.runningRoundIn("c1") === null) await pause(b);
  let round = await b.store.runningRoundIn("c1");
  if (round?.state === "picking") {
    b.clock.advance(20_000);
    await b.engine.idle();
    round = await b.store.runningRoundIn("c1");
  }
  if (!round) throw new Error("no round in play");
  for (const [player, text] of answers(round.board as { letters?: string })) await b.engine.answer({ channelId: "c1", player, text, via: "command" });
  b.clock.advance(31_000);
  await b.engine.idle();
  return round;
}

const news = (b: Bench): GameNews[] => b.announcer.of("game").map((e) => e.news);

describe("a Countdown game on the engine", () => {
  it("passes the choice in turn, keeps totals and names the winner after the conundrum", async () => {
    const b = bench();
    const gameId = await lobby(b, "short", null, bob);
    const starters: string[] = [];
    for (let i = 0; i < 6; i++) {
      const round = await playRound(b, (board) => (board.letters ? [[ann, wordsFromLetters(dict, board.letters)[0]], [bob, "zzz"]] : []));
      starters.push(`${round.game}:${round.startedBy}`);
    }
    expect(starters).toEqual(["letters:1", "letters:2", "numbers:1", "letters:2", "letters:1", "numbers:2"]);
    const conundrum = await playRound(b, (board) => [[bob, conundrumAnswers(dict, board.scramble ?? "")[0]]]);
    expect(conundrum.game).toBe("conundrum");
    const all = news(b);
    expect(all.map((n) => n.round)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(all[0].next).toMatchObject({ index: 1, chooser: { name: "Bob" } });
    // Results go out before the game's news, round by round.
    const kinds = b.announcer.events.map((e) => e.kind).filter((k) => k === "finished" || k === "game");
    expect(kinds.slice(0, 4)).toEqual(["finished", "game", "finished", "game"]);
    const last = all.at(-1)!;
    const annTotal = last.totals.find((t) => t.player.id === ann.id)!.points;
    expect(annTotal).toBeGreaterThan(10);
    expect(last.totals.find((t) => t.player.id === bob.id)?.points).toBe(10);
    expect(last).toMatchObject({ turn: "won", winners: [{ id: ann.id }] });
    expect(await b.store.getGame(gameId)).toMatchObject({ state: "over", winners: [ann.id], roundId: null });
    expect(await b.store.runningRoundIn("c1")).toBeNull();
    expect(b.logger.errors()).toEqual([]);
  });

  it("with the computer only: it chooses at once on its turns and answers by itself", async () => {
    const b = bench();
    await lobby(b, "short", "perfect");
    const first = await playRound(b, () => []);
    expect((await b.store.answersFor(first.id)).map((a) => [a.playerName, a.ok])).toEqual([["Computer", true]]);
    // Its turn: the board is complete at once, no picking.
    await pause(b);
    const second = await b.store.runningRoundIn("c1");
    expect(second).toMatchObject({ state: "running", startedBy: "computer" });
    await playRound(b, () => []);
    const totals = news(b).at(-1)!.totals;
    expect(totals[0]).toMatchObject({ player: { name: "Computer", computer: true } });
    expect(totals[0].points).toBeGreaterThan(0);
  });

  it("closes a lobby left unstarted for half an hour when the channel is wanted again", async () => {
    const b = bench();
    const first = await b.host.open({ guildId: "100", channelId: "c1", player: ann, format: "short", level: null });
    expect(await b.host.open({ guildId: "100", channelId: "c1", player: bob, format: "full", level: null })).toMatchObject({ ok: false });
    b.clock.advance(29 * 60_000);
    expect((await b.host.gameIn("c1"))?.id).toBe(first.ok ? first.value.id : -1);
    b.clock.advance(2 * 60_000);
    expect(await b.host.gameIn("c1")).toBeNull();
    expect(first.ok && (await b.store.getGame(first.value.id))?.state).toBe("lobby"); // a lookup changes nothing
    const second = await b.host.open({ guildId: "100", channelId: "c1", player: bob, format: "full", level: null });
    expect(second).toMatchObject({ ok: true, value: { format: "full", startedBy: bob.id } });
    expect(first.ok && (await b.store.getGame(first.value.id))?.state).toBe("stopped");
  });

  it("starts the next round after a restart that came between two rounds", async () => {
    const b = bench();
    const opened = await b.host.open({ guildId: "100", channelId: "c1", player: ann, format: "short", level: null });
    if (!opened.ok) throw new Error(opened.error);
    // The lobby closed, then the process stopped before its first round was started.
    await b.store.updateGame({ ...opened.value, players: [...opened.value.players, { ...bob, computer: false, idle: 0, dropped: false }], state: "playing" });
    expect(await b.store.runningRoundIn("c1")).toBeNull();
    await b.host.recover((game) => game.guildId === "elsewhere");
    expect(await b.store.runningRoundIn("c1")).toBeNull(); // another shard's game is left alone
    await b.host.recover();
    await b.engine.idle();
    const round = await b.store.runningRoundIn("c1");
    expect(round).toMatchObject({ game: "letters", state: "picking", startedBy: ann.id });
    expect((await b.store.getGame(opened.value.id))?.roundId).toBe(round?.id);
  });

  it("carries on after a restart in the middle of a round", async () => {
    const path = tempDbPath();
    const clock = manualClock(T0);
    const first = bench(path, clock);
    await lobby(first, "short", null, bob);
    await playRound(first, (board) => [[ann, wordsFromLetters(dict, board.letters ?? "")[0]], [bob, "cat"]]);
    await pause(first);
    const midRound = await first.store.runningRoundIn("c1");
    expect(midRound).not.toBeNull();
    first.engine.close();
    await first.store.close();

    const second = bench(path, clock);
    await second.engine.recover();
    await second.host.recover();
    // The round in play resumed: it finishes on time and the game moves on to round 3.
    await playRound(second, (board) => [[ann, wordsFromLetters(dict, board.letters ?? "")[0]]]);
    const after = news(second);
    expect(after.map((n) => n.round)).toEqual([2]);
    expect(after[0].next).toMatchObject({ index: 2, game: "numbers", chooser: { id: ann.id } });
    await pause(second);
    expect((await second.store.runningRoundIn("c1"))?.game).toBe("numbers");
  });

  it("stopped as its next round is about to start: that round never starts", async () => {
    const b = bench();
    const gameId = await lobby(b, "short", null, bob);
    await playRound(b, () => []);
    // The pause ends: the host has read the game, still playing, when /countdown stop lands.
    const read = b.store.openGameIn;
    let stopNext = true;
    b.store.openGameIn = async (channelId) => {
      const game = await read(channelId);
      if (stopNext) {
        stopNext = false;
        expect((await b.host.stop("c1", ann, false)).ok).toBe(true);
      }
      return game;
    };
    await pause(b);
    expect(await b.store.runningRoundIn("c1")).toBeNull();
    expect((await b.store.getGame(gameId))?.state).toBe("stopped");
  });

  it("stopped as a round ends: the stopped game keeps that round's points", async () => {
    const b = bench();
    const gameId = await lobby(b, "short", null, bob);
    b.clock.advance(20_000); // ann's pick times out: the round runs
    await b.engine.idle();
    const round = (await b.store.runningRoundIn("c1"))!;
    await b.engine.answer({ channelId: "c1", player: ann, text: wordsFromLetters(dict, (round.board as { letters: string }).letters)[0], via: "command" });
    // /countdown stop has read the game when the round's time is up.
    const read = b.store.openGameIn;
    b.store.openGameIn = async (channelId) => {
      b.store.openGameIn = read;
      const game = await read(channelId);
      b.clock.advance(31_000);
      await b.engine.idle();
      return game;
    };
    const stopped = await b.host.stop("c1", ann, false);
    const scores = (await b.store.getGame(gameId))?.scores ?? [];
    expect(scores).toHaveLength(1);
    expect(stopped.ok && stopped.value.totals.find((t) => t.player.id === ann.id)?.points).toBe(scores[0]?.[ann.id]);
    expect(scores[0]?.[ann.id]).toBeGreaterThan(0);
  });

  it("lets only the tied leaders answer a sudden death: a trailing player's right answer is refused and wins nothing", async () => {
    const b = bench();
    const opened = await b.host.open({ guildId: "100", channelId: "c1", player: ann, format: "short", level: null });
    if (!opened.ok) throw new Error(opened.error);
    const players = [ann, bob, cat].map((p) => ({ ...p, computer: false, idle: 0, dropped: false }));
    // Seven rounds played: Ann and Bob tied on 30, Cat on 0; the sudden death is next.
    const scores = [...Array(7)].map(() => ({ 1: 5, 2: 5, 3: 0 }));
    await b.store.updateGame({ ...opened.value, players, scores, state: "playing" });
    await b.host.recover();
    await b.engine.idle();
    const round = (await b.store.runningRoundIn("c1"))!;
    expect(round.game).toBe("conundrum");
    const answer = conundrumAnswers(dict, (round.board as { scramble: string }).scramble)[0];
    expect(await b.engine.answer({ channelId: "c1", player: cat, text: answer, via: "command" })).toMatchObject({ ok: false, error: expect.stringMatching(/^Only the players tied at the top/) });
    expect((await b.store.runningRoundIn("c1"))?.id).toBe(round.id); // the race goes on
    expect(await b.engine.answer({ channelId: "c1", player: bob, text: answer, via: "command" })).toMatchObject({ ok: true });
    await b.engine.idle();
    expect(news(b).at(-1)).toMatchObject({ turn: "won", winners: [{ id: bob.id }], dropped: [] });
    expect(await b.store.getGame(opened.value.id)).toMatchObject({ state: "over", winners: [bob.id] });
  });
});
