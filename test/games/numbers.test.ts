// Countdown numbers rules: dealing from the piles, the large-number pick, checking equations
// through the numbers checker, 10/7/5 scoring with ties, and Dictionary Corner.

import { describe, expect, it } from "vitest";
import { resultLines } from "../../src/discord/render/round.ts";
import { numbersRules, type NumbersBoard, type NumbersOptions } from "../../src/games/numbers/index.ts";
import { drawNumbers, isScorable } from "../../src/games/numbers/board.ts";
import { seededRandom } from "../../src/solvers/random.ts";
import { DEFAULT_SETTINGS } from "../../src/store/settings.ts";
import type { Answer } from "../../src/games/model.ts";
import { judgedAnswer } from "./answer.ts";

const rules = numbersRules;
const picking = rules.picking!;
const options = (fields = {}): NumbersOptions => {
  const read = rules.readOptions(fields, DEFAULT_SETTINGS);
  if (!read.ok) throw new Error(read.error);
  return read.value;
};
const board = (numbers: number[], target: number): NumbersBoard => ({ numbers, target, large: [], small: [] });
const classic = board([25, 50, 75, 100, 3, 6], 952);

function answer(playerName: string, text: string, on = classic): Answer {
  return judgedAnswer(playerName, text, rules.check(on, options(), text));
}

describe("dealing numbers", () => {
  it("is reproducible from a seed", () => {
    const deal = (seed: number) => {
      const random = seededRandom(seed);
      return picking.autoComplete(rules.deal(random, options()), random);
    };
    expect(deal(42)).toEqual(deal(42));
    expect(deal(42).numbers).toHaveLength(6);
  });

  it("draws the target again when nothing comes within 10 of it (2 2 10 1 4 1 → 901)", () => {
    const board: NumbersBoard = { numbers: [], target: 901, large: [100], small: [2, 2, 10, 1, 4, 1], spareTargets: [950, 300] };
    expect(isScorable([2, 2, 10, 1, 4, 1], 901)).toBe(false);
    expect(drawNumbers(board, 0)).toEqual({ numbers: [2, 2, 10, 1, 4, 1], target: 300, large: [], small: [] });
    expect(drawNumbers(board, 1).target).toBe(901);
  });

  it("over 600 deals with no large number, every target can be scored on", () => {
    for (let seed = 0; seed < 600; seed++) {
      const { numbers, target } = rules.deal(seededRandom(seed), options({ large: 0 }));
      expect(isScorable(numbers, target), `${numbers.join(" ")} → ${target}`).toBe(true);
    }
  });

  it("draws the chosen large numbers and small ones from two of each, target 101–999", () => {
    const targets: number[] = [];
    for (let seed = 0; seed < 1000; seed++) {
      const large = seed % 5;
      const { numbers, target } = rules.deal(seededRandom(seed), options({ large }));
      expect(numbers).toHaveLength(6);
      const big = numbers.slice(0, large), small = numbers.slice(large);
      expect(new Set(big).size).toBe(large);
      for (const n of big) expect([25, 50, 75, 100]).toContain(n);
      for (const n of small) {
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(10);
        expect(small.filter((m) => m === n).length).toBeLessThanOrEqual(2);
      }
      targets.push(target);
    }
    expect(Math.min(...targets)).toBeGreaterThanOrEqual(101);
    expect(Math.max(...targets)).toBeLessThanOrEqual(999);
    expect(Math.min(...targets)).toBeLessThan(120);
    expect(Math.max(...targets)).toBeGreaterThan(980);
  });

  it("waits for the large-number pick when none is given, and hides the target till then", () => {
    const start = rules.deal(seededRandom(3), options());
    expect(picking.isComplete(start)).toBe(false);
    expect(rules.showBoard(start, options())).toBe("_ _ _ _ _ _\nTarget: ---");
    expect(picking.choices(start).map((c) => [c.id, c.allowed])).toEqual([["0", true], ["1", true], ["2", true], ["3", true], ["4", true]]);
    const picked = picking.pick(start, "2");
    if (!picked.ok) throw new Error(picked.error);
    expect(picked.value.numbers.slice(0, 2)).toEqual(start.large.slice(0, 2));
    expect(picked.value.numbers.slice(2)).toEqual(start.small.slice(0, 4));
    expect(picked.value.target).toBe(start.target);
    expect(picking.isComplete(picked.value)).toBe(true);
    expect(picking.pick(picked.value, "1")).toEqual({ ok: false, error: "The numbers are already drawn." });
    expect(picking.pick(start, "5")).toMatchObject({ ok: false, error: expect.stringMatching(/0 to 4 large/) });
  });

  it("shows the numbers and the target", () => {
    expect(rules.showBoard(classic, options())).toBe("25 50 75 100 3 6\nTarget: 952");
  });
});

describe("numbers options", () => {
  it("reads large and duration", () => {
    expect(options()).toEqual({ large: null, duration: 30 });
    expect(options({ large: "4", duration: 60 })).toEqual({ large: 4, duration: 60 });
  });

  it.each([
    [{ large: 5 }, /Large must be between 0 and 4/],
    [{ large: "two" }, /Large must be a whole number/],
    [{ duration: 1000 }, /Duration must be between 10 and 300/],
    [{ dict: "british" }, /There is no option "dict" in numbers/],
  ])("refuses %j", (fields, message) => {
    expect(rules.readOptions(fields, DEFAULT_SETTINGS)).toMatchObject({ ok: false, error: expect.stringMatching(message) });
  });
});

