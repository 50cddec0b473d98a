// Letterpress timed-round rules: playable deals, checking words, length − 3 scoring that
// does not cancel shared words, and Dictionary Corner, with the real scrabble list.

import { describe, expect, it } from "vitest";
import { resultLines } from "../../src/discord/render/round.ts";
import { isPlayable } from "../../src/games/letterpress/deal.ts";
import { letterpressRules, type LetterpressBoard, type LetterpressOptions } from "../../src/games/letterpress/index.ts";
import { seededRandom } from "../../src/solvers/random.ts";
import { DEFAULT_SETTINGS } from "../../src/store/settings.ts";
import type { Answer } from "../../src/games/model.ts";
import { judgedAnswer } from "./answer.ts";

const rules = letterpressRules;
const options = (fields = {}): LetterpressOptions => {
  const read = rules.readOptions(fields, DEFAULT_SETTINGS);
  if (!read.ok) throw new Error(read.error);
  return read.value;
};
const board: LetterpressBoard = { letters: "phosphatidylethanolamines" };

function answer(playerName: string, text: string): Answer {
  return judgedAnswer(playerName, text, rules.check(board, options(), text));
}

describe("dealing Letterpress", () => {
  it("is reproducible from a seed and deals playable boards", () => {
    expect(rules.deal(seededRandom(42), options())).toEqual(rules.deal(seededRandom(42), options()));
    for (let seed = 0; seed < 500; seed++) {
      const { letters } = rules.deal(seededRandom(seed), options());
      expect(letters).toMatch(/^[a-z]{25}$/);
      const vowels = [...letters].filter((l) => "aeiou".includes(l)).length;
      expect(vowels).toBeGreaterThanOrEqual(5);
      expect(vowels).toBeLessThanOrEqual(15);
      if (letters.includes("q")) expect(letters).toContain("u");
    }
  });

  it("knows an unplayable board", () => {
    expect(isPlayable("bcdfghjklmnpqrstvwxyzbcdfa")).toBe(false);
    expect(isPlayable("qaeioaeioaeiobcdfghjklmnp")).toBe(false);
    expect(isPlayable(board.letters)).toBe(true);
  });

  it("shows five rows of five", () => {
    expect(rules.showBoard(board, options())).toBe("P H O S P\nH A T I D\nY L E T H\nA N O L A\nM I N E S");
  });

  it("takes its defaults from the guild", () => {
    expect(options()).toEqual({ duration: 180, dict: "british" });
    expect(rules.readOptions({ duration: 20 }, DEFAULT_SETTINGS)).toMatchObject({ ok: false, error: expect.stringMatching(/between 30 and 600/) });
  });
});

describe("checking a Letterpress word", () => {
  it("accepts words from any tiles, each once (the Scrabble list when the round asks for it)", () => {
    expect(rules.check(board, options({ dict: "scrabble" }), "Phosphatidylethanolamines")).toEqual({
      ok: true, value: "phosphatidylethanolamines", summary: "PHOSPHATIDYLETHANOLAMINES — 22 points.",
    });
    expect(rules.check(board, options(), "snap")).toEqual({ ok: true, value: "snap", summary: "SNAP — 1 point." });
  });

  it.each([
    ["hat", "too short: words need at least 4 letters"],
    ["zone", "uses a letter that is not available: Z"],
    ["peppers", "uses P three times but there are only two"],
    ["phost", "not in the british dictionary"],
    ["two words", "one word only"],
  ])("refuses %j: %s", (text, reason) => {
    expect(rules.check(board, options(), text)).toEqual({ ok: false, reason });
  });
});

describe("scoring a Letterpress round", () => {
  it("scores each distinct word length − 3, shared words for everyone", () => {
    const { results, standings } = rules.score(board, options(), [
      answer("Ann", "snap"), answer("Bob", "snap"), answer("Ann", "plants"), answer("Ann", "snap"),
      answer("Bob", "zzz"), answer("Cat", "hat"),
    ], DEFAULT_SETTINGS);
    const lines = resultLines(standings);
    expect(results.map((r) => [r.playerName, r.points, r.won, r.word])).toEqual([
      ["Ann", 4, true, "plants"],
      ["Bob", 1, false, "snap"],
      ["Cat", 0, false, null],
    ]);
    expect(lines).toEqual(["Ann — 4 points: PLANTS (3), SNAP (1)", "Bob — 1 point: SNAP (1)", "Cat — 0 points"]);
    expect(standings[1]).toMatchObject({ playerName: "Bob", points: 1, answers: [{ kind: "found", word: "snap", points: 1, cancelled: false }], refusals: [] });
  });

  it("lets tied leaders all win", () => {
    const { results } = rules.score(board, options(), [answer("Ann", "snap"), answer("Bob", "pans")], DEFAULT_SETTINGS);
    expect(results.map((r) => r.won)).toEqual([true, true]);
  });
});

describe("Letterpress Dictionary Corner", () => {
  it("counts the words and shows the longest, common words first, and what the longest means", () => {
    const [count, longest] = rules.corner(board, options());
    expect(count.lines[0]).toMatch(/^The board holds \d{1,3}(,\d{3})+ words of 4\+ letters, \d{1,3}(,\d{3})+ points in all\.$/);
    expect(longest.lines[0]).toMatch(/^DISAPPOINTMENTS, /);
    expect(longest.lines.slice(0, 2).join(", ").split(", ")).toHaveLength(12);
    expect(longest.lines[2]).toMatch(/^DISAPPOINTMENTS \(disappointment\): a feeling of dissatisfaction/);
  });
});
