// The computer opponent: each level's answers from the solvers, seeded, at its level's pace,
// and never worse than the level below's on the same board (issue 26).

import { describe, expect, it } from "vitest";
import { dealRound, levelsOutOfOrder, movesOnSeed } from "../../bench/opponent-ladder.ts";
import { isCommon } from "../../src/games/common-words.ts";
import { opponentMove } from "../../src/games/opponent/answer.ts";
import { OPPONENT_STRENGTHS } from "../../src/games/opponent/levels.ts";
import { OPPONENT_LEVELS, type CountdownRound, type OpponentLevel } from "../../src/games/model.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { wordsFromLetters } from "../../src/solvers/letters.ts";
import { checkEquation } from "../../src/solvers/numbers/check.ts";
import { seededRandom } from "../../src/solvers/random.ts";

const LETTERS = { letters: "mhircoact" };
const NUMBERS = { numbers: [25, 50, 75, 100, 3, 6], target: 952 };
const OPTIONS = { dict: "british" };
const dict = loadDictionary("british");
const SEEDS = [...Array(300).keys()];

const moves = (level: OpponentLevel, game: CountdownRound, board: unknown, count = 40) =>
  [...Array(count)].map((_, seed) => opponentMove(level, game, board, OPTIONS, 30_000, seededRandom(seed)));

describe("the computer opponent's levels, in order", () => {
  it.each(["letters", "numbers", "conundrum"] as const)("on %s, every level does at least as well as the level below on the same seeded board", (game) => {
    expect(levelsOutOfOrder(game, SEEDS)).toEqual([]);
  });

  it("plays longer letters words, on average, level by level", () => {
    const lengths = (level: OpponentLevel) => SEEDS.map((seed) => movesOnSeed("letters", seed)[OPPONENT_LEVELS.indexOf(level)].text?.length ?? 0);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const means = OPPONENT_LEVELS.map((level) => mean(lengths(level)));
    expect(means).toEqual([...means].sort((a, b) => a - b));
    expect(new Set(means).size).toBe(OPPONENT_LEVELS.length);
  });

  it("keeps its table in order: no level is weaker than the one below in any field", () => {
    for (let i = 1; i < OPPONENT_LEVELS.length; i++) {
      const [below, above] = [OPPONENT_STRENGTHS[OPPONENT_LEVELS[i - 1]], OPPONENT_STRENGTHS[OPPONENT_LEVELS[i]]];
      for (let u = 0; u < 1; u += 0.01) {
        const short = (s: readonly number[]) => s[Math.floor(u * s.length)];
        expect(short(above.letters.shortBy)).toBeLessThanOrEqual(short(below.letters.shortBy));
      }
      expect(above.numbers.bestChance).toBeGreaterThanOrEqual(below.numbers.bestChance);
      expect(above.numbers.missBy[0]).toBeLessThanOrEqual(below.numbers.missBy[0]);
      expect(above.numbers.missBy[1]).toBeLessThanOrEqual(below.numbers.missBy[1]);
      expect(above.conundrumChance).toBeGreaterThanOrEqual(below.conundrumChance);
      expect(above.pace[0]).toBeLessThanOrEqual(below.pace[0]);
      expect(above.pace[1]).toBeLessThanOrEqual(below.pace[1]);
    }
  });
});

describe("the computer opponent", () => {
  it("at easy, answers whenever the letters make a word of 4 or more letters", () => {
    const silent = SEEDS.filter((seed) => {
      const { board } = dealRound("letters", seed);
      const hasFour = wordsFromLetters(dict, (board as { letters: string }).letters, 4).length > 0;
      return hasFour && movesOnSeed("letters", seed)[0].text === null;
    });
    expect(silent).toEqual([]);
    // Only 4-letter common words; a 7-letter word, none of them common; 5 and 3 letters only.
    for (const letters of ["qirlicuwr", "purdapumr", "cogipvict"]) {
      for (const level of OPPONENT_LEVELS) {
        const words = moves(level, "letters", { letters }, 10).map((m) => m.text);
        expect(words.every((w) => w !== null && w.length >= 4), `${level} on ${letters}: ${words}`).toBe(true);
      }
    }
  });

  it("plays valid letters words, common below perfect, the best word at perfect", () => {
    const valid = new Set(wordsFromLetters(dict, LETTERS.letters));
    const best = wordsFromLetters(dict, LETTERS.letters)[0].length;
    for (const level of OPPONENT_LEVELS) {
      const words = moves(level, "letters", LETTERS).map((m) => m.text ?? "");
      expect(words.every((w) => valid.has(w)), level).toBe(true);
      if (level !== "perfect") expect(words.every(isCommon), level).toBe(true);
    }
    expect(moves("perfect", "letters", LETTERS).every((m) => m.text?.length === best)).toBe(true);
  });

  it("reaches the numbers target at its level's rate, and otherwise misses by its level's distance", () => {
    for (const level of OPPONENT_LEVELS) {
      const { bestChance, missBy } = OPPONENT_STRENGTHS[level].numbers;
      const distances = moves(level, "numbers", NUMBERS, 200).map((m) => {
        const value = checkEquation(m.text ?? "", NUMBERS.numbers);
        if (!value.ok) throw new Error(`${level}: ${m.text}: ${value.message}`);
        return Math.abs(value.value - NUMBERS.target);
      });
      const exact = distances.filter((d) => d === 0).length / distances.length;
      expect(Math.abs(exact - bestChance), level).toBeLessThan(0.1);
      expect(distances.every((d) => d === 0 || (d >= missBy[0] && d <= missBy[1])), level).toBe(true);
    }
  });

  it("solves conundrums at its level's rate, and only ever with the answer", () => {
    for (const level of OPPONENT_LEVELS) {
      const solved = moves(level, "conundrum", { scramble: "tacmorich" }, 200).filter((m) => m.text !== null);
      expect(solved.every((m) => m.text === "chromatic")).toBe(true);
      expect(Math.abs(solved.length / 200 - OPPONENT_STRENGTHS[level].conundrumChance), level).toBeLessThan(0.1);
    }
  });

  it("answers within its level's share of the round, the same for the same seed", () => {
    for (const level of OPPONENT_LEVELS) {
      const [early, late] = OPPONENT_STRENGTHS[level].pace;
      expect(moves(level, "letters", LETTERS).every((m) => m.afterMs >= early * 30_000 && m.afterMs <= late * 30_000)).toBe(true);
    }
    expect(moves("medium", "numbers", NUMBERS, 5)).toEqual(moves("medium", "numbers", NUMBERS, 5));
  });
});
