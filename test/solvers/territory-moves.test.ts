import { describe, expect, it } from "vitest";
import { dealLetterpress } from "../../src/games/letterpress/deal.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { letterpressWords } from "../../src/solvers/letterpress.ts";
import { seededRandom } from "../../src/solvers/random.ts";
import { bestTiles, colourTiles, spells, type Colours } from "../../src/solvers/territory/colours.ts";
import { margin } from "../../src/solvers/territory/evaluate.ts";
import { bestTaken, gainsOf, movesLeavingBlanks, movesOf, tilesByLetter, tilesFor } from "../../src/solvers/territory/moves.ts";
import { ALL_TILES, setOf } from "../../src/solvers/territory/tiles.ts";
import { OpenWords, wordTable } from "../../src/solvers/territory/words.ts";
import { colourings } from "../games/versus/endgame-support.ts";

const dict = loadDictionary("scrabble");

/** A board, some of its words, and colours shared at random with `blanks` tiles left blank. */
function position(seed: number, blanks: number) {
  const random = seededRandom(seed);
  const { letters } = dealLetterpress(random);
  const all = letterpressWords(dict, letters, 2);
  const words = Array.from({ length: 30 }, () => all[random.int(all.length)]!);
  let blue = 0, red = 0;
  for (let tile = blanks; tile < 25; tile++) {
    if (random.next() < 0.5) blue |= 1 << tile;
    else red |= 1 << tile;
  }
  return { letters, words, colours: [blue, red] as Colours };
}

describe("territory moves", () => {
  it("a group's best move gains as much as bestTiles, and tilesFor plays it", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { letters, words, colours } = position(seed, 8);
      const table = wordTable(words);
      const gains = gainsOf(tilesByLetter(letters), colours, 0);
      for (const [group, { words: members }] of table.groups.entries()) {
        const word = table.words[members[0]!]!;
        const taken = bestTaken(table, group, gains);
        const best = colourTiles(colours, 0, setOf(bestTiles(letters, colours, 0, word)!));
        expect(margin(colourTiles(colours, 0, taken), 0)).toBe(margin(best, 0));
        const tiles = tilesFor(letters, word, taken, colours, 0)!;
        expect(spells(letters, word, tiles)).toBe(true);
        expect(colourTiles(colours, 0, setOf(tiles))).toEqual(colourTiles(colours, 0, taken));
      }
    }
  });

  it("near the end offers every colouring that differs in the blanks it leaves, and only colourings a word can make", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { letters, words, colours } = position(seed, 3);
      const table = wordTable(words);
      const byLetter = tilesByLetter(letters);
      const moves = movesLeavingBlanks(table, new OpenWords(table), byLetter, colours, gainsOf(byLetter, colours, 0));
      const offered = new Set(moves.map(({ taken }) => colourTiles(colours, 0, taken).join()));
      for (const move of moves) {
        const word = table.words[table.groups[move.group]!.words[0]!]!;
        expect(tilesFor(letters, word, move.taken, colours, 0)).not.toBeNull();
      }
      for (const word of table.words) {
        for (const after of colourings(letters, colours, 0, word)) {
          const blanksLeft = ALL_TILES & ~(after[0] | after[1]);
          const same = moves.some(({ taken }) => {
            const ours = colourTiles(colours, 0, taken);
            return (ALL_TILES & ~(ours[0] | ours[1])) === blanksLeft && margin(ours, 0) >= margin(after, 0);
          });
          expect(same || offered.has(after.join())).toBe(true);
        }
      }
    }
  });

  it("counts a move once however many groups make it", () => {
    const { letters, words, colours } = position(3, 8);
    const table = wordTable(words);
    const moves = movesOf(table, new OpenWords(table), gainsOf(tilesByLetter(letters), colours, 1));
    expect(new Set(moves.map((move) => move.taken)).size).toBe(moves.length);
  });

  it("playing a word closes it and its prefixes, and undo opens them again", () => {
    const table = wordTable(["cat", "cats", "act", "at", "tact"]);
    const open = new OpenWords(table);
    const cats = table.index.get("cats")!;
    open.play(cats);
    expect(["cat", "cats", "act", "at", "tact"].map((word) => open.isOpen(table.index.get(word)!))).toEqual([false, false, true, true, true]);
    expect(table.words[open.wordOf(table.groupOf[table.index.get("cat")!]!)]).toBe("act");
    open.undo(cats);
    expect(open.isOpen(table.index.get("cat")!)).toBe(true);
  });
});
