// Letter Boxed rules: boxes with par 2, chains checked against the box, par scoring, and
// Dictionary Corner, with the real scrabble and common lists.

import { describe, expect, it } from "vitest";
import { resultLines } from "../../src/discord/render/round.ts";
import { letterBoxedPoints, letterboxedRules, type LetterBoxedBoard, type LetterBoxedOptions } from "../../src/games/letterboxed/index.ts";
import { commonSolutions } from "../../src/games/letterboxed/board.ts";
import { isCommon } from "../../src/games/common-words.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { solveLetterBoxed } from "../../src/solvers/letterboxed/solutions.ts";
import { seededRandom } from "../../src/solvers/random.ts";
import { DEFAULT_SETTINGS } from "../../src/store/settings.ts";
import type { Answer } from "../../src/games/model.ts";
import { judgedAnswer } from "./answer.ts";

const rules = letterboxedRules;
const options = (fields = {}): LetterBoxedOptions => {
  const read = rules.readOptions(fields, DEFAULT_SETTINGS);
  if (!read.ok) throw new Error(read.error);
  return read.value;
};
const board: LetterBoxedBoard = { sides: ["rme", "wcl", "tgk", "api"], par: 2 };

function answer(playerName: string, text: string): Answer {
  return judgedAnswer(playerName, text, rules.check(board, options(), text));
}

describe("dealing Letter Boxed", () => {
  it("is reproducible from a seed", () => {
    expect(rules.deal(seededRandom(42), options())).toEqual(rules.deal(seededRandom(42), options()));
    expect(rules.deal(seededRandom(42), options())).not.toEqual(rules.deal(seededRandom(43), options()));
  });

  it("deals four sides of three different letters, solvable at par 2 in the round's dictionary", () => {
    const scrabble = loadDictionary("scrabble");
    for (let seed = 0; seed < 20; seed++) {
      const dealt = rules.deal(seededRandom(seed), options());
      expect(dealt.sides).toHaveLength(4);
      for (const side of dealt.sides) expect(side).toMatch(/^[a-z]{3}$/);
      expect(new Set(dealt.sides.join("")).size).toBe(12);
      expect(dealt.par).toBe(2);
      expect(solveLetterBoxed(scrabble, dealt.sides, { maxWords: 2, limit: 0 }).par).toBe(2);
    }
  });

  it("draws the square with the par", () => {
    expect(rules.showBoard(board, options())).toBe(
      ["    R   M   E", "A               W", "P               C", "I               L", "    T   G   K", "Par: 2 words"].join("\n"),
    );
  });

  it("takes its defaults from the guild", () => {
    expect(options()).toEqual({ duration: 300, dict: "british" });
    expect(rules.readOptions({ duration: 30 }, DEFAULT_SETTINGS)).toMatchObject({ ok: false, error: expect.stringMatching(/between 60 and 1800/) });
    expect(rules.readOptions({ size: 4 }, DEFAULT_SETTINGS)).toMatchObject({ ok: false, error: expect.stringMatching(/no option "size"/) });
  });
});

describe("checking a Letter Boxed chain", () => {
  it("accepts a solving chain, separated by spaces, commas, hyphens or dashes", () => {
    for (const text of ["pragmatic cakewalk", "PRAGMATIC-CAKEWALK", "pragmatic, cakewalk", "pragmatic – cakewalk", "pragmatic—cakewalk"]) {
      expect(rules.check(board, options(), text)).toEqual({
        ok: true,
        value: { words: ["pragmatic", "cakewalk"], solved: true, unused: "" },
        summary: "PRAGMATIC–CAKEWALK — solved in 2 words (par 2). Your answer is in; it stays secret until time is up.",
      });
    }
  });

  it("keeps a valid chain that leaves letters unused, and says which", () => {
    expect(rules.check(board, options(), "wig gram")).toEqual({
      ok: true,
      value: { words: ["wig", "gram"], solved: false, unused: "ecltkp" },
      summary: "WIG–GRAM — 6 letters still unused: E C L T K P. Your answer is in; it stays secret until time is up.",
    });
  });

  it.each([
    ["", "no words given"],
    ["wig gr4m", '"4" is not a letter: give words separated by spaces or hyphens'],
    [Array(11).fill("wig").join(" "), "too many words: at most 10"],
    // One word: the receipt shows it already, so the reason does not repeat it.
    ["pilgrim", '"p" and "i" are on the same side, so they cannot follow each other.'],
    ["wig mart", '"mart" must start with "g", the last letter of "wig".'],
    ["zap", '"z" is not in the box.'],
    ["at", "too short: words need at least 3 letters."],
    ["tawik", "not in the dictionary."],
    ["wig zap", '"zap": "z" is not in the box.'], // in a chain, the word is named
  ])("refuses %j: %s", (text, reason) => {
    expect(rules.check(board, options(), text)).toEqual({ ok: false, reason });
  });
});

