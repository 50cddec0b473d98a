// Conundrum rules: unique answers, scrambles that are word pairs but never the answer,
// checking guesses and the race scoring, with the real lists.

import { describe, expect, it } from "vitest";
import { resultLines } from "../../src/discord/render/round.ts";
import { conundrumRules, type ConundrumBoard, type ConundrumOptions } from "../../src/games/conundrum/index.ts";
import { givesAway, scramble, wordSplits } from "../../src/games/conundrum/scramble.ts";
import { conundrumWords } from "../../src/games/conundrum/pool.ts";
import { isOffensive, isTouchy } from "../../src/games/offensive.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { seededRandom } from "../../src/solvers/random.ts";
import { DEFAULT_SETTINGS } from "../../src/store/settings.ts";
import type { Answer } from "../../src/games/model.ts";
import { judgedAnswer } from "./answer.ts";

const rules = conundrumRules;
const options = (fields = {}): ConundrumOptions => {
  const read = rules.readOptions(fields, DEFAULT_SETTINGS);
  if (!read.ok) throw new Error(read.error);
  return read.value;
};
const common = loadDictionary("common");
const british = loadDictionary("british");
const sorted = (s: string) => [...s].sort().join("");
const board: ConundrumBoard = { scramble: "tacmorich" };

function answer(playerName: string, text: string): Answer {
  return judgedAnswer(playerName, text, rules.check(board, options(), text));
}

describe("dealing a conundrum", () => {
  it("is reproducible from a seed", () => {
    expect(rules.deal(seededRandom(42), options())).toEqual(rules.deal(seededRandom(42), options()));
    expect(rules.deal(seededRandom(42), options())).not.toEqual(rules.deal(seededRandom(43), options()));
  });

  it("deals common words with exactly one answer, scrambled, never the answer itself", () => {
    let pairs = 0;
    for (let seed = 0; seed < 300; seed++) {
      const { scramble } = rules.deal(seededRandom(seed), options());
      expect(scramble).toMatch(/^[a-z]{9}$/);
      const answers = british.anagrams(scramble);
      expect(answers).toHaveLength(1);
      const [answer] = answers;
      expect(scramble).not.toBe(answer);
      expect(common.has(answer)).toBe(true);
      expect(isOffensive(answer)).toBe(false);
      if (common.has(scramble.slice(0, 4)) && common.has(scramble.slice(4))) pairs++;
    }
    expect(pairs).toBeGreaterThan(150); // most answers split into a four- and a five-letter word
  });

  it("over 1,000 deals: answers common and among the most said, unique, and scrambles fair", () => {
    const most = new Set(conundrumWords("british"));
    let words = 0;
    for (let seed = 0; seed < 1000; seed++) {
      const { scramble } = rules.deal(seededRandom(seed), options());
      const [answer, ...others] = british.anagrams(scramble);
      expect(others, scramble).toEqual([]);
      expect(most.has(answer), answer).toBe(true);
      const reading = [[4, 5], [3, 6], [2, 7], [3, 3, 3]]
        .map((lengths) => lengths.map((_, i) => scramble.slice(lengths.slice(0, i).reduce((a, b) => a + b, 0), lengths.slice(0, i + 1).reduce((a, b) => a + b, 0))))
        .find((parts) => parts.every((part) => common.has(part)));
      if (reading) {
        words++;
        expect(givesAway(reading, answer), `${reading.join(" ")} for ${answer}`).toBe(false);
        expect(reading.some(isTouchy), reading.join(" ")).toBe(false);
      }
    }
    expect(words).toBeGreaterThan(800); // measured: 83 % read as words, the rest are shuffles
  });

  it("is unique in the round's own dictionary", () => {
    const scrabble = loadDictionary("scrabble");
    for (let seed = 0; seed < 50; seed++) {
      expect(scrabble.anagrams(rules.deal(seededRandom(seed), options({ dict: "scrabble" })).scramble)).toHaveLength(1);
    }
  });

  it("scrambles into a four- and five-letter common word pair where there is one", () => {
    const random = seededRandom(1);
    expect(wordSplits("dangerous", [4, 5], common)).toContainEqual(["sand", "rogue"]);
    for (let i = 0; i < 20; i++) {
      const pair = scramble("dangerous", common, random);
      expect(common.has(pair.slice(0, 4)) && common.has(pair.slice(4))).toBe(true);
      expect(sorted(pair)).toBe(sorted("dangerous"));
    }
  });

  it("never gives the answer away: its own start or end, its stem, or five of its letters in a row", () => {
    expect(givesAway(["fold", "blind"], "blindfold")).toBe(true);
    expect(givesAway(["paper", "back"], "paperback")).toBe(true);
    expect(givesAway(["jelly", "fish"], "jellyfish")).toBe(true);
    expect(givesAway(["gin", "wonder"], "wondering")).toBe(true); // a verb's ending beside its stem
    expect(givesAway(["ton", "for", "get"], "forgotten")).toBe(true); // FOR is its start, however else it reads
    expect(givesAway(["promise"], "promising")).toBe(true); // its stem, though not its start
    expect(givesAway(["ich", "romat"], "chromatic")).toBe(true); // CHROM runs across the two
    expect(givesAway(["bold", "final"], "blindfold")).toBe(false);
    expect(givesAway(["sand", "rogue"], "dangerous")).toBe(false);
    for (const answer of ["blindfold", "paperback", "jellyfish"]) {
      const random = seededRandom(3);
      for (let i = 0; i < 20; i++) expect(scramble(answer, common, random)).not.toMatch(/^(fold|back|fish)/);
    }
  });

  it("reads as 3 + 6, 2 + 7 or 3 + 3 + 3 words when there is no 4 + 5", () => {
    expect(wordSplits("orchestra", [3, 6], common).length).toBeGreaterThan(0);
  });

  it("falls back to a shuffle when the only pair is the answer itself", () => {
    expect(wordSplits("backtrack", [4, 5], common)).toEqual([["back", "track"]]);
    const random = seededRandom(2);
    for (let i = 0; i < 50; i++) {
      const shuffled = scramble("backtrack", common, random);
      expect(shuffled).not.toBe("backtrack");
      expect(sorted(shuffled)).toBe(sorted("backtrack"));
    }
  });

  it("shows the scramble spaced out in capitals", () => {
    expect(rules.showBoard(board, options())).toBe("T A C M O R I C H");
  });
});

