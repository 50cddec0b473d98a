// The fast bag walk against a plain scan of the whole list, on thousands of seeded bags.

import { describe, expect, it } from "vitest";
import { conundrumAnswers } from "../../src/solvers/conundrum.ts";
import { loadDictionary, type Dictionary } from "../../src/solvers/dictionary/index.ts";
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

  it("a 25-letter word comes back from its own letters", () => {
    const scrabble = loadDictionary("scrabble");
    for (const word of ["phosphatidylethanolamines"]) {
      expect(letterpressWords(scrabble, word)[0]).toBe(word);
    }
  });

  it("respects how often a letter is given", () => {
    expect(wordsFromLetters(british, "bok")).not.toContain("book");
    expect(wordsFromLetters(british, "boko")).toContain("book");
  });
});
