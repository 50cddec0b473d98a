import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { commonFirst, commonRank, isCommon, longestCommonFirst } from "../../src/games/common-words.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { DICT_DIR } from "../../src/solvers/dictionary/load.ts";

const byFrequency = readFileSync(join(DICT_DIR, "common-by-frequency.txt"), "utf8").split("\n").filter((word) => word !== "");

it("ranks every common word by its line in the frequency list", () => {
  expect(byFrequency.filter((word, rank) => commonRank(word) !== rank)).toEqual([]);
  expect(commonRank("the")).toBeLessThan(commonRank("zebra")!);
});

it("does not count prefixes, other lists' words, odd text or nothing as common", () => {
  const common = new Set(byFrequency);
  const others = loadDictionary("scrabble").words().filter((_, i) => i % 50 === 0);
  expect(others.filter((word) => isCommon(word) !== common.has(word))).toEqual([]);
  for (const word of ["", "th", "THE", "the ", "thé", "😀"]) expect([word, isCommon(word), commonRank(word)]).toEqual([word, false, undefined]);
});

it("puts common words first, most said first", () => {
  expect(commonFirst(["zymurgy", "zebra", "the", "aardvark"])).toEqual(["the", "zebra", "aardvark", "zymurgy"]);
});

it("puts the longest common words first, most said first at each length, then the rest longest first", () => {
  const words = ["zymurgy", "zebra", "the", "aardvark", "house", "qi"];
  expect(longestCommonFirst(words)).toEqual(["aardvark", "house", "zebra", "the", "zymurgy", "qi"]);
});
