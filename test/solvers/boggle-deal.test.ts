// Dealing Boggle boards: every tile from its own die, replayable from a seed, and rolled
// again until the board holds enough words.

import { describe, expect, it } from "vitest";
import { dealBoggle, rollDice } from "../../src/solvers/boggle/deal.ts";
import { DICE_4X4, DICE_5X5 } from "../../src/solvers/boggle/dice.ts";
import type { BoggleBoard } from "../../src/solvers/boggle/board.ts";
import { countBoggleWords } from "../../src/solvers/boggle/solve.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { seededRandom } from "../../src/solvers/random.ts";

const dict = loadDictionary("scrabble");

/** Whether each tile can be given its own die showing that face (a bipartite matching). */
function rolledFrom(board: BoggleBoard, dice: readonly string[]): boolean {
  const dieOfTile = new Array<number>(board.tiles.length).fill(-1);
  const tileOfDie = new Array<number>(dice.length).fill(-1);
  const assign = (tile: number, seen: Set<number>): boolean =>
    dice.some((faces, die) => {
      if (!faces.includes(board.tiles[tile]) || seen.has(die)) return false;
      seen.add(die);
      if (tileOfDie[die] !== -1 && !assign(tileOfDie[die], seen)) return false;
      [tileOfDie[die], dieOfTile[tile]] = [tile, die];
      return true;
    });
  return board.tiles.length === dice.length && board.tiles.every((_, tile) => assign(tile, new Set()));
}

describe("rollDice", () => {
  it("puts every die on the board once, showing one of its faces", () => {
    const random = seededRandom(3);
    for (let i = 0; i < 200; i++) {
      expect(rolledFrom(rollDice(random, 4), DICE_4X4)).toBe(true);
      expect(rolledFrom(rollDice(random, 5), DICE_5X5)).toBe(true);
    }
    expect(rolledFrom({ size: 4, tiles: [..."qqaaaaaaaaaaaaaa"] }, DICE_4X4)).toBe(false);
  });

  it("gives the same board for the same seed, and different boards for different seeds", () => {
    expect(rollDice(seededRandom(9), 4)).toEqual(rollDice(seededRandom(9), 4));
    expect(rollDice(seededRandom(9), 4)).not.toEqual(rollDice(seededRandom(10), 4));
  });
});

describe("dealBoggle", () => {
  it("rolls again until the board holds the minimum number of words", () => {
    const random = seededRandom(4);
    for (let i = 0; i < 100; i++) {
      expect(countBoggleWords(dict, dealBoggle(random, { size: 4, dict, minWords: 150 }))).toBeGreaterThanOrEqual(150);
      expect(countBoggleWords(dict, dealBoggle(random, { size: 5, dict }))).toBeGreaterThanOrEqual(60);
    }
  });

  it("keeps the first roll without a dictionary, and the richest roll when the minimum is out of reach", () => {
    expect(dealBoggle(seededRandom(8), { size: 4 })).toEqual(rollDice(seededRandom(8), 4));
    const board = dealBoggle(seededRandom(8), { size: 4, dict, minWords: 100_000 });
    const random = seededRandom(8);
    const most = Math.max(...Array.from({ length: 1000 }, () => countBoggleWords(dict, rollDice(random, 4))));
    expect(countBoggleWords(dict, board)).toBe(most);
  });
});