describe("checking a numbers answer", () => {
  it("computes the value itself and keeps the equation as shown", () => {
    expect(rules.check(classic, options(), "(100+6)x3x75 - 50/25")).toEqual({
      ok: true,
      value: { value: 23848, expression: "(100 + 6) × 3 × 75 − 50 ÷ 25" },
      summary: "(100 + 6) × 3 × 75 − 50 ÷ 25 = 23848 — 22896 away from 952. Your answer is in; it stays secret until time is up.",
    });
  });

  it("says when the target is hit exactly", () => {
    const exact = rules.check(classic, options(), "((100 + 6) * 3 * 75 - 50) / 25 = 952");
    expect(exact).toMatchObject({ ok: true, value: { value: 952 }, summary: expect.stringContaining("exactly 952!") });
  });

  it.each([
    ["7 * 100", "7 is not one of the numbers"],
    ["6 * 6", "6 is used more than the once it was drawn"],
    ["25 / 3", "25 ÷ 3 is not a whole number"],
    ["3 - 6", "3 − 6 is negative"],
    ["100 + 50 = 160", "that makes 150, not 160"],
    ["", "there is no equation"],
  ])("refuses %j: %s", (text, reason) => {
    expect(rules.check(classic, options(), text)).toEqual({ ok: false, reason });
  });
});

describe("scoring a numbers round", () => {
  const score = (answers: Answer[]) => rules.score(classic, options(), answers, DEFAULT_SETTINGS);
  const table = (answers: Answer[]) => score(answers).results.map((r) => [r.playerName, r.points, r.won, r.exact]);

  it("gives exact answers 10, ties all scoring, and nobody else anything", () => {
    expect(table([
      answer("Ann", "((100 + 6) * 3 * 75 - 50) / 25"), answer("Bob", "(100 + 50) * 6 + 25"),
      answer("Cat", "((100 + 6) * 75 * 3 - 50) / 25"), answer("Dee", "6 * 6"),
    ])).toEqual([["Ann", 10, true, true], ["Cat", 10, true, true], ["Bob", 0, false, false], ["Dee", 0, false, false]]);
  });

  it.each([
    [955, 7], [947, 7], [942, 5], [962, 5], [963, 0], [941, 0],
  ])("scores the closest answer with target %i as %i", (target, points) => {
    const near = board([25, 50, 75, 100, 3, 6], target);
    const { results } = rules.score(near, options(), [answer("Ann", "((100 + 6) * 3 * 75 - 50) / 25", near)], DEFAULT_SETTINGS);
    expect(results[0]).toMatchObject({ points, won: points > 0, exact: false, word: "((100 + 6) × 3 × 75 − 50) ÷ 25 = 952" });
  });

  it("scores only the closest, tied closest answers all scoring", () => {
    const near = board([100, 75, 50, 25, 6, 3], 204);
    const { results, standings } = rules.score(near, options(), [
      answer("Ann", "100 + 75 + 25", near), answer("Bob", "100 + 75 + 27", near), answer("Cat", "100 + 75 + 25 + 3", near),
      answer("Dee", "100 + 75 + 25 + 6", near), answer("Eve", "3 + 25 + 75 + 100", near),
    ], DEFAULT_SETTINGS);
    const lines = resultLines(standings);
    expect(results.map((r) => [r.playerName, r.points])).toEqual([["Cat", 7], ["Eve", 7], ["Dee", 0], ["Ann", 0], ["Bob", 0]]);
    expect(lines).toEqual([
      "Cat: 100 + 75 + 25 + 3 = 203 (1 away) — 7 points",
      "Eve: 3 + 25 + 75 + 100 = 203 (1 away) — 7 points",
      "Dee: 100 + 75 + 25 + 6 = 206 (2 away) — 0 points",
      "Ann: 100 + 75 + 25 = 200 (4 away) — 0 points",
      "Bob: 100 + 75 + 27 ✗ 27 is not one of the numbers — 0 points",
    ]);
    expect(standings[0].answers).toEqual([{ kind: "sum", expression: "100 + 75 + 25 + 3", value: 203, distance: 1, points: 7 }]);
    expect(standings[4]).toMatchObject({ answers: [], refusals: [{ text: "100 + 75 + 27", reason: "27 is not one of the numbers" }] });
  });

  it("counts each player's nearest valid answer, not the last", () => {
    expect(table([
      answer("Ann", "((100 + 6) * 3 * 75 - 50) / 25"), answer("Ann", "100 + 6"), answer("Ann", "6 * 6"),
      answer("Bob", "(100 + 50) * 6 + 25"),
    ])).toEqual([["Ann", 10, true, true], ["Bob", 0, false, false]]);
  });
});

describe("numbers Dictionary Corner", () => {
  it("shows a shortest exact solution", () => {
    const [section] = rules.corner(board([25, 50, 75, 100, 3, 6], 175), options());
    expect(section).toEqual({ title: "Dictionary Corner — a shortest solution", lines: ["100 + 75 = 175"] });
  });

  it("shows the closest value when the target cannot be reached", () => {
    expect(rules.corner(board([1, 1, 1, 1, 1, 1], 999), options())).toEqual([
      { title: "Dictionary Corner — the closest possible", lines: ["999 cannot be reached; the closest is 9, 990 away:", expect.stringMatching(/= 9$/)] },
    ]);
  });
});
