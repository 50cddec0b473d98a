// Nothing offensive is shown unasked, over 2,000 seeded deals of every board kind: no line the
// picture shows (rows, columns, Letter Boxed's sides either way, the letters in the order
// shown) spells an offensive word, Dictionary Corner (words and glosses) holds none, no
// conundrum answer or scramble word is in the offensive tables, and the computer plays none.

import { describe, expect, it } from "vitest";
import { RULES } from "../../src/games/catalogue.ts";
import { orientations } from "../../src/games/boggle/deal.ts";
import { dealCompleteBoard } from "../../src/games/dealer.ts";
import { letterBoxLayouts } from "../../src/games/letterboxed/board.ts";
import { take } from "../../src/games/letters/board.ts";
import { isOffensive, isTouchy, readsOffensive } from "../../src/games/offensive.ts";
import { opponentMove } from "../../src/games/opponent/answer.ts";
import { describeWordsByLength } from "../../src/games/solve/describe.ts";
import { letterpressPuzzle } from "../../src/games/solve/letterpress.ts";
import { OPPONENT_LEVELS, type WordGame } from "../../src/games/model.ts";
import { DEFAULT_SETTINGS } from "../../src/store/settings.ts";
import type { BoggleBoard } from "../../src/solvers/boggle/board.ts";
import { solveBoggle } from "../../src/solvers/boggle/solve.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { solveLetterBoxed } from "../../src/solvers/letterboxed/solutions.ts";
import { seededRandom } from "../../src/solvers/random.ts";

const DEALS = 2000;

interface Kind {
  readonly game: WordGame;
  readonly fields: Record<string, string | number>;
  /** Whether its lines are read backwards too: Letter Boxed's sides go round the box. */
  readonly eitherWay: boolean;
}

const KINDS: Readonly<Record<string, Kind>> = {
  letters: { game: "letters", fields: {}, eitherWay: false },
  conundrum: { game: "conundrum", fields: {}, eitherWay: false },
  "boggle 4x4": { game: "boggle", fields: {}, eitherWay: false },
  "boggle 5x5": { game: "boggle", fields: { size: 5 }, eitherWay: false },
  letterpress: { game: "letterpress", fields: {}, eitherWay: false },
  letterboxed: { game: "letterboxed", fields: {}, eitherWay: true },
};

/** The lines of letters a picture shows: each row, and each column (tiles at the same place on
 *  lines one under another). A Qu tile reads "qu"; lines of words ("Par: 2 words") are not the board. */
function pictureLines(picture: string): string[] {
  const rows = picture.split("\n").filter((line) => !/[a-z]{2}|:/u.test(line));
  const tiles = rows.map((row) => [...row.matchAll(/Qu|[A-Z]/gu)].map((m) => ({ at: m.index, face: m[0].toLowerCase() })));
  const columns: string[] = [];
  for (const [r, row] of tiles.entries()) {
    for (const { at } of row) {
      if (tiles[r - 1]?.some((tile) => tile.at === at)) continue; // not the top of its column
      let column = "";
      for (let below = r; tiles[below]?.some((tile) => tile.at === at); below++) column += tiles[below].find((tile) => tile.at === at)!.face;
      columns.push(column);
    }
  }
  return [...tiles.map((row) => row.map((tile) => tile.face).join("")), ...columns];
}

/** Every word a corner's lines hold, definitions included. */
const cornerWords = (lines: readonly string[]): string[] => lines.flatMap((line) => line.toLowerCase().split(/[^a-z]+/u)).filter((w) => w !== "");

describe.each(Object.entries(KINDS))("%s, over seeded deals", (_, { game, fields, eitherWay }) => {
  const rules = RULES.get(game)!;
  const read = rules.readOptions(fields, DEFAULT_SETTINGS);
  if (!read.ok) throw new Error(read.error);
  const boards = Array.from({ length: DEALS }, (_, seed) => dealCompleteBoard(rules, seed, read.value));

  it(`shows no offensive word along any line of the picture, in ${DEALS} boards`, () => {
    const offending = boards.flatMap((board, seed) => {
      const lines = pictureLines(rules.showBoard(board, read.value));
      const readAs = eitherWay ? [...lines, ...lines.map((line) => [...line].reverse().join(""))] : lines;
      return readsOffensive(readAs) ? [`seed ${seed}: ${lines.join(" ")}`] : [];
    });
    expect(offending).toEqual([]);
  });

  it(`shows no offensive word in Dictionary Corner, in ${DEALS} boards`, () => {
    const offending = boards.flatMap((board, seed) => {
      const words = cornerWords(rules.corner(board, read.value, []).flatMap((section) => section.lines));
      return words.filter(isOffensive).map((word) => `seed ${seed}: ${word}`);
    });
    expect(offending).toEqual([]);
  });
});

describe("the lines of a picture", () => {
  it("are its rows and columns, a Qu tile read whole", () => {
    expect(pictureLines("A  B  Qu\nD  E  F\nG  H  I")).toEqual(["abqu", "def", "ghi", "adg", "beh", "qufi"]);
  });

  it("are Letter Boxed's four sides, and not its par", () => {
    expect(pictureLines("    A   B   C\nL               D\nK               E\nJ               F\n    I   H   G\nPar: 2 words")).toEqual(
      expect.arrayContaining(["abc", "lkj", "def", "ihg"]),
    );
  });
});

