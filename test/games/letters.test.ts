// Countdown letters rules: dealing from the piles, picking under the 3/4 rule, checking,
// show scoring and Dictionary Corner, with the real british list.

import { describe, expect, it } from "vitest";
import { resultLines } from "../../src/discord/render/round.ts";
import { lettersRules, type LettersBoard, type LettersOptions } from "../../src/games/letters/index.ts";
import { PILE_TILES, isVowel } from "../../src/games/letters/piles.ts";
import { commonRank, isCommon } from "../../src/games/common-words.ts";
import { seededRandom } from "../../src/solvers/random.ts";
import { DEFAULT_SETTINGS } from "../../src/store/settings.ts";
import type { Answer } from "../../src/games/model.ts";
import { judgedAnswer } from "./answer.ts";

const rules = lettersRules;
const picking = rules.picking!;
const options = (fields = {}): LettersOptions => {
  const read = rules.readOptions(fields, DEFAULT_SETTINGS);
  if (!read.ok) throw new Error(read.error);
  return read.value;
};
const board = (letters: string): LettersBoard => ({ letters, vowels: "", consonants: "" });
const dealt = (seed: number, fields = {}) => {
  const random = seededRandom(seed);
  return picking.autoComplete(rules.deal(random, options(fields)), random);
};

function answer(playerName: string, text: string, o = options()): Answer {
  return judgedAnswer(playerName, text, rules.check(board("mhircoact"), o, text));
}
const vowelCount = (letters: string) => [...letters].filter(isVowel).length;

describe("dealing letters", () => {
  it("is reproducible from a seed", () => {
    expect(dealt(42)).toEqual(dealt(42));
    expect(dealt(42).letters).toHaveLength(9);
    expect(new Set([1, 2, 3, 4, 5].map((s) => dealt(s).letters)).size).toBeGreaterThan(1);
  });

  it("shuffles the whole of each pile: 67 vowels and 74 consonants", () => {
    const fresh = rules.deal(seededRandom(7), options());
    expect(fresh.letters).toBe("");
    const tally = (tiles: string) => Object.fromEntries([...new Set(tiles)].sort().map((l) => [l, [...tiles].filter((t) => t === l).length]));
    expect(tally(fresh.vowels)).toEqual(PILE_TILES.vowel);
    expect(tally(fresh.consonants)).toEqual(PILE_TILES.consonant);
  });

  it("never draws a letter more often than its pile holds and keeps the 3/4 rule, over 1000 deals", () => {
    const pile: Record<string, number> = { ...PILE_TILES.vowel, ...PILE_TILES.consonant };
    for (let seed = 0; seed < 1000; seed++) {
      const { letters } = dealt(seed);
      expect(letters).toMatch(/^[a-z]{9}$/);
      for (const letter of new Set(letters)) {
        expect([...letters].filter((l) => l === letter).length).toBeLessThanOrEqual(pile[letter]);
      }
      expect(vowelCount(letters)).toBeGreaterThanOrEqual(3);
      expect(9 - vowelCount(letters)).toBeGreaterThanOrEqual(4);
    }
  });

  it("fills picks the way players pick: three or four vowels almost always, over 1000 deals", () => {
    const tally = [0, 0, 0, 0, 0, 0, 0];
    for (let seed = 0; seed < 1000; seed++) tally[vowelCount(dealt(seed).letters)]++;
    expect(tally[3] + tally[4]).toBeGreaterThan(900);
    expect(tally[6]).toBe(0);
  });

  it("follows the picks option, and the board is then complete", () => {
    const complete = rules.deal(seededRandom(3), options({ picks: "CVCCVCVCC" }));
    expect(picking.isComplete(complete)).toBe(true);
    expect([...complete.letters].map((l) => (isVowel(l) ? "v" : "c")).join("")).toBe("cvccvcvcc");
    expect(complete).toMatchObject({ vowels: "", consonants: "" });
  });

  it("shows the board spaced out in capitals, blanks for tiles to come", () => {
    expect(rules.showBoard(board("mhircoact"), options())).toBe("M H I R C O A C T");
    expect(rules.showBoard(board("ab"), options())).toBe("A B _ _ _ _ _ _ _");
  });
});

