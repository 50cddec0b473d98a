// The engine with the real rules from the catalogue (rules and solvers as shipped) on a
// manual clock: ties, picking timeouts, guild settings, and recovery after a crash.

import { describe, expect, it } from "vitest";
import { manualClock } from "../../src/games/engine/clock.ts";
import { RULES } from "../../src/games/catalogue.ts";
import { solveBoggle } from "../../src/solvers/boggle/solve.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { wordsFromLetters } from "../../src/solvers/letters.ts";
import { formatExpression } from "../../src/solvers/numbers/expression.ts";
import { solveNumbers } from "../../src/solvers/numbers/solve.ts";
import { storeAt, tempDbPath } from "../store/temp-store.ts";
import { T0, ann, bob, cat, started, table, type Table } from "./engine-fakes.ts";

const real = (over: Parameters<typeof table>[0] = {}) => table({ rules: RULES, ...over });

async function say(t: Table, player: typeof ann, text: string, channelId = "c1"): Promise<string> {
  const answered = await t.engine.answer({ channelId, player, text, via: "command" });
  if (!answered.ok) throw new Error(answered.error);
  return answered.value.message;
}

const pointsOf = async (t: Table, roundId: number) => Object.fromEntries((await t.store.resultsFor(roundId)).map((r) => [r.playerName, r.points]));

describe("the engine with the real rules", () => {
  it("letters: equal longest words all score, shorter and invalid ones nothing", async () => {
    const t = real();
    const { round } = await started(t, "c1", "letters", ann, { picks: "cvccvcvcc", duration: 30 });
    const letters = (round.board as { letters: string }).letters;
    const words = wordsFromLetters(loadDictionary("british"), letters);
    const longest = words[0];
    const shorter = words.find((w) => w.length < longest.length)!;
    expect(await say(t, ann, longest)).toMatch(/^✅ /);
    expect(await say(t, bob, longest.toUpperCase())).toMatch(/^✅ /);
    expect(await say(t, cat, shorter)).toMatch(/^✅ /);
    await say(t, cat, "qqqq");
    t.clock.advance(30_000);
    await t.engine.idle();
    const full = longest.length === 9 ? 18 : longest.length;
    // Cat's last answer was invalid, so their best valid one (the shorter word) counts.
    expect(await pointsOf(t, round.id)).toEqual({ Ann: full, Bob: full, Cat: 0 });
    expect(t.announcer.of("finished")[0].outcome.corner[0].lines.join(" ")).toContain(longest.toUpperCase());
  });

  it("numbers: a starter who never picks gets a board filled in, and an exact answer scores 10", async () => {
    const t = real();
    const view = await started(t, "c1", "numbers", ann);
    expect(view.choices.map((c) => c.id)).toEqual(["0", "1", "2", "3", "4", "rest"]);
    t.clock.advance(15_000);
    await t.engine.idle();
    const running = (await t.engine.roundIn("c1"))!.round;
    expect(running).toMatchObject({ state: "running", endsAt: T0 + 15_000 + 30_000 });
    const { numbers, target } = running.board as { numbers: number[]; target: number };
    expect(numbers).toHaveLength(6);
    const best = solveNumbers(numbers, target);
    await say(t, bob, formatExpression(best.solution));
    t.clock.advance(30_000);
    await t.engine.idle();
    const [result] = await t.store.resultsFor(running.id);
    expect(result).toMatchObject({ playerName: "Bob", exact: best.distance === 0 });
    expect(result.points).toBe(best.distance === 0 ? 10 : best.distance <= 5 ? 7 : best.distance <= 10 ? 5 : 0);
  });

  it("boggle: the guild's setting decides whether a word found twice still scores", async () => {
    for (const cancel of [true, false]) {
      const t = real();
      await t.store.updateGuildSettings("100", { boggleDuplicatesCancel: cancel });
      const { round } = await started(t, "c1", "boggle");
      const [shared, mine] = solveBoggle(loadDictionary("british"), round.board as { size: number; tiles: string[] }).words;
      await say(t, ann, `${shared} ${mine}`);
      await say(t, bob, shared);
      await t.engine.stop("c1", ann);
      const bogglePoints = (w: string) => [0, 0, 0, 1, 1, 2, 3, 5][w.length] ?? 11;
      const sharedPoints = cancel ? 0 : bogglePoints(shared);
      expect(await pointsOf(t, round.id)).toEqual({ Ann: sharedPoints + bogglePoints(mine), Bob: sharedPoints });
    }
  });

  it("recovers real rounds from the database file after a crash", async () => {
    const path = tempDbPath();
    const before = real({ store: storeAt(path), clock: manualClock(T0) });
    const { round } = await started(before, "c1", "conundrum", ann, { duration: 30 });
    const { scramble } = round.board as { scramble: string };
    // Not an anagram of the letters: a typo, which keeps Bob's one guess and is not kept.
    for (const typo of ["abcdefghi", "quiet"]) {
      expect(await before.engine.answer({ channelId: "c1", player: bob, text: typo, via: "command" })).toEqual({
        ok: false,
        error: `${typo.toUpperCase()} does not use exactly the letters ${scramble.toUpperCase()}, so it is not a guess: yours is still yours to make.`,
      });
    }
    expect(await before.store.answersFor(round.id)).toEqual([]);
    expect(await say(before, bob, scramble)).toMatch(/^❌ .*That was your one guess\.$/);
    before.engine.close();
    await before.store.close();

    const after = real({ store: storeAt(path), clock: manualClock(T0 + 60_000) });
    await after.engine.recover();
    const [finished] = after.announcer.of("finished");
    expect(finished.outcome.ending).toBe("recovered");
    expect(finished.outcome.results.every((r) => r.points === 0)).toBe(true);
    expect(finished.outcome.corner[0].lines.join("")).toMatch(/^[A-Z]{9}/);
    expect((await after.store.getRound(round.id))?.state).toBe("finished");
  });
});
