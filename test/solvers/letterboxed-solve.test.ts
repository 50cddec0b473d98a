// Letter Boxed: reading boxes, the word walk and the fewest-word search against brute force
// on seeded boxes, a player's chain, and the pinned RME WCL TGK API fact.

import { describe, expect, it } from "vitest";
import { dictionaryFromWords, loadDictionary, type Dictionary } from "../../src/solvers/dictionary/index.ts";
import { checkLetterBoxedChain } from "../../src/solvers/letterboxed/chain.ts";
import { dealLetterBox } from "../../src/solvers/letterboxed/deal.ts";
import { parseSides } from "../../src/solvers/letterboxed/sides.ts";
import { solveLetterBoxed } from "../../src/solvers/letterboxed/solutions.ts";
import { letterBoxedWords } from "../../src/solvers/letterboxed/words.ts";
import { seededRandom, type Random } from "../../src/solvers/random.ts";

const scrabble = loadDictionary("scrabble");
const common = loadDictionary("common");
// A third of the common list: boxes with fewer words, so that trying every chain of three
// stays quick and more boxes need three words or have no solution.
const sample = dictionaryFromWords("sample", common.words().filter((_, i) => i % 3 === 0));

/** Obviously right: a word fits if every letter is in the box and no two neighbours share a side. */
function bruteWords(dict: Dictionary, sides: readonly string[]): string[] {
  const side = new Map([...sides.join("")].map((letter, place) => [letter, Math.floor(place / 3)]));
  const fits = (w: string) => [...w].every((l, i) => side.has(l) && (i === 0 || side.get(l) !== side.get(w[i - 1])));
  return dict.words().filter((w) => w.length >= 3 && fits(w));
}

function letterSet(text: string): number {
  return [...text].reduce((set, l) => set | (1 << (l.charCodeAt(0) - 97)), 0);
}

/** Obviously right: every chain of 1, 2, … words until some chain uses all twelve letters. */
function bruteSolve(dict: Dictionary, sides: readonly string[], maxWords: number) {
  const words = bruteWords(dict, sides);
  const lettersOf = new Map(words.map((w) => [w, letterSet(w)]));
  const allTwelve = letterSet(sides.join(""));
  const byFirst = new Map([...sides.join("")].map((letter) => [letter, words.filter((w) => w[0] === letter)]));
  for (let par = 1; par <= maxWords; par++) {
    const solutions: string[][] = [];
    const chain: string[] = [];
    const extend = (letters: number): void => {
      if (chain.length === par) {
        if (letters === allTwelve) solutions.push([...chain]);
        return;
      }
      for (const w of chain.length === 0 ? words : byFirst.get(chain[chain.length - 1].at(-1)!)!) {
        chain.push(w);
        extend(letters | lettersOf.get(w)!);
        chain.pop();
      }
    };
    extend(0);
    if (solutions.length > 0) {
      const letters = (chain: string[]) => chain.join("").length;
      const differ = (a: string[], b: string[]) => a.findIndex((w, i) => w !== b[i]);
      solutions.sort((a, b) => letters(a) - letters(b) || (a[differ(a, b)] < b[differ(a, b)] ? -1 : 1));
      return { words, par, solutions, solutionCount: solutions.length };
    }
  }
  return { words, par: null, solutions: [], solutionCount: 0 };
}

const ALPHABET = "abcdefghijklmnopqrstuvwxyz";
const LIKELY = "eeeeaaaiiiooounnrrttllssddgbcmpfhvwykjxqz";

/** Twelve different letters, weighted towards common ones so that boxes have solutions. */
function randomSides(random: Random, from: string): string[] {
  const letters: string[] = [];
  while (letters.length < 12) {
    const letter = from[random.int(from.length)];
    if (!letters.includes(letter)) letters.push(letter);
  }
  return letters.join("").match(/.../g)!;
}

describe("parseSides", () => {
  it("reads four sides of three with any separators, or twelve letters in a row", () => {
    for (const text of ["rme wcl tgk api", "RME-WCL-TGK-API", "rme, wcl, tgk, api", " rme/wcl|tgk  api\n", "RMEWCLTGKAPI"]) {
      expect(parseSides(text), text).toEqual({ ok: true, value: ["rme", "wcl", "tgk", "api"] });
    }
  });

  it("says what is wrong with a box it cannot read", () => {
    const error = (text: string) => {
      const parsed = parseSides(text);
      return parsed.ok ? "parsed" : parsed.error;
    };
    expect(error("rme wcl tgk")).toMatch(/^Cannot read "rme wcl tgk": a box is four sides of three letters/);
    expect(error("rme wcl tgk apis")).toMatch(/^Cannot read/);
    expect(error("rmewcltgkap")).toMatch(/^Cannot read/);
    expect(error("")).toMatch(/^Cannot read no letters/);
    expect(error("rme wcl tgk ap1")).toMatch(/^"1" is not a letter/);
    expect(error("rme wcl tgk apé")).toMatch(/^"é" is not a letter/);
    expect(error("rme wcl tgk apr")).toBe('"r" appears twice: the twelve letters must all differ.');
  });
});

