// Conundrums people know, scrambled without giving them away (issue 26): measured over
// thousands of seeded deals as a player reads them, and the pool's own rules.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { scrambleFigures } from "../../bench/conundrums.ts";
import { FAMILIAR, conundrumCandidates } from "../../scripts/dict/conundrums.ts";
import { nameWords } from "../../scripts/dict/names.ts";
import { commonRank } from "../../src/games/common-words.ts";
import { conundrumWords, isQuizMaterial } from "../../src/games/conundrum/pool.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";

const DEALS = 5000;

describe("conundrum scrambles and answers, over 5,000 seeded deals", () => {
  const figures = scrambleFigures(DEALS);

  it("keep the answer's start or end as a word in at most 1 % (was 11.4 %), and never its stem (was 117)", () => {
    expect(figures.startOrEnd / DEALS).toBeLessThanOrEqual(0.01);
    expect(figures.stem).toBe(0);
  });

  it("keep five of the answer's letters in a row in at most 1 % (was 9.7 %)", () => {
    expect(figures.run / DEALS).toBeLessThanOrEqual(0.01);
  });

  it("deal answers among SUBTLEX's 20,000 most said words at least 75 % of the time (was 62.3 %)", () => {
    expect(figures.familiar / DEALS).toBeGreaterThanOrEqual(0.75);
  });
});

describe("the conundrum pool", () => {
  const pool = conundrumWords("british");
  const dictFile = (name: string) => readFileSync(join(import.meta.dirname, "..", "..", "dict", name), "latin1").split("\n").filter(Boolean);
  const file = dictFile("conundrums.txt");

  it("is what npm run build:conundrums makes of the common words now", () => {
    expect(file).toEqual(conundrumCandidates(dictFile("common-by-frequency.txt")));
  });

  it("leaves out names of people and places that happen to be words", () => {
    const isName = nameWords();
    for (const name of ["charlotte", "manhattan", "davenport", "valentine", "frankfurt", "anchorage", "underwood"]) {
      expect(isName(name), name).toBe(true);
      expect(pool, name).not.toContain(name);
    }
    // Said capitalised at the start of a sentence or as a title, but not names.
    for (const word of ["otherwise", "according", "meanwhile", "professor", "detective"]) {
      expect(isName(word), word).toBe(false);
      expect(pool, word).toContain(word);
    }
    expect(file.filter(isName)).toEqual([]);
  });

  it("holds familiar words only, and no poor quiz answers", () => {
    expect(file.filter((word) => word.length !== 9)).toEqual([]);
    expect(file.filter((word) => (commonRank(word) ?? Infinity) >= FAMILIAR)).toEqual([]);
    for (const word of ["slaughter", "terrorist", "virginity", "goddammit", "excrement"]) {
      expect(loadDictionary("british").anagrams(word), word).toEqual([word]); // would be dealt but for the table
      expect(isQuizMaterial(word), word).toBe(false);
      expect(pool, word).not.toContain(word);
    }
    expect(pool.filter((word) => !isQuizMaterial(word))).toEqual([]);
    expect(pool.length).toBeGreaterThan(1500);
  });
});