describe("letters options", () => {
  it("takes the guild's defaults", () => {
    expect(options()).toEqual({ picks: null, duration: 30, dict: "british" });
    expect(rules.durationSeconds(options({ duration: "45", dict: "american" }))).toBe(45);
  });

  it.each([
    [{ picks: "vvvvvvccc" }, /at least 3 vowels and 4 consonants; "vvvvvvccc" has 6 vowels/],
    [{ picks: "ccccccvvc" }, /at least 3 vowels and 4 consonants; "ccccccvvc" has 2 vowels/],
    [{ picks: "cvc" }, /need 9 letters of c or v.*got 3/],
    [{ picks: "cvxcvcvcc" }, /Picks are c \(consonant\) or v \(vowel\)/],
    [{ duration: 5 }, /Duration must be between 10 and 300/],
    [{ duration: "301" }, /Duration must be between 10 and 300/],
    [{ dict: "klingon" }, /Unknown dictionary "klingon"/],
    [{ size: 5 }, /There is no option "size" in letters/],
  ])("refuses %j", (fields, message) => {
    const read = rules.readOptions(fields, DEFAULT_SETTINGS);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatch(message);
  });
});

describe("picking letters", () => {
  const allowed = (b: LettersBoard) => picking.choices(b).filter((c) => c.allowed).map((c) => c.id);

  it("offers both piles until the 3/4 rule forbids one", () => {
    expect(allowed(rules.deal(seededRandom(1), options()))).toEqual(["vowel", "consonant"]);
    expect(allowed({ ...board("aeiou"), vowels: "e", consonants: "t" })).toEqual(["consonant"]);
    expect(allowed({ ...board("bcdfgh"), vowels: "e", consonants: "t" })).toEqual(["vowel"]);
    expect(allowed({ ...board("bcdfa"), vowels: "e", consonants: "t" })).toEqual(["vowel", "consonant"]);
    expect(allowed({ ...board("bcdaa"), vowels: "e", consonants: "t" })).toEqual(["vowel", "consonant"]);
    expect(allowed({ ...board("bcaeiou"), vowels: "e", consonants: "t" })).toEqual(["consonant"]);
  });

  it("takes the next tile of the chosen pile and refuses forbidden picks", () => {
    const start = { letters: "", vowels: "eai", consonants: "tsr" };
    const one = picking.pick(start, "consonant");
    expect(one).toEqual({ ok: true, value: { letters: "t", vowels: "eai", consonants: "sr" } });
    const two = picking.pick(one.ok ? one.value : start, "vowel");
    expect(two.ok && two.value.letters).toBe("te");
    const tooMany = picking.pick({ ...board("aeiou"), vowels: "e", consonants: "t" }, "vowel");
    expect(tooMany).toEqual({ ok: false, error: expect.stringMatching(/at least 3 vowels and 4 consonants/) });
    expect(picking.pick(start, "joker")).toMatchObject({ ok: false });
    expect(picking.pick(board("mhircoact"), "vowel")).toMatchObject({ ok: false, error: "All nine letters are drawn." });
  });

  it("always completes within the rule when only allowed choices are taken", () => {
    const random = seededRandom(99);
    for (let game = 0; game < 300; game++) {
      let b = rules.deal(random, options());
      while (!picking.isComplete(b)) {
        const ids = allowed(b);
        expect(ids.length).toBeGreaterThan(0);
        const picked = picking.pick(b, ids[random.int(ids.length)]);
        if (!picked.ok) throw new Error(picked.error);
        b = picked.value;
      }
      expect(vowelCount(b.letters)).toBeGreaterThanOrEqual(3);
      expect(9 - vowelCount(b.letters)).toBeGreaterThanOrEqual(4);
    }
  });

  it("autoCompletes a half-picked board, keeping the picks made", () => {
    const half = { ...board("bcdfgh"), vowels: "eaiou", consonants: "tsr" };
    const done = picking.autoComplete(half, seededRandom(5));
    expect(done.letters).toBe("bcdfgheai");
  });
});

describe("checking a letters answer", () => {
  const check = (text: string) => rules.check(board("mhircoact"), options(), text);

  it("accepts a dictionary word from the letters, case and spaces ignored", () => {
    expect(check("  Chromatic ")).toEqual({
      ok: true,
      value: "chromatic",
      summary: "CHROMATIC — 9 letters. Your answer is in; it stays secret until time is up.",
    });
    expect(check("match")).toMatchObject({ ok: true, value: "match" });
  });

  it.each([
    ["zebra", "uses a letter that is not available: Z"],
    ["taboo", "uses a letter that is not available: B"],
    ["critic", "uses I twice but there is only one"],
    ["ammo", "uses M twice but there is only one"],
    ["mhircoact", "not in the british dictionary"],
    ["two words", "one word only"],
    ["cat!", '"!" is not a letter: use A to Z only'],
    ["   ", "no word given"],
  ])("refuses %j: %s", (text, reason) => {
    expect(check(text)).toEqual({ ok: false, reason });
  });

  it("counts a letter drawn twice as two tiles", () => {
    expect(check("attic")).toEqual({ ok: false, reason: "uses T twice but there is only one" });
    expect(rules.check(board("attackers"), options(), "tatters")).toEqual({ ok: false, reason: "uses T three times but there are only two" });
  });

  it("uses the round's dictionary", () => {
    const american = options({ dict: "american" });
    expect(rules.check(board("colouring"), american, "colour")).toEqual({ ok: false, reason: "not in the american dictionary" });
    expect(rules.check(board("colouring"), options(), "colour")).toMatchObject({ ok: true });
  });
});

