// Boggle rules: dealing playable boards, checking traced words, box scoring with duplicates
// cancelling (and the setting that turns it off), and Dictionary Corner.

import { describe, expect, it } from "vitest";
import { resultLines } from "../../src/discord/render/round.ts";
import { boggleRules, type BoggleBoard, type BoggleOptions } from "../../src/games/boggle/index.ts";
import { boggleCorner } from "../../src/games/boggle/corner.ts";
import { parseBoggleBoard } from "../../src/solvers/boggle/board.ts";
import { countBoggleWords, solveBoggle } from "../../src/solvers/boggle/solve.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { seededRandom } from "../../src/solvers/random.ts";
import { DEFAULT_SETTINGS } from "../../src/store/settings.ts";
import type { Answer } from "../../src/games/model.ts";
import { judgedAnswer } from "./answer.ts";
import { isOffensive } from "../../src/games/offensive.ts";

const rules = boggleRules;
const options = (fields = {}): BoggleOptions => {
  const read = rules.readOptions(fields, DEFAULT_SETTINGS);
  if (!read.ok) throw new Error(read.error);
  return read.value;
};
const parsed = parseBoggleBoard("cats doge qirn utes");
if (!parsed.ok) throw new Error(parsed.error);
const board: BoggleBoard = parsed.value;
const british = loadDictionary("british");

function answer(playerName: string, text: string): Answer {
  return judgedAnswer(playerName, text, rules.check(board, options(), text));
}

describe("dealing Boggle", () => {
  it("is reproducible from a seed", () => {
    expect(rules.deal(seededRandom(42), options())).toEqual(rules.deal(seededRandom(42), options()));
    expect(rules.deal(seededRandom(42), options())).not.toEqual(rules.deal(seededRandom(43), options()));
  });

  it.each([
    [4, 30, 300],
    [5, 60, 100],
  ] as const)("deals %ix%i boards holding at least %i words of the round's (british) list", (size, minimum, deals) => {
    for (let seed = 0; seed < deals; seed++) {
      const dealt = rules.deal(seededRandom(seed), options({ size }));
      expect(dealt.size).toBe(size);
      expect(dealt.tiles).toHaveLength(size * size);
      expect(countBoggleWords(british, dealt)).toBeGreaterThanOrEqual(minimum);
    }
  });

  it("counts the minimum in the round's own list", () => {
    const american = loadDictionary("american");
    for (let seed = 0; seed < 50; seed++) {
      expect(countBoggleWords(american, rules.deal(seededRandom(seed), options({ dict: "american" })))).toBeGreaterThanOrEqual(30);
    }
  });

  it("honours a higher minimum", () => {
    for (let seed = 0; seed < 10; seed++) {
      expect(countBoggleWords(british, rules.deal(seededRandom(seed), options({ min_words: "150" })))).toBeGreaterThanOrEqual(150);
    }
  });

  it("says plainly when no board rolled met the minimum", () => {
    const [total] = rules.corner(board, { ...options(), minWords: 300 });
    expect(total.lines[1]).toBe("No board rolled held the 300 words asked for: this was the richest.");
    expect(rules.corner(board, options())[0].lines).toHaveLength(1);
  });

  it("shows the grid in capitals with the Qu tile", () => {
    expect(rules.showBoard(board, options())).toBe("C  A  T  S\nD  O  G  E\nQu I  R  N\nU  T  E  S");
  });
});

describe("Boggle options", () => {
  it("defaults to 4x4, 3 minutes, the british list and 30 words", () => {
    expect(options()).toEqual({ size: 4, duration: 180, dict: "british", minWords: 30, duplicatesCancel: true });
    expect(options({ size: "5" })).toMatchObject({ size: 5, minWords: 60 });
  });

  it.each([
    [{ size: 6 }, /^Size is 4 or 5\.$/],
    [{ duration: 20 }, /Duration must be between 30 and 600/],
    [{ min_words: 9999 }, /Min_words must be between 0 and 200/],
    [{ size: 5, min_words: 400 }, /Min_words must be between 0 and 350/],
    [{ picks: "cvc" }, /There is no option "picks" in boggle/],
  ])("refuses %j", (fields, message) => {
    expect(rules.readOptions(fields, DEFAULT_SETTINGS)).toMatchObject({ ok: false, error: expect.stringMatching(message) });
  });
});

