// The trie-guided Boggle search against a slow, obviously right one: follow every path of
// touching, unused cells as a string, going on while the string starts some word (a Set of
// all prefixes). Thousands of seeded boards of every size. canTraceWord is checked against
// tracing a word by hand, rows and columns worked out cell by cell.

import { describe, expect, it } from "vitest";
import { parseBoggleBoard, type BoggleBoard } from "../../src/solvers/boggle/board.ts";
import { rollDice } from "../../src/solvers/boggle/deal.ts";
import { scoreBoggleWord } from "../../src/solvers/boggle/score.ts";
import { countBoggleWords, solveBoggle } from "../../src/solvers/boggle/solve.ts";
import { canTraceWord } from "../../src/solvers/boggle/trace.ts";
import { dictionaryFromWords, loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { seededRandom, type Random } from "../../src/solvers/random.ts";

const dict = loadDictionary("scrabble");
const words = dict.words();
/** Obviously right: a word is on the board if some path of touching, unused cells spells it. */
function traceByHand(board: BoggleBoard, word: string): boolean {
  const n = board.size;
  const spells = (cell: number, at: number, used: Set<number>): boolean => {
    const tile = board.tiles[cell] === "q" ? "qu" : board.tiles[cell];
    if (!word.startsWith(tile, at)) return false;
    if (at + tile.length === word.length) return true;
    const [row, col] = [Math.floor(cell / n), cell % n];
    for (let r = row - 1; r <= row + 1; r++) {
      for (let c = col - 1; c <= col + 1; c++) {
        const next = r * n + c;
        if (r < 0 || c < 0 || r >= n || c >= n || used.has(next)) continue;
        if (spells(next, at + tile.length, new Set([...used, next]))) return true;
      }
    }
    return false;
  };
  return board.tiles.some((_, cell) => spells(cell, 0, new Set([cell])));
}

const prefixes = new Set(words.flatMap((w) => Array.from({ length: w.length }, (_, i) => w.slice(0, i + 1))));
const isWord = new Set(words);

function slowSolve(board: BoggleBoard, minLength: number): { words: string[]; score: number } {
  const n = board.size;
  const found = new Set<string>();
  const walk = (cell: number, spelled: string, used: readonly number[]): void => {
    const text = spelled + (board.tiles[cell] === "q" ? "qu" : board.tiles[cell]);
    if (!prefixes.has(text)) return;
    if (isWord.has(text) && text.length >= minLength) found.add(text);
    for (let next = 0; next < n * n; next++) {
      const touching = Math.abs((next % n) - (cell % n)) <= 1 && Math.abs(Math.floor(next / n) - Math.floor(cell / n)) <= 1;
      if (touching && !used.includes(next)) walk(next, text, [...used, next]);
    }
  };
  board.tiles.forEach((_, cell) => walk(cell, "", [cell]));
  const sorted = [...found].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  return { words: sorted, score: sorted.reduce((sum, w) => sum + scoreBoggleWord(w), 0) };
}

function board(text: string): BoggleBoard {
  const parsed = parseBoggleBoard(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

// Letters weighted as in English, with extra Qs; or a few letters only, so that many paths
// spell the same word and duplicates must be dropped.
const WEIGHTED = "eeeeeeeeeeeeaaaaaaaaaiiiiiiiiioooooooonnnnnnrrrrrrttttttllllssssuuuuddddgggbbccmmppffhhvvwwyykjxqqqz";
const FEW = "aeinrst";

function randomBoard(random: Random, size: number): BoggleBoard {
  if (size >= 4 && size <= 5 && random.int(2) === 0) return rollDice(random, size as 4 | 5);
  const from = random.int(4) === 0 ? FEW : WEIGHTED;
  return { size, tiles: Array.from({ length: size * size }, () => from[random.int(from.length)]) };
}

describe("solveBoggle", () => {
  it.each([
    { size: 3, count: 2000 },
    { size: 4, count: 1200 },
    { size: 5, count: 200 },
    { size: 6, count: 60 },
  ])("agrees with following every path as a string on $count seeded boards of size $size", ({ size, count }) => {
    const random = seededRandom(1000 + size);
    for (let i = 0; i < count; i++) {
      const b = randomBoard(random, size);
      const minLength = i % 7 === 0 ? 2 + random.int(4) : undefined;
      const expected = slowSolve(b, minLength ?? (size >= 5 ? 4 : 3));
      expect(solveBoggle(dict, b, minLength), b.tiles.join("")).toEqual(expected);
    }
  });

  it("pins two boards to our scrabble list", () => {
    // With ENABLE2K these are 1045 words / 3625 points and 16 words / 18 points (SOLVERS.md).
    const rich = solveBoggle(dict, board("perslatgsineters"));
    expect([rich.words.length, rich.score]).toEqual([1318, 4549]);
    expect(rich.words.slice(0, 3)).toEqual(["replastering", "plasterings", "argentites"]);
    const alphabet = solveBoggle(dict, board("abcdefghijklmnop"));
    expect(alphabet).toEqual({ words: ALPHABET_WORDS, score: 31 });
    expect(slowSolve(board("perslatgsineters"), 3)).toEqual(rich);
  });

  it("spells the Qu tile as qu and scores it as two letters", () => {
    const tiny = dictionaryFromWords("tiny", ["quit", "quits", "qit", "suit", "its", "tis"]);
    const solution = solveBoggle(tiny, board("qit xsx xxx"));
    expect(solution).toEqual({ words: ["quits", "quit", "its", "tis"], score: 2 + 1 + 1 + 1 });
  });

  it("uses each tile once per word, and lists a word once however many paths spell it", () => {
    const tiny = dictionaryFromWords("tiny", ["aaa", "aaaa", "aaaaaaaaaa"]);
    expect(solveBoggle(tiny, board("aaa aaa aaa")).words).toEqual(["aaaa", "aaa"]);
    expect(solveBoggle(tiny, board("aab bbb bbb")).words).toEqual([]);
  });

  it("leaves the dictionary's trie as it found it (words found are marked on it during a walk)", () => {
    const before = dict.trie.nodes.slice();
    const rich = solveBoggle(dict, board("perslatgsineters"));
    countBoggleWords(dict, board("abcdefghijklmnop"));
    // A mark left over would hide the word from the next board.
    expect(solveBoggle(dict, board("perslatgsineters"))).toEqual(rich);
    const bytes = (a: Int32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
    expect(bytes(dict.trie.nodes).equals(bytes(before))).toBe(true);
  });

  it("can clear every mark, for a walk that stopped part way", () => {
    const tiny = dictionaryFromWords("tiny", ["tea", "eat", "ate"]);
    const before = tiny.trie.nodes.slice();
    for (let node = 0; node < before.length / 2; node += 2) tiny.trie.nodes[2 * node] |= 1 << 27;
    tiny.walks.exports.unmarkAll();
    expect([...tiny.trie.nodes]).toEqual([...before]);
    expect(solveBoggle(tiny, board("tes eax xxx")).words).toEqual(["ate", "eat", "tea"]);
  });

  it("gives each dictionary its own walk", () => {
    const few = dictionaryFromWords("few", ["tea", "eat"]);
    const more = dictionaryFromWords("more", ["tea", "eat", "ate", "teas"]);
    const b = board("tes eax xxx");
    expect(solveBoggle(few, b).words).toEqual(["eat", "tea"]);
    expect(solveBoggle(more, b).words).toEqual(["teas", "ate", "eat", "tea"]);
    expect(solveBoggle(few, b).words).toEqual(["eat", "tea"]);
  });

  it("counts what it lists", () => {
    const random = seededRandom(5);
    for (let i = 0; i < 50; i++) {
      const b = rollDice(random, 4);
      expect(countBoggleWords(dict, b)).toBe(solveBoggle(dict, b).words.length);
    }
  });
});

describe("canTraceWord", () => {
  const b = board("qitz abcd efgh ijkl"); // Qu i t z / a b c d / e f g h / i j k l

  it("traces words along touching tiles, Qu spelling qu", () => {
    for (const word of ["quit", "quitz", "tic", "aei", "abfe", "fab", "dhgc", "lkgfb", "quiaf"]) expect(canTraceWord(b, word), word).toBe(true);
  });

  it("refuses words off the grid, reusing a tile, or with a Q that is not Qu", () => {
    for (const word of ["qit", "qi", "abca", "ali", "quiz", "zap", "", "qu-it"]) expect(canTraceWord(b, word), word).toBe(false);
  });

  it("agrees with tracing by hand on seeded boards and dictionary words", () => {
    const random = seededRandom(77);
    for (let i = 0; i < 200; i++) {
      const grid = randomBoard(random, 3 + random.int(4));
      const onBoard = solveBoggle(dict, grid, 2).words;
      for (const word of onBoard.slice(0, 20)) expect(canTraceWord(grid, word), word).toBe(true);
      for (let k = 0; k < 20; k++) {
        const word = words[random.int(words.length)];
        expect(canTraceWord(grid, word), word).toBe(traceByHand(grid, word));
      }
    }
  });
});

// prettier-ignore
const ALPHABET_WORDS = [
  "knife", "plonk", "bein", "fink", "fino", "glop", "jink", "knop", "koji", "mink", "mino", "nief", "nife", "onie",
  "polk", "ponk", "fab", "fae", "fie", "fin", "ink", "jin", "jol", "kon", "kop", "lop", "nie", "nim", "pol",
];
