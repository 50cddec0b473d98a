// The computer opponent: each level's answers from the solvers, seeded, at its level's pace.

import { describe, expect, it } from "vitest";
import { isCommon } from "../../src/games/common-words.ts";
import { opponentMove } from "../../src/games/opponent/answer.ts";
import { OPPONENT_STRENGTHS } from "../../src/games/opponent/levels.ts";
import { OPPONENT_LEVELS, type OpponentLevel } from "../../src/games/model.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { wordsFromLetters } from "../../src/solvers/letters.ts";
import { checkEquation } from "../../src/solvers/numbers/check.ts";
import { seededRandom } from "../../src/solvers/random.ts";

const LETTERS = { letters: "mhircoact" };
const NUMBERS = { numbers: [25, 50, 75, 100, 3, 6], target: 952 };
const OPTIONS = { dict: "british" };
const dict = loadDictionary("british");
const best = wordsFromLetters(dict, LETTERS.letters)[0].length;
const bestCommon = wordsFromLetters(dict, LETTERS.letters).filter(isCommon)[0].length;

const moves = (level: OpponentLevel, game: "letters" | "numbers" | "conundrum", board: unknown, count = 40) =>
  [...Array(count)].map((_, seed) => opponentMove(level, game, board, OPTIONS, 30_000, seededRandom(seed)));

describe("the computer opponent", () => {
  it("plays letters words of its level's length, valid and common below perfect", () => {
    for (const level of OPPONENT_LEVELS) {
      const words = moves(level, "letters", LETTERS).map((m) => m.text ?? "");
      const valid = new Set(wordsFromLetters(dict, LETTERS.letters));
      expect(words.every((w) => valid.has(w)), level).toBe(true);
      if (level !== "perfect") expect(words.every(isCommon), level).toBe(true);
      const lengths = new Set(words.map((w) => w.length));
      // Medium aims one or two short of the best common word, and takes the next length down when none has that length.
      const expected = { easy: [5, 6], medium: [4, bestCommon - 1], hard: [bestCommon, bestCommon], perfect: [best, best] }[level];
      expect([...lengths].every((n) => n >= expected[0] && n <= expected[1]), `${level}: ${[...lengths]}`).toBe(true);
    }
    expect(moves("perfect", "letters", LETTERS).every((m) => m.text?.length === best)).toBe(true);
  });

  it("reaches the numbers target as often as its level says, and never far off", () => {
    const distances = (level: OpponentLevel) =>
      moves(level, "numbers", NUMBERS).map((m) => {
        const value = checkEquation(m.text ?? "", NUMBERS.numbers);
        if (!value.ok) throw new Error(`${level}: ${m.text}: ${value.message}`);
        return Math.abs(value.value - NUMBERS.target);
      });
    expect(distances("perfect").every((d) => d === 0)).toBe(true);
    expect(distances("hard").every((d) => d === 0)).toBe(true);
    const easy = distances("easy");
    expect(easy.every((d) => d >= 1 && d <= 10)).toBe(true);
    const medium = distances("medium");
    const exact = medium.filter((d) => d === 0).length;
    expect(exact).toBeGreaterThan(10);
    expect(exact).toBeLessThan(30);
    expect(medium.every((d) => d <= 5)).toBe(true);
  });

  it("solves conundrums at its level's rate, and only ever with the answer", () => {
    const solved = (level: OpponentLevel) => moves(level, "conundrum", { scramble: "tacmorich" }, 100).filter((m) => m.text !== null);
    expect(solved("perfect").every((m) => m.text === "chromatic")).toBe(true);
    expect(solved("perfect")).toHaveLength(100);
    expect(solved("easy").length).toBeLessThan(solved("hard").length);
    expect(solved("easy").length).toBeGreaterThan(10);
  });

  it("answers within its level's share of the round, the same for the same seed", () => {
    for (const level of OPPONENT_LEVELS) {
      const [early, late] = OPPONENT_STRENGTHS[level].pace;
      expect(moves(level, "letters", LETTERS).every((m) => m.afterMs >= early * 30_000 && m.afterMs <= late * 30_000)).toBe(true);
    }
    expect(moves("medium", "numbers", NUMBERS, 5)).toEqual(moves("medium", "numbers", NUMBERS, 5));
  });
});
