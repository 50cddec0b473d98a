import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

const DICT_DIR = join(import.meta.dirname, "..", "dict");

const readList = (name: string): string[] =>
  readFileSync(join(DICT_DIR, `${name}.txt`), "utf8").split("\n");

// Word counts a rebuild from other package versions may move, but not by much.
const SIZES: Record<string, [number, number]> = {
  british: [100_000, 130_000],
  american: [100_000, 130_000],
  common: [30_000, 50_000],
  scrabble: [250_000, 300_000],
};

const lists = Object.fromEntries(Object.keys(SIZES).map((name) => [name, readList(name)]));
const words = (name: string): string[] => lists[name].slice(0, -1);
const wordSet = (name: string): Set<string> => new Set(words(name));

describe.each(Object.keys(SIZES))("dict/%s.txt", (name) => {
  test("ends with a newline and has no blank lines", () => {
    expect(lists[name].at(-1)).toBe("");
    expect(words(name)).not.toContain("");
  });

  test("holds only lowercase a-z words", () => {
    expect(words(name).filter((word) => !/^[a-z]+$/.test(word))).toEqual([]);
  });

  test("is sorted in byte order without duplicates", () => {
    const list = words(name);
    const outOfOrder = list.filter((word, i) => i > 0 && !(list[i - 1] < word));
    expect(outOfOrder).toEqual([]);
  });

  test("has a plausible size", () => {
    const [least, most] = SIZES[name];
    expect(words(name).length).toBeGreaterThan(least);
    expect(words(name).length).toBeLessThan(most);
  });
});

describe("list contents", () => {
  test("british has British spellings, both -ise and -ize, and countdown words", () => {
    const british = wordSet("british");
    for (const word of ["colour", "realise", "realize", "chromatic", "aileron", "lankier", "a", "i"])
      expect(british.has(word), word).toBe(true);
  });

  test("SCOWL lists keep only 'a' and 'i' of the single letters", () => {
    for (const name of ["british", "american", "common"])
      expect(words(name).filter((word) => word.length === 1 && word !== "a" && word !== "i")).toEqual([]);
  });

  test("american spells colour without a u", () => {
    const american = wordSet("american");
    expect(american.has("color")).toBe(true);
    expect(american.has("colour")).toBe(false);
  });

  test("scrabble has the long Letterpress words", () => {
    const scrabble = wordSet("scrabble");
    expect(scrabble.has("phosphatidylethanolamines")).toBe(true);
    expect(scrabble.has("aa")).toBe(true);
  });

  test("common is a subset of british with no profanity", () => {
    const british = wordSet("british");
    const common = words("common");
    expect(common.filter((word) => !british.has(word))).toEqual([]);
    const badWords: unknown = createRequire(import.meta.url)("badwords-list").array;
    const bad = new Set(badWords as string[]);
    expect(common.filter((word) => bad.has(word))).toEqual([]);
    expect(common).toContain("chariot");
  });
});