describe("conundrum options", () => {
  it("takes the guild's defaults and refuses what it does not know", () => {
    expect(options()).toEqual({ duration: 30, dict: "british" });
    expect(rules.readOptions({ duration: 9 }, DEFAULT_SETTINGS)).toMatchObject({ ok: false, error: expect.stringMatching(/between 10 and 300/) });
    expect(rules.readOptions({ picks: "cvc" }, DEFAULT_SETTINGS)).toMatchObject({ ok: false, error: expect.stringMatching(/no option "picks"/) });
  });
});

describe("checking a conundrum guess", () => {
  it("accepts the answer in any case", () => {
    expect(rules.check(board, options(), " CHROMATIC ")).toEqual({ ok: true, value: "chromatic", summary: "CHROMATIC is right!" });
  });

  it.each([
    ["chromatics", "does not use exactly the letters TACMORICH"],
    ["chromate", "does not use exactly the letters TACMORICH"],
    ["tacmorich", "not in the british dictionary"],
    ["chroma tic", "one word only"],
    ["", "no word given"],
  ])("refuses %j: %s", (text, reason) => {
    expect(rules.check(board, options(), text)).toEqual({ ok: false, reason });
  });
});

describe("scoring a conundrum", () => {
  const score = (answers: Answer[]) => rules.score(board, options(), answers, DEFAULT_SETTINGS);

  it("gives the first correct answer 10 and nobody else anything", () => {
    const { results, standings } = score([answer("Ann", "tacmorich"), answer("Bob", "chromatic"), answer("Cat", "Chromatic")]);
    const lines = resultLines(standings);
    expect(results.map((r) => [r.playerName, r.points, r.won, r.word])).toEqual([
      ["Bob", 10, true, "chromatic"],
      ["Ann", 0, false, null],
      ["Cat", 0, false, "chromatic"],
    ]);
    expect(lines).toEqual([
      "Bob: CHROMATIC ✓ — 10 points",
      "Ann: TACMORICH ✗ not in the british dictionary — 0 points",
      "Cat: CHROMATIC ✓ — 0 points",
    ]);
    expect(standings.map((s) => [s.answers, s.refusals])).toEqual([
      [[{ kind: "solution", word: "chromatic", points: 10 }], []],
      [[], [{ text: "tacmorich", reason: "not in the british dictionary" }]],
      [[{ kind: "solution", word: "chromatic", points: 0 }], []],
    ]);
  });

  it("gives nobody anything when nobody solves it", () => {
    const { results } = score([answer("Ann", "chromate")]);
    expect(results).toEqual([{ playerId: "ann", playerName: "Ann", points: 0, won: false, word: null, wordPoints: null, exact: null }]);
  });
});

describe("conundrum Dictionary Corner", () => {
  it("shows the answer", () => {
    expect(rules.corner(board, options())).toEqual([
      { title: "Dictionary Corner — the answer", lines: ["CHROMATIC: able to refract light without spectral color separation"] },
    ]);
  });
});
