// The fast bag walk against a plain scan of the whole list, on thousands of seeded bags.

import { describe, expect, it } from "vitest";
import { conundrumAnswers } from "../../src/solvers/conundrum.ts";
import { dictionaryFromWords, loadDictionary, type Dictionary } from "../../src/solvers/dictionary/index.ts";
import { letterCounts } from "../../src/solvers/letter-bag.ts";
import { letterpressWords } from "../../src/solvers/letterpress.ts";
import { longestWords, wordsFromLetters } from "../../src/solvers/letters.ts";
import { seededRandom, type Random } from "../../src/solvers/random.ts";

/** Obviously right: a word fits the bag if it needs no letter more often than the bag has it.
 *  (The letter-set mask only skips words with a letter the bag lacks, to keep the scan quick.) */
function scanner(words: readonly string[]) {
  const masks = Uint32Array.from(words, (w) => letterSet(w));
  return (letters: string, minLength = 2): string[] => {
    const bag = letterCounts(letters), outside = ~letterSet(letters);
    const found = words.filter((w, i) => (masks[i] & outside) === 0 && w.length >= minLength && letterCounts(w).every((n, c) => n <= bag[c]));
    return found.sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  };
}

function letterSet(word: string): number {
  let set = 0;
  for (const ch of word) set |= 1 << (ch.charCodeAt(0) - 97);
  return set;
}

const ALPHABET = "abcdefghijklmnopqrstuvwxyz";
// Letters weighted roughly as in English, so bags make plenty of words.
const WEIGHTED = "eeeeeeeeeeeeaaaaaaaaaiiiiiiiiioooooooonnnnnnrrrrrrttttttllllssssuuuuddddgggbbccmmppffhhvvwwyykjxqz";
const draw = (random: Random, n: number, from = WEIGHTED) =>
  Array.from({ length: n }, () => from[random.int(from.length)]).join("");

describe.each(["british", "scrabble"] as const)("letters with the %s list", (name) => {
  const dict: Dictionary = loadDictionary(name);
  const words = dict.words();
  const scan = scanner(words);

  it("agrees with a plain scan on 1,500 seeded random bags of 1 to 12 letters", () => {
    const random = seededRandom(2026);
    for (let i = 0; i < 1500; i++) {
      const letters = draw(random, 1 + random.int(12), i % 10 === 0 ? ALPHABET : WEIGHTED);
      expect(wordsFromLetters(dict, letters), letters).toEqual(scan(letters));
    }
  });

  it("agrees with a full scan on Letterpress-size bags", () => {
    const random = seededRandom(7);
    for (let i = 0; i < 5; i++) {
      const letters = draw(random, 25);
      expect(letterpressWords(dict, letters)).toEqual(scan(letters));
    }
  });

  it("finds conundrum answers as the full-length words of a scan", () => {
    const random = seededRandom(99);
    const nines = words.filter((w) => w.length === 9);
    const scanNines = scanner(nines);
    for (let i = 0; i < 1000; i++) {
      const word = nines[random.int(nines.length)];
      const letters = [...word].sort(() => random.next() - 0.5).join("");
      expect(conundrumAnswers(dict, letters)).toEqual(scanNines(letters));
    }
  });
});

/** The same plain scan with each word's letter counts worked out once, so that thousands of
 *  25-letter boards stay quick: a word fits if no letter count exceeds the bag's. */
function countingScanner(list: readonly string[]) {
  // Scanned in answer order (longest first, then A–Z), so what fits comes out sorted.
  const words = [...list].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  // Each word's distinct letters and how often it uses them, back to back.
  const start = new Uint32Array(words.length + 1);
  const letterOf: number[] = [];
  const timesOf: number[] = [];
  words.forEach((w, i) => {
    letterCounts(w).forEach((n, c) => {
      if (n > 0) letterOf.push(c), timesOf.push(n);
    });
    start[i + 1] = letterOf.length;
  });
  const masks = Uint32Array.from(words, (w) => letterSet(w));
  return (letters: string, minLength = 2): string[] => {
    const bag = letterCounts(letters), outside = ~letterSet(letters);
    const found: string[] = [];
    for (let i = 0; i < words.length; i++) {
      if ((masks[i] & outside) !== 0 || words[i].length < minLength) continue;
      let fits = true;
      for (let k = start[i]; k < start[i + 1] && fits; k++) fits = timesOf[k] <= bag[letterOf[k]];
      if (fits) found.push(words[i]);
    }
    return found;
  };
}