describe("scoring a letters round", () => {
  const score = (answers: Answer[]) => rules.score(board("mhircoact"), options(), answers, DEFAULT_SETTINGS);

  it("gives the longest word its length, and ties all score", () => {
    const { results, standings } = score([answer("Ann", "match"), answer("Bob", "chart"), answer("Cat", "taco")]);
    const lines = resultLines(standings);
    expect(results.map((r) => [r.playerName, r.points, r.won, r.word])).toEqual([
      ["Ann", 5, true, "match"],
      ["Bob", 5, true, "chart"],
      ["Cat", 0, false, "taco"],
    ]);
    expect(lines).toEqual(["Ann: MATCH (5) — 5 points", "Bob: CHART (5) — 5 points", "Cat: TACO (4) — 0 points"]);
    expect(standings[2]).toMatchObject({ playerName: "Cat", points: 0, answers: [{ kind: "word", word: "taco", points: 0 }], refusals: [] });
  });

  it("scores nine letters as 18", () => {
    const { results } = score([answer("Ann", "thoracic"), answer("Bob", "chromatic")]);
    expect(results.map((r) => [r.playerName, r.points, r.exact])).toEqual([["Bob", 18, null], ["Ann", 0, null]]);
  });

  it("counts each player's longest valid answer, not the last; invalid ones score nothing and say why", () => {
    // Seen in play: "a" sent after NEURON replaced it.
    const { results, standings } = score([
      answer("Ann", "thoracic"), answer("Bob", "cat"), answer("Ann", "chat"), answer("Ann", "zzz"), answer("Dee", "critic"),
    ]);
    const lines = resultLines(standings);
    expect(results.map((r) => [r.playerName, r.points, r.word])).toEqual([["Ann", 8, "thoracic"], ["Bob", 0, "cat"], ["Dee", 0, null]]);
    expect(lines[2]).toBe("Dee: CRITIC ✗ uses I twice but there is only one — 0 points");
    expect(standings[2].refusals).toEqual([{ text: "critic", reason: "uses I twice but there is only one" }]);
  });

  it("has no results without answers", () => {
    expect(score([])).toEqual({ results: [], standings: [] });
  });
});

describe("letters Dictionary Corner", () => {
  it("lists the longest words and the next length down, common words first, and says what the best means", () => {
    expect(rules.corner(board("mhircoact"), options())).toEqual([
      { title: "Dictionary Corner — 9 letters", lines: ["CHROMATIC"] },
      { title: "Dictionary Corner — 8 letters", lines: ["THORACIC, ACHROMIC, TROCHAIC"] },
      { title: "Dictionary Corner — what they mean", lines: ["CHROMATIC: able to refract light without spectral color separation"] },
    ]);
  });

  it("leaves out slurs, which the word lists keep (a player may still score them)", () => {
    expect(rules.corner(board("negroqzxj"), options())[0]).toEqual({ title: "Dictionary Corner — 5 letters", lines: ["GONER, GENRO"] });
  });

  it("orders each length by how common the words are, the rest after", () => {
    const [longest] = rules.corner(board("aeinrstlo"), options());
    const words = longest.lines.join(", ").split(", ").map((w) => w.toLowerCase());
    const common = words.filter(isCommon);
    expect(words.slice(0, common.length)).toEqual(common);
    expect(common.map((w) => commonRank(w)!)).toEqual(common.map((w) => commonRank(w)!).sort((a, b) => a - b));
  });

  it("caps long lists", () => {
    const [, next] = rules.corner(board("aeinrstlo"), options());
    expect(next.lines.length).toBeLessThanOrEqual(4);
    for (const line of next.lines.slice(0, -1)) expect(line.split(", ").length).toBeLessThanOrEqual(8);
  });
});
