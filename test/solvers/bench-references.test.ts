// The plain solvers `npm run bench` races ours against must give the same answers, or the
// ratios it prints would compare different work.

import { describe, expect, it } from "vitest";
import { plainBoggleSolver } from "../../bench/reference/boggle-walk.ts";
import { countScan } from "../../bench/reference/count-scan.ts";
import { plainLetterBoxed } from "../../bench/reference/letterboxed-pairs.ts";
import { sortedLettersMap } from "../../bench/reference/sorted-letters.ts";
import { rollDice } from "../../src/solvers/boggle/deal.ts";
import { solveBoggle } from "../../src/solvers/boggle/solve.ts";
import { conundrumAnswers } from "../../src/solvers/conundrum.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { dealLetterBox } from "../../src/solvers/letterboxed/deal.ts";
import { solveLetterBoxed } from "../../src/solvers/letterboxed/solutions.ts";
import { wordsFromLetters } from "../../src/solvers/letters.ts";
import { seededRandom } from "../../src/solvers/random.ts";

const scrabble = loadDictionary("scrabble");
const british = loadDictionary("british");
const random = seededRandom(14);
const bag = (n: number) => Array.from({ length: n }, () => "eeeaaaiioonnrrttllssudgbcmpfhvwykjxqz"[random.int(37)]).join("");

describe("the bench's plain references", () => {
  it("solve Boggle boards as ours does", () => {
    const plain = plainBoggleSolver(scrabble.words());
    for (let i = 0; i < 200; i++) {
      const board = rollDice(random, i % 2 === 0 ? 4 : 5);
      expect(plain(board)).toEqual(solveBoggle(scrabble, board));
    }
  });

  it("find conundrum answers and letters words as ours do", () => {
    const plain = sortedLettersMap(british.words());
    for (let i = 0; i < 500; i++) {
      const letters = bag(9);
      expect(plain.anagrams(letters)).toEqual(conundrumAnswers(british, letters));
      expect(plain.wordsFrom(letters)).toEqual(wordsFromLetters(british, letters));
    }
  });

  it("find Letterpress words as ours do", () => {
    const scan = countScan(scrabble.words());
    for (let i = 0; i < 5; i++) {
      const letters = bag(25);
      expect(scan(letters)).toEqual(wordsFromLetters(scrabble, letters));
    }
  });

  it("solve dealt Letter Boxed boxes as ours does", () => {
    const plain = plainLetterBoxed(scrabble.words());
    const common = loadDictionary("common");
    for (let i = 0; i < 5; i++) {
      const sides = dealLetterBox(random, { dict: scrabble, common });
      const ours = solveLetterBoxed(scrabble, sides);
      expect(plain(sides)).toEqual({ words: ours.words, solutions: ours.solutions });
    }
  });
});