describe("reshuffling how a board is shown, not what it holds", () => {
  const british = loadDictionary("british");

  it("draws the next letter of the pile when the one on top would spell a word in the order shown", () => {
    const board = take({ letters: "wo", vowels: "aei", consonants: "gst" }, "consonant");
    expect(board).toEqual({ letters: "wos", vowels: "aei", consonants: "gt" });
    expect(take({ letters: "wa", vowels: "aei", consonants: "gst" }, "consonant").letters).toBe("wag");
  });

  it("turns and mirrors a Boggle board eight ways, each with the same words", () => {
    const rules = RULES.get("boggle")!;
    const read = rules.readOptions({ size: 5 }, DEFAULT_SETTINGS);
    if (!read.ok) throw new Error(read.error);
    const board = dealCompleteBoard(rules, 7, read.value) as BoggleBoard;
    const words = solveBoggle(british, board).words.toSorted();
    const turned = orientations(board);
    expect(new Set(turned.map((b) => b.tiles.join(""))).size).toBe(8);
    for (const b of turned) expect(solveBoggle(british, b).words.toSorted()).toEqual(words);
  });

  it("moves Letter Boxed letters within their sides and the sides round the box, with the same solutions", () => {
    const { sides } = RULES.get("letterboxed")!.deal(seededRandom(0), { dict: "british" }) as { sides: readonly string[] };
    const solutions = (s: readonly string[]) => solveLetterBoxed(british, s, { maxWords: 2, limit: 0 }).solutionCount;
    expect(solutions(sides)).toBeGreaterThan(0);
    const bySide = (s: readonly string[]) => s.map((side) => [...side].sort().join("")).sort();
    const layouts = letterBoxLayouts(sides, seededRandom(3));
    for (let i = 0; i < 5; i++) {
      const shown = layouts.next().value!;
      expect(bySide(shown)).toEqual(bySide(sides));
      expect(solutions(shown)).toBe(solutions(sides));
    }
  });
});

describe("conundrums, over seeded deals", () => {
  const rules = RULES.get("conundrum")!;
  const read = rules.readOptions({}, DEFAULT_SETTINGS);
  if (!read.ok) throw new Error(read.error);
  const british = loadDictionary("british");
  const common = loadDictionary("common");

  it(`never have an answer or a scramble word from the offensive tables, in ${DEALS} deals`, () => {
    const touchy: string[] = [];
    for (let seed = 0; seed < DEALS; seed++) {
      const { scramble } = dealCompleteBoard(rules, seed, read.value) as { scramble: string };
      const answer = british.anagrams(scramble)[0];
      for (const lengths of [[4, 5], [3, 6], [2, 7], [3, 3, 3]]) {
        const ends = lengths.map((_, i) => lengths.slice(0, i + 1).reduce((a, b) => a + b, 0));
        const words = ends.map((end, i) => scramble.slice(ends[i - 1] ?? 0, end));
        if (words.every((word) => common.has(word))) touchy.push(...words.filter(isTouchy).map((word) => `${scramble}: ${word}`));
      }
      if (isTouchy(answer)) touchy.push(`${scramble}: ${answer}`);
    }
    expect(touchy).toEqual([]);
  });
});

describe("the computer opponent", () => {
  it("never plays a word from the offensive tables, even the longest on the board", () => {
    for (const level of OPPONENT_LEVELS) {
      const move = opponentMove(level, "letters", { letters: "shitfaced" }, { dict: "british" }, 30_000, seededRandom(1));
      expect(move.text === null || !isTouchy(move.text), `${level}: ${move.text}`).toBe(true);
    }
  });

  it("plays none over 1,200 seeded letters boards at each level", () => {
    const rules = RULES.get("letters")!;
    const read = rules.readOptions({}, DEFAULT_SETTINGS);
    if (!read.ok) throw new Error(read.error);
    const played: string[] = [];
    for (let seed = 0; seed < 1200; seed++) {
      const board = dealCompleteBoard(rules, seed, read.value);
      for (const level of OPPONENT_LEVELS) {
        const { text } = opponentMove(level, "letters", board, read.value, 30_000, seededRandom(seed));
        if (text !== null && isTouchy(text)) played.push(`${level} ${seed}: ${text}`);
      }
    }
    expect(played).toEqual([]);
  });
});

describe("/solve in a channel", () => {
  it("counts offensive words but does not show them", () => {
    expect(describeWordsByLength("abc", "british", ["wogs", "cats"])).toBe("ABC (british): 2 words\n 4: cats");
  });

  it("counts only the Letterpress words the game accepts: 4+ letters", () => {
    const solved = letterpressPuzzle.solve({ letters: "phosphatidylethanolamines" });
    if (!solved.ok) throw new Error(solved.error);
    expect(solved.value.words.length).toBeGreaterThan(1000);
    expect(solved.value.words.filter((w) => w.length < 4)).toEqual([]);
  });
});
