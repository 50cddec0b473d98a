import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
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

// The known answers in test/solvers/ (CHROMATIC, AILERON…, the pinned Boggle and Letter Boxed
// counts) hold for these exact lists. A rebuild that changes a list must update this pin, the
// counts in dict/README.md and those answers together.
const PINNED: Record<string, { words: number; sha256: string }> = {
  british: { words: 114_635, sha256: "366fd49257733c709a7e45eca18d4e8c8f67107f9b56ab95e6b2cfbacd9b8904" },
  american: { words: 112_132, sha256: "5a104825ce324808a5008f16158d85c2d7967a840a4b02994295d5c520628589" },
  common: { words: 39_765, sha256: "a45e96a6f6b03df30521ce8d29bb303db30ad9abdeda7676d37b801f1a447c98" },
  scrabble: { words: 274_137, sha256: "b731019f3cbd2628a4a4f4463ffd75ec9d03d8bf587ff91c6220f5defd720c25" },
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

// `npm run build:dict` from registry packages: Debian `scowl` and npm `word-list`/`badwords-list`.
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
      expect(readdirSync(out).sort()).toEqual(["american.txt", "british.txt", "common.txt", "scrabble.txt"]);
      for (const name of Object.keys(PINNED)) {
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
