// Dealing Letter Boxed boxes: twelve different letters a player can enjoy, par 2 in the play
// dictionary, and a two-word solution made of common words.

import { describe, expect, it } from "vitest";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { arrangeSides, dealLetterBox } from "../../src/solvers/letterboxed/deal.ts";
import { parseSides } from "../../src/solvers/letterboxed/sides.ts";
import { solveLetterBoxed } from "../../src/solvers/letterboxed/solutions.ts";
import { seededRandom } from "../../src/solvers/random.ts";

const dict = loadDictionary("scrabble");
const common = loadDictionary("common");

describe("dealLetterBox", () => {
  const random = seededRandom(21);
  const boxes = Array.from({ length: 40 }, () => dealLetterBox(random, { dict, common }));

  it("deals four sides of three different letters", () => {
    for (const sides of boxes) expect(parseSides(sides.join(" "))).toEqual({ ok: true, value: sides });
  });

  it("deals boxes with par 2 in the play dictionary and a two-word solution of common words", () => {
    for (const sides of boxes) {
      expect(solveLetterBoxed(dict, sides, { limit: 0 }).par, sides.join(" ")).toBe(2);
      expect(solveLetterBoxed(common, sides, { limit: 0 }).par, sides.join(" ")).toBe(2);
    }
  });

  it("deals boxes players can enjoy: Q only with U, at most one of J Q X Z, three to five vowels", () => {
    for (const sides of boxes) {
      const letters = sides.join("");
      const count = (set: string) => [...letters].filter((l) => set.includes(l)).length;
      if (letters.includes("q")) expect(letters).toContain("u");
      expect(count("jqxz")).toBeLessThanOrEqual(1);
      expect(count("aeiou")).toBeGreaterThanOrEqual(3);
      expect(count("aeiou")).toBeLessThanOrEqual(5);
    }
  });

  it("deals the same box for the same seed, and varied boxes", () => {
    const again = seededRandom(21);
    expect(dealLetterBox(again, { dict, common })).toEqual(boxes[0]);
    expect(new Set(boxes.map((b) => [...b.join("")].sort().join(""))).size).toBeGreaterThan(35);
  });
});

describe("arrangeSides", () => {
  it("never puts two neighbouring letters of a word on one side", () => {
    const random = seededRandom(5);
    for (let i = 0; i < 50; i++) {
      const sides = arrangeSides(random, ["pragmatic", "cakewalk"])!;
      const sideOf = (letter: string) => sides.findIndex((s) => s.includes(letter));
      expect(sides.join("").split("").sort().join("")).toBe("acegiklmprtw");
      for (const word of ["pragmatic", "cakewalk"]) {
        for (let k = 1; k < word.length; k++) expect(sideOf(word[k])).not.toBe(sideOf(word[k - 1]));
      }
    }
  });

  it("gives up when no split exists or the words do not use twelve letters", () => {
    // "a" touches ten letters, and only the nine places on the other three sides are open to them.
    expect(arrangeSides(seededRandom(1), ["abacadaeafagahaiajak", "kl"])).toBeNull();
    expect(arrangeSides(seededRandom(1), ["pragmatic"])).toBeNull();
  });
});
