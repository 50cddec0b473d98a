// Properties of every board and answer reader: boards to solve (letters, numbers, Boggle
// rows, Letter Boxed sides) and answers to judge (words, equations, chains) in every game.
// Any input is answered without a throw, refusals in one line; what is printed reads back.

import { expect, it } from "vitest";
import { RULES } from "../../src/games/catalogue.ts";
import { dealBoard, fillInBoard } from "../../src/games/dealer.ts";
import { judge } from "../../src/games/engine/judging.ts";
import { PUZZLES } from "../../src/games/solve/index.ts";
import { solveFieldsOf } from "../../src/games/solve/round-board.ts";
import { readWord } from "../../src/games/words.ts";
import { DEFAULT_SETTINGS } from "../../src/store/settings.ts";
import { parseBoggleBoard } from "../../src/solvers/boggle/board.ts";
import { readLetterBag } from "../../src/solvers/letter-bag.ts";
import { parseSides } from "../../src/solvers/letterboxed/sides.ts";
import { ONE_LINE, REFUSAL, RUNS } from "./runs.ts";
import { anyValue, fc, hostileText } from "./text.ts";

const letter = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz");

it("reads any text as a letter bag, a word, Boggle rows or Letter Boxed sides without throwing", () => {
  fc.assert(
    fc.property(hostileText, (text) => {
      for (const read of [readLetterBag, readWord, parseBoggleBoard, parseSides]) {
        const got = read(text);
        if (!got.ok) expect(got.error).toMatch(ONE_LINE);
      }
    }),
    RUNS,
  );
});

it("reads letters in any case and spacing as the same bag", () => {
  fc.assert(
    fc.property(fc.array(letter, { minLength: 1, maxLength: 20 }), fc.constantFrom(" ", "  ", "\t", ""), (letters, gap) => {
      expect(readLetterBag(letters.join(gap).toUpperCase())).toEqual(readLetterBag(letters.join("")));
    }),
    RUNS,
  );
});

it("reads back any Boggle board and any Letter Boxed box it could print", () => {
  fc.assert(
    fc.property(fc.integer({ min: 3, max: 6 }).chain((n) => fc.array(fc.array(letter, { minLength: n, maxLength: n }), { minLength: n, maxLength: n })), (rows) => {
      const board = parseBoggleBoard(rows.map((r) => r.join("")).join(" "));
      expect(board.ok).toBe(true);
    }),
    RUNS,
  );
  fc.assert(
    fc.property(fc.shuffledSubarray([..."abcdefghijklmnopqrstuvwxyz"], { minLength: 12, maxLength: 12 }), (twelve) => {
      const sides = [0, 3, 6, 9].map((i) => twelve.slice(i, i + 3).join(""));
      expect(parseSides(sides.join(" "))).toEqual({ ok: true, value: sides });
    }),
    RUNS,
  );
});

it("answers any solve request for every game, fields of any type, without throwing; refusals start with a capital", () => {
  const field = fc.constantFrom("letters", "numbers", "target", "board", "sides", "dict", "min", "limit", "game");
  fc.assert(
    fc.property(fc.dictionary(field, anyValue, { maxKeys: 4 }), (fields) => {
      for (const puzzle of PUZZLES.values()) {
        const problem = puzzle.problem(fields);
        if (problem !== null) expect(problem).toMatch(REFUSAL);
      }
    }),
    { ...RUNS, numRuns: 100 },
  );
});

it("judges any answer to a dealt board of every game without throwing, refusals in one line", () => {
  const games = [...RULES.entries()];
  fc.assert(
    fc.property(fc.constantFrom(...games), fc.integer({ min: 0, max: 2 ** 32 - 1 }), hostileText, ([game, rules], seed, text) => {
      const options = rules.readOptions({}, DEFAULT_SETTINGS);
      if (!options.ok) throw new Error(options.error);
      const board = fillInBoard(rules, dealBoard(rules, seed, options.value), seed);
      expect(solveFieldsOf(game, board)).not.toBeNull();
      const verdict = judge(rules, board, options.value, text, []);
      if (!verdict.ok) expect(verdict.reason).toMatch(ONE_LINE);
    }),
    { ...RUNS, numRuns: 150 },
  );
});

it("reads any stored board as solve fields without throwing", () => {
  fc.assert(
    fc.property(fc.constantFrom(...RULES.keys()), anyValue, (game, board) => {
      solveFieldsOf(game, board);
    }),
    RUNS,
  );
});