/** toEqual, without its cost on the thousands of words a 25-letter board makes when they agree. */
function expectSameWords(actual: string[], expected: string[], letters: string): void {
  if (actual.length !== expected.length || actual.join(" ") !== expected.join(" ")) expect(actual, letters).toEqual(expected);
}

describe("Letterpress and long bags against a plain scan", () => {
  const scrabble = loadDictionary("scrabble");
  const scan = countingScanner(scrabble.words());

  it("agrees on 1,000 seeded 25-letter boards", () => {
    const random = seededRandom(2525);
    for (let i = 0; i < 1000; i++) {
      const letters = draw(random, 25, i % 4 === 0 ? ALPHABET : WEIGHTED);
      expectSameWords(letterpressWords(scrabble, letters), scan(letters), letters);
    }
  }, 120_000); // ~8,000 words a board: about 6 s on a 2-core machine

  it("Letterpress agrees on 300 seeded boards with any minimum length, and the words of the shortest lengths", () => {
    const random = seededRandom(2626);
    for (let i = 0; i < 300; i++) {
      const letters = draw(random, 25, i % 4 === 0 ? ALPHABET : WEIGHTED);
      const minLength = random.int(17);
      expectSameWords(letterpressWords(scrabble, letters, minLength), scan(letters, minLength), `${letters} ${minLength}`);
    }
    const tiny = dictionaryFromWords("tiny", ["a", "aaa", "ab", "ba", "baa"]);
    expect(letterpressWords(tiny, "aab")).toEqual(["baa", "ab", "ba"]);
    expect(letterpressWords(tiny, "aaab", 1)).toEqual(["aaa", "baa", "ab", "ba", "a"]);
    expect(letterpressWords(tiny, "aaab", 4)).toEqual([]);
    const fourfold = dictionaryFromWords("fourfold", ["aaaa", "aaaab", "abab", "abb", "bbb"]);
    expect(letterpressWords(fourfold, "aaabb")).toEqual(["abab", "abb"]);
    expect(letterpressWords(fourfold, "aaaabbb")).toEqual(["aaaab", "aaaa", "abab", "abb", "bbb"]);
    expect(letterpressWords(dictionaryFromWords("empty", []), "abc")).toEqual([]);
  });

  it("agrees on 300 seeded bags of 13 to 40 letters, and with any minimum length", () => {
    const random = seededRandom(1340);
    for (let i = 0; i < 300; i++) {
      const letters = draw(random, 13 + random.int(28));
      const minLength = 1 + random.int(8);
      expectSameWords(wordsFromLetters(scrabble, letters, minLength), scan(letters, minLength), `${letters} ${minLength}`);
    }
  });
});

describe("conundrums of random letters", () => {
  it.each(["british", "common"] as const)("agree with a scan of the %s nine-letter words on 2,000 seeded bags", (name) => {
    const dict = loadDictionary(name);
    const scanNines = countingScanner(dict.words().filter((w) => w.length === 9));
    const random = seededRandom(909);
    let answered = 0;
    for (let i = 0; i < 2000; i++) {
      const letters = draw(random, 9);
      const expected = scanNines(letters);
      expect(conundrumAnswers(dict, letters), letters).toEqual(expected);
      if (expected.length > 0) answered++;
    }
    expect(answered).toBeGreaterThan(0); // some random bags are anagrams of words
  });
});

describe("known answers (lists pinned in dict/)", () => {
  const british = loadDictionary("british");

  it("MHIRCOACT makes CHROMATIC, the only nine", () => {
    expect(longestWords(british, "mhircoact")).toEqual(["chromatic"]);
    expect(longestWords(loadDictionary("american"), "mhircoact")).toEqual(["chromatic"]);
    expect(conundrumAnswers(british, "mhircoact")).toEqual(["chromatic"]);
  });

  it("ARIOEKLNN's sevens include AILERON and LANKIER (SCOWL level 70 adds three more)", () => {
    expect(longestWords(british, "arioeklnn")).toEqual(["aileron", "alerion", "alienor", "einkorn", "lankier"]);
  });

  it("the 25-letter words come back from their own letters", () => {
    const scrabble = loadDictionary("scrabble");
    for (const word of ["phosphatidylethanolamines", "immunoelectrophoretically"]) {
      expect(letterpressWords(scrabble, word)[0]).toBe(word);
    }
  });

  it("respects how often a letter is given", () => {
    expect(wordsFromLetters(british, "bok")).not.toContain("book");
    expect(wordsFromLetters(british, "boko")).toContain("book");
  });
});
