// Ratings move where games end, in the transaction that ends them: a Countdown game finished
// (every pair, the computer as its anchor), a single round started rated:true (and Play again
// of it), never a round not asked to be rated nor a game stopped before its end.

import { describe, expect, it } from "vitest";
import { onTestFinished } from "vitest";
import { RULES } from "../../src/games/catalogue.ts";
import { BETWEEN_ROUNDS_SECONDS } from "../../src/games/countdown/progress.ts";
import { composeEngine } from "../../src/games/compose.ts";
import type { OpponentLevel } from "../../src/games/model.ts";
import { manualClock } from "../../src/games/engine/clock.ts";
import type { Player } from "../../src/games/engine/ports.ts";
import { conundrumAnswers } from "../../src/solvers/conundrum.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { wordsFromLetters } from "../../src/solvers/letters.ts";
import { tempStore } from "../store/temp-store.ts";
import { ann, bob, RecordingAnnouncer, RecordingLogger, T0, table } from "./engine-fakes.ts";

const dict = loadDictionary("british");

function bench() {
  const store = tempStore();
  const clock = manualClock(T0);
  const { engine, games: host } = composeEngine({ store, clock, announcer: new RecordingAnnouncer(), logger: new RecordingLogger(), rules: RULES, newSeed: () => 11, countdown: { pauseSeconds: BETWEEN_ROUNDS_SECONDS } });
  onTestFinished(() => engine.close());
  return { store, clock, engine, host };
}
type Bench = ReturnType<typeof bench>;

/** A short game to its end: ann plays each letters round's best word, bob nothing but the conundrum. */
async function playShortGame(b: Bench, level: OpponentLevel | null, others: readonly Player[]) {
  const opened = await b.host.open({ guildId: "100", channelId: "c1", player: ann, format: "short", level });
  if (!opened.ok) throw new Error(opened.error);
  for (const p of others) await b.host.join(opened.value.id, p);
  await b.host.start(opened.value.id, ann);
  await b.engine.idle();
  for (let i = 0; i < 7; i++) {
    if ((await b.store.runningRoundIn("c1")) === null) {
      b.clock.advance(BETWEEN_ROUNDS_SECONDS * 1000);
      await b.engine.idle();
    }
    let round = await b.store.runningRoundIn("c1");
    if (round?.state === "picking") {
      b.clock.advance(20_000);
      await b.engine.idle();
      round = await b.store.runningRoundIn("c1");
    }
    if (!round) throw new Error("no round in play");
    const board = round.board as { letters?: string; scramble?: string };
    if (round.game === "letters") await b.engine.answer({ channelId: "c1", player: ann, text: wordsFromLetters(dict, board.letters!)[0], via: "command" });
    if (round.game === "conundrum" && others.length > 0) await b.engine.answer({ channelId: "c1", player: others[0], text: conundrumAnswers(dict, board.scramble!)[0], via: "command" });
    b.clock.advance(31_000);
    await b.engine.idle();
  }
  return (await b.store.getGame(opened.value.id))!;
}

describe("ratings where games end", () => {
  it("rates a finished Countdown game: the winner up, the loser down, by as much, once", async () => {
    const b = bench();
    const game = await playShortGame(b, null, [bob]);
    expect(game).toMatchObject({ state: "over", winners: [ann.id] });
    const ratings = await b.store.ratingsOf("countdown", [ann.id, bob.id]);
    expect(ratings[ann.id].rating).toBeGreaterThan(1500);
    expect(ratings[bob.id].rating).toBeLessThan(1500);
    expect(ratings[ann.id].rating - 1500).toBeCloseTo(1500 - ratings[bob.id].rating, 6);
    expect([ratings[ann.id].games, ratings[bob.id].games]).toEqual([1, 1]);
    expect((await b.store.ratingHistory(ann.id, 0)).map((p) => p.mode)).toEqual(["countdown"]);
    expect(await b.store.meetingsSince("countdown", ann.id, 0)).toEqual({ [bob.id]: 1 });
  });

  it("rates a game against the computer against its level's fixed anchor", async () => {
    const b = bench();
    await playShortGame(b, "perfect", []);
    const { [ann.id]: mine } = await b.store.ratingsOf("countdown", [ann.id]);
    expect(mine.rating).toBeLessThan(1500);
    expect(await b.store.meetingsSince("countdown", ann.id, 0)).toEqual({ "computer:perfect": 1 });
    expect(await b.store.ratingsOf("countdown", ["computer", "computer:perfect"])).toEqual({});
  });

  it("does not rate a game stopped before its end", async () => {
    const b = bench();
    const opened = await b.host.open({ guildId: "100", channelId: "c1", player: ann, format: "short", level: null });
    if (!opened.ok) throw new Error(opened.error);
    await b.host.join(opened.value.id, bob);
    await b.host.start(opened.value.id, ann);
    await b.engine.idle();
    expect((await b.host.stop("c1", ann, false)).ok).toBe(true);
    await b.engine.idle();
    expect(await b.store.playerRatings(ann.id)).toEqual({});
  });

  it("rates a single round started rated:true in its game's mode, and its Play again; not an unrated round", async () => {
    const t = table();
    const play = async (rated: boolean | undefined, again?: number) => {
      const started = await t.engine.start({ guildId: "100", channelId: "c1", game: "boggle", player: ann, options: {}, rated, again });
      if (!started.ok) throw new Error(started.error);
      for (const [player, words] of [[ann, ["cat", "act", "tea"]], [bob, ["eat"]]] as const) {
        for (const text of words) await t.engine.answer({ channelId: "c1", player, text, via: "command" });
      }
      t.clock.advance(31_000);
      await t.engine.idle();
      return started.value.round.id;
    };
    await play(undefined);
    expect(await t.store.playerRatings(ann.id)).toEqual({});
    const rated = await play(true);
    expect(await t.store.isRated(rated)).toBe(true);
    const first = await t.store.ratingsOf("boggle", [ann.id, bob.id]);
    expect(first[ann.id]).toMatchObject({ games: 1 });
    expect(first[ann.id].rating).toBeGreaterThan(1500);
    expect(first[bob.id].rating).toBeLessThan(1500);
    await play(undefined, rated);
    const second = await t.store.ratingsOf("boggle", [ann.id, bob.id]);
    expect(second[ann.id].games).toBe(2);
    // The second game of the pair today counts half.
    expect(second[ann.id].rating - first[ann.id].rating).toBeLessThan(first[ann.id].rating - 1500);
    expect(await t.store.meetingsSince("boggle", bob.id, 0)).toEqual({ [ann.id]: 2 });
    expect(await t.store.playerRatings(ann.id)).toEqual({ boggle: second[ann.id] });
  });
});