describe("checking a Boggle word", () => {
  it("accepts traced dictionary words, the Qu tile spelling two letters", () => {
    expect(rules.check(board, options(), "Dogs")).toEqual({ ok: true, value: "dogs", summary: "DOGS — 1 point if nobody else finds it." });
    // Under the box rule the points are a promise: another player may find the word too.
    expect(rules.check(board, options(), "quite")).toEqual({ ok: true, value: "quite", summary: "QUITE — 2 points if nobody else finds it." });
    expect(rules.check(board, options(), "categories")).toMatchObject({ ok: true, summary: "CATEGORIES — 11 points if nobody else finds it." });
    expect(rules.check(board, { ...options(), duplicatesCancel: false }, "quite")).toMatchObject({ summary: "QUITE — 2 points." });
  });

  it.each([
    ["at", "too short: words need at least 3 letters"],
    ["dog cat", "one word only"],
    ["dust", "not on the board: no path of touching tiles spells it"],
    ["cacti", "not on the board: no path of touching tiles spells it"],
    ["tac", "not in the british dictionary"],
  ])("refuses %j: %s", (text, reason) => {
    expect(rules.check(board, options(), text)).toEqual({ ok: false, reason });
  });

  it("needs four letters on 5x5", () => {
    const big = parseBoggleBoard("catsa dogea qirna utesa aaaaa");
    if (!big.ok) throw new Error(big.error);
    expect(rules.check(big.value, options({ size: 5 }), "dog")).toEqual({ ok: false, reason: "too short: words need at least 4 letters" });
    expect(rules.check(big.value, options({ size: 5 }), "dogs")).toMatchObject({ ok: true });
  });
});

describe("scoring a Boggle round", () => {
  const round = () => [
    answer("Ann", "dogs"), answer("Ann", "quite"), answer("Bob", "dogs"), answer("Ann", "dogs"),
    answer("Bob", "cat"), answer("Cat", "xyz"), answer("Ann", "categories"),
  ];

  it("cancels a word found by more than one player", () => {
    const { results, standings } = rules.score(board, options(), round(), DEFAULT_SETTINGS);
    const lines = resultLines(standings);
    expect(results.map((r) => [r.playerName, r.points, r.won, r.word])).toEqual([
      ["Ann", 13, true, "categories"],
      ["Bob", 1, false, "cat"],
      ["Cat", 0, false, null],
    ]);
    expect(lines).toEqual([
      "Ann — 13 points: CATEGORIES (11), QUITE (2), ~~DOGS~~",
      "Bob — 1 point: ~~DOGS~~, CAT (1)",
      "Cat — 0 points",
    ]);
    expect(standings[1]).toEqual({
      playerId: expect.any(String),
      playerName: "Bob",
      points: 1,
      answers: [{ kind: "found", word: "dogs", points: 1, cancelled: true }, { kind: "found", word: "cat", points: 1, cancelled: false }],
      refusals: [],
    });
  });

  it("lets everyone score shared words when the guild turns cancelling off before the round", () => {
    const settings = { ...DEFAULT_SETTINGS, boggleDuplicatesCancel: false };
    const read = rules.readOptions({}, settings);
    if (!read.ok) throw new Error(read.error);
    const { results, standings } = rules.score(board, read.value, round(), DEFAULT_SETTINGS); // the round keeps the rule it began with
    const lines = resultLines(standings);
    expect(results.map((r) => [r.playerName, r.points])).toEqual([["Ann", 14], ["Bob", 2], ["Cat", 0]]);
    expect(lines[1]).toBe("Bob — 2 points: DOGS (1), CAT (1)");
    expect(standings[1].answers.every((a) => a.kind === "found" && !a.cancelled)).toBe(true);
  });

  it("makes a player's best word their longest scoring one", () => {
    const { results } = rules.score(board, options(), [answer("Ann", "categories"), answer("Bob", "categories"), answer("Ann", "dogs")], DEFAULT_SETTINGS);
    expect(results[0]).toMatchObject({ playerName: "Ann", points: 1, word: "dogs" });
    expect(results[1]).toMatchObject({ playerName: "Bob", points: 0, word: null, won: false });
  });
});

describe("Boggle Dictionary Corner", () => {
  const all = solveBoggle(british, board);

  it("counts every word and point, and shows the longest, common words first, and what the longest means", () => {
    const [total, longest] = rules.corner(board, options());
    expect(total.lines).toEqual([`The board holds ${all.words.length} words worth ${all.score} points.`]);
    expect(longest.lines).toEqual([
      "CATEGORIES, STORIES, STEROID, ROADIES, STOGIES, SERIES",
      "STORES, TIGERS, DIGEST, ADORES, QUOTES, CORSET",
      "CATEGORIES (category): a collection of things sharing a common attribute",
    ]);
  });

  it("samples the words nobody found when given the answers, most common first", () => {
    const sections = boggleCorner(board, options(), [answer("Ann", "categories"), answer("Bob", "stories")]);
    const missed = sections[2];
    expect(missed.title).toBe("Dictionary Corner — found by nobody");
    expect(missed.lines[0]).toBe("GET, GOT, GOD, AGO, DIE, SET, GETS, REST");
    // Less the two found, the 24 shown, and three words on this board that Dictionary Corner leaves out.
    expect(all.words.filter(isOffensive)).toEqual(["negroid", "negro", "dago"]);
    expect(missed.lines.at(-1)).toBe(`… and ${all.words.length - 2 - 3 - 24} more`);
  });
});