/** A word for a box's own word list: mostly a walk on the box from one of its first four
 *  letters, never stepping along a side; sometimes a walk that breaks the rules, and now and
 *  then one word using all twelve letters (the sides in turn). */
function wordOnBox(random: Random, sides: readonly string[]): string {
  if (random.int(500) === 0) {
    const turned = sides.map((side) => side.slice(random.int(3)) + side).map((side) => (random.int(2) === 0 ? side : [...side].reverse().join("")).slice(0, 3));
    return [0, 1, 2].map((k) => turned.map((side) => side[k]).join("")).join("");
  }
  const letters = sides.join("");
  const length = 3 + random.int(random.int(4) === 0 ? 10 : 5);
  let place = random.int(2) === 0 ? random.int(4) : random.int(12);
  let word = letters[place];
  while (word.length < length) {
    const next = random.int(12);
    if (Math.floor(next / 3) === Math.floor(place / 3) && random.int(20) !== 0) continue;
    word += random.int(30) === 0 ? ALPHABET[random.int(26)] : letters[next];
    place = next;
  }
  return word;
}

describe("letterBoxedWords", () => {
  it("agrees with a scan of the whole list on seeded boxes", () => {
    const random = seededRandom(12);
    const words = scrabble.words();
    const bigDict = { words: () => words } as Dictionary;
    for (let i = 0; i < 40; i++) {
      const sides = randomSides(random, i % 3 === 0 ? ALPHABET : LIKELY);
      expect(letterBoxedWords(scrabble, sides), sides.join(" ")).toEqual(bruteWords(bigDict, sides));
    }
  });
});