describe("scoring Letter Boxed", () => {
  it("scores par 10, par+1 6, par+2 3, longer or unsolved 0; everyone who does as well scores", () => {
    const { results, standings } = rules.score(board, options(), [
      answer("Ann", "pragmatic cakewalk"),
      answer("Bob", "wigwam marketplace"),
      answer("Cat", "catwalk kelp pragmatic"),
      answer("Dee", "cram milk kept twig"),
      answer("Eve", "cram milk kept twig gleam"),
      answer("Fay", "wig gram"),
      answer("Gus", "zap"),
    ], DEFAULT_SETTINGS);
    const lines = resultLines(standings);
    expect(results.map((r) => [r.playerName, r.points, r.won, r.word])).toEqual([
      ["Ann", 10, true, "pragmatic-cakewalk"],
      ["Bob", 10, true, "wigwam-marketplace"],
      ["Cat", 6, false, "catwalk-kelp-pragmatic"],
      ["Dee", 3, false, "cram-milk-kept-twig"],
      ["Eve", 0, false, "cram-milk-kept-twig-gleam"],
      ["Fay", 0, false, "wig-gram"],
      ["Gus", 0, false, null],
    ]);
    expect(lines[0]).toBe("Ann: PRAGMATIC–CAKEWALK (solved in 2) — 10 points");
    expect(lines[5]).toBe("Fay: WIG–GRAM (6 letters unused) — 0 points");
    expect(lines[6]).toBe('Gus: ZAP ✗ "z" is not in the box. — 0 points');
    expect(standings[5].answers).toEqual([{ kind: "chain", words: ["wig", "gram"], solved: false, unused: 6, points: 0 }]);
    expect(standings[6].refusals).toEqual([{ text: "zap", reason: '"z" is not in the box.' }]);
  });

  it("lets the best chain win even over par, and nobody win with nothing solved", () => {
    const over = rules.score(board, options(), [answer("Cat", "catwalk kelp pragmatic"), answer("Fay", "wig gram")], DEFAULT_SETTINGS);
    expect(over.results.map((r) => [r.playerName, r.points, r.won])).toEqual([["Cat", 6, true], ["Fay", 0, false]]);
    const none = rules.score(board, options(), [answer("Fay", "wig gram")], DEFAULT_SETTINGS);
    expect(none.results.map((r) => r.won)).toEqual([false]);
  });

  it("knows the par table", () => {
    expect([2, 3, 4, 5].map((words) => letterBoxedPoints(words, 2))).toEqual([10, 6, 3, 0]);
    expect([3, 4, 5, 6].map((words) => letterBoxedPoints(words, 3))).toEqual([10, 6, 3, 0]);
  });

  it("counts each player's best valid chain: an unsolved one sent later does not replace a solution", () => {
    // Seen in play: "march hints" replaced a solved "march hints spied".
    const { results } = rules.score(board, options(), [answer("Ann", "pragmatic cakewalk"), answer("Ann", "wig gram"), answer("Ann", "zap")], DEFAULT_SETTINGS);
    expect(results[0]).toMatchObject({ points: 10, word: "pragmatic-cakewalk" });
    const better = rules.score(board, options(), [answer("Bob", "wig gram"), answer("Bob", "pragmatic cakewalk")], DEFAULT_SETTINGS);
    expect(better.results[0]).toMatchObject({ points: 10, word: "pragmatic-cakewalk" });
  });
});

describe("Letter Boxed Dictionary Corner", () => {
  it("gives the par and its solutions", () => {
    expect(rules.corner(board, options())).toEqual([
      { title: "Dictionary Corner — par 2", lines: ["MARKETPLACE–EARWIG", "PRAGMATIC–CAKEWALK", "WIGWAM–MARKETPLACE"] },
    ]);
  });

  it("shows the solutions in common words first, then the rest of the round's list", () => {
    expect(rules.corner(board, options({ dict: "scrabble" }))).toEqual([
      {
        title: "Dictionary Corner — par 2",
        lines: [
          "MARKETPLACE–EARWIG", "PRAGMATIC–CAKEWALK", "WIGWAM–MARKETPLACE", "CRAMPET–TWIGLIKE",
          "PRAGMATICAL–LATEWAKE", "PRAGMATICAL–LIKEWAKE", "PRAGMATICAL–LIKEWALK",
        ],
      },
    ]);
  });

  it("deals boxes with at least three par solutions in common words, over 200 deals", () => {
    for (let seed = 0; seed < 200; seed++) {
      const dealt = rules.deal(seededRandom(seed), options());
      expect(commonSolutions(dealt.sides), dealt.sides.join(" ")).toBeGreaterThanOrEqual(3);
      const [section] = rules.corner(dealt, options());
      expect(section.lines.slice(0, 3).every((line) => line.split("–").every((w) => isCommon(w.toLowerCase()))), section.lines[0]).toBe(true);
    }
  });

  it("shows at most ten and says how many there are", () => {
    const dealt = rules.deal(seededRandom(1), options());
    const [section] = rules.corner(dealt, options());
    expect(section.lines.length).toBeLessThanOrEqual(11);
    if (section.lines.length === 11) expect(section.lines[10]).toMatch(/^… \d+ solutions in 2 words in all, \d+ of them in common words$/);
  });
});