describe("solveLetterBoxed", () => {
  it("agrees with trying every chain on seeded boxes", () => {
    const random = seededRandom(34);
    const pars = new Set<number | null>();
    for (let i = 0; i < 100; i++) {
      const sides = randomSides(random, LIKELY);
      const expected = bruteSolve(sample, sides, 3);
      expect(solveLetterBoxed(sample, sides, { maxWords: 3, limit: Infinity }), sides.join(" ")).toEqual(expected);
      pars.add(expected.par);
    }
    expect([...pars].sort()).toEqual([2, 3, null]); // the boxes reach every case
  });

  it("agrees with trying every chain on 2,000 boxes, each with a word list of its own", () => {
    // Words walked on the box itself, many of them from a few first letters (so the pair
    // search reads runs of 32 and more), with words off the box among them.
    const random = seededRandom(91);
    const pars = new Set<number | null>();
    for (let i = 0; i < 2000; i++) {
      const sides = randomSides(random, ALPHABET);
      const size = 5 + random.int(i % 4 === 0 ? 400 : 60);
      const dict = dictionaryFromWords(`box ${i}`, Array.from({ length: size }, () => wordOnBox(random, sides)));
      const maxWords = size > 80 ? 2 : 3;
      const expected = bruteSolve(dict, sides, maxWords);
      expect(letterBoxedWords(dict, sides), sides.join(" ")).toEqual(expected.words);
      expect(solveLetterBoxed(dict, sides, { maxWords, limit: Infinity }), sides.join(" ")).toEqual(expected);
      pars.add(expected.par);
    }
    expect([...pars].sort()).toEqual([1, 2, 3, null]);
  });

  it("agrees with trying every pair on dealt boxes of the full list, at any limit", () => {
    // Hundreds of words start with one letter here: the pair search reads many 32-word runs.
    const random = seededRandom(78);
    let mostWithOneFirst = 0;
    const counts: number[] = [];
    for (let i = 0; i < 6; i++) {
      const sides = dealLetterBox(random, { dict: scrabble, common });
      const expected = bruteSolve(scrabble, sides, 2);
      expect(expected.par).toBe(2);
      counts.push(expected.solutionCount);
      expect(solveLetterBoxed(scrabble, sides, { maxWords: 2, limit: Infinity }), sides.join(" ")).toEqual(expected);
      for (const limit of [0, 1, 1 + random.int(50), 1 + random.int(1000)]) {
        const solutions = expected.solutions.slice(0, limit);
        expect(solveLetterBoxed(scrabble, sides, { maxWords: 2, limit }), `${sides.join(" ")} limit ${limit}`).toEqual({ ...expected, solutions });
      }
      for (const letter of sides.join("")) mostWithOneFirst = Math.max(mostWithOneFirst, expected.words.filter((w) => w[0] === letter).length);
    }
    expect(mostWithOneFirst).toBeGreaterThan(200);
    expect(Math.max(...counts)).toBeGreaterThan(1000); // some lists stop at a letter count
  });

  it("finds one-word solutions", () => {
    const dict = dictionaryFromWords("tiny", ["abcdefghijkl", "adgjbehkcfil", "ladder"]);
    const solution = solveLetterBoxed(dict, ["abc", "def", "ghi", "jkl"]);
    expect(solution).toEqual({ words: ["adgjbehkcfil"], par: 1, solutions: [["adgjbehkcfil"]], solutionCount: 1 });
  });

  it("caps the list at the limit and still counts every solution", () => {
    const sides = ["rme", "wcl", "tgk", "api"];
    const all = solveLetterBoxed(scrabble, sides);
    expect(solveLetterBoxed(scrabble, sides, { limit: 3 })).toEqual({ ...all, solutions: all.solutions.slice(0, 3) });
    expect(solveLetterBoxed(scrabble, sides, { limit: 0 })).toEqual({ ...all, solutions: [] });
    const random = seededRandom(56);
    for (let i = 0; i < 20; i++) {
      const box = randomSides(random, LIKELY);
      const full = solveLetterBoxed(sample, box, { maxWords: 3 });
      const limit = 1 + random.int(5);
      expect(solveLetterBoxed(sample, box, { maxWords: 3, limit })).toEqual({ ...full, solutions: full.solutions.slice(0, limit) });
    }
  });

  it("solves RME WCL TGK API in two words, among them the three ENABLE gives", () => {
    // ENABLE has exactly MARKETPLACE–EARWIG, WIGWAM–MARKETPLACE and PRAGMATIC–CAKEWALK
    // (SOLVERS.md); our scrabble list has four more.
    const solution = solveLetterBoxed(scrabble, ["rme", "wcl", "tgk", "api"]);
    expect(solution.words.length).toBe(1019);
    expect(solution.par).toBe(2);
    expect(solution.solutions).toEqual([
      ["crampet", "twiglike"],
      ["marketplace", "earwig"],
      ["pragmatic", "cakewalk"],
      ["wigwam", "marketplace"],
      ["pragmatical", "latewake"],
      ["pragmatical", "likewake"],
      ["pragmatical", "likewalk"],
    ]);
    expect(solution.solutionCount).toBe(7);
  });

  it("has no par when no chain of up to five words uses every letter", () => {
    expect(solveLetterBoxed(scrabble, ["xqz", "jvw", "bcd", "fgh"])).toEqual({ words: [], par: null, solutions: [], solutionCount: 0 });
  });
});

describe("checkLetterBoxedChain", () => {
  const sides = ["rme", "wcl", "tgk", "api"];
  const check = (...words: string[]) => checkLetterBoxedChain(scrabble, sides, words);

  it("accepts a chain, says whether it is solved, and counts the letters used", () => {
    expect(check("pragmatic", "cakewalk")).toEqual({ ok: true, value: { solved: true, lettersUsed: 12 } });
    expect(check(" Marketplace ", "EARWIG")).toEqual({ ok: true, value: { solved: true, lettersUsed: 12 } });
    expect(check("pragmatic")).toEqual({ ok: true, value: { solved: false, lettersUsed: 8 } });
    expect(check("wigwam", "mig")).toEqual({ ok: true, value: { solved: false, lettersUsed: 5 } });
  });

  it("says which word breaks the rules and why", () => {
    const error = (...words: string[]) => {
      const checked = check(...words);
      return checked.ok ? "accepted" : checked.error;
    };
    expect(error()).toBe("No words given.");
    expect(error("am")).toBe('"am" is too short: words need at least 3 letters.');
    expect(error("pragmatic", "cakewalks")).toBe('"cakewalks": "s" is not in the box.');
    expect(error("meat")).toBe('"meat": "m" and "e" are on the same side, so they cannot follow each other.');
    expect(error("wigwam", "marketplace", "ewer")).toBe('"ewer": "e" and "r" are on the same side, so they cannot follow each other.');
    expect(error("pragmatic", "walk")).toBe('"walk" must start with "c", the last letter of "pragmatic".');
    expect(error("cakewalk", "kilk")).toBe('"kilk" is not in the dictionary.');
  });
});
