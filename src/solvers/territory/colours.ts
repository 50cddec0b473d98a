// A move colours the tiles its word used, save the opponent's locked ones; which tiles to use
// when a letter repeats is chosen for the most gain: the opponent's unlocked tiles (a swing of
// two), then blank ones, then the mover's own, then the opponent's locked ones (no change).

import { lockedOf, SIDE, TILES } from "./tiles.ts";

/** Two colours, the first player's and the second's; a tile is in at most one. */
export type Colours = readonly [number, number];
export type Side = 0 | 1;

export const NO_COLOURS: Colours = [0, 0];

/** The colours after `mover` plays a word on `tiles` (a set). */
export function colourTiles(colours: Colours, mover: Side, tiles: number): Colours {
  const opponent = colours[1 - mover]!;
  const taken = tiles & ~lockedOf(opponent);
  const mine = colours[mover]! | taken;
  const theirs = opponent & ~taken;
  return mover === 0 ? [mine, theirs] : [theirs, mine];
}

/** How much a tile is worth to the mover: the order tiles are chosen in. */
export function tileGain(colours: Colours, mover: Side, tile: number): number {
  const bit = 1 << tile;
  const opponent = colours[1 - mover]!;
  if (opponent & bit) return opponent & lockedOf(opponent) & bit ? -1 : 2;
  return colours[mover]! & bit ? 0 : 1;
}

/** The tiles (in the word's letter order) that give the mover most, or null when the board
 *  lacks a letter. Letters are chosen apart, so the best tiles per letter are the best overall;
 *  ties go to the first tile in reading order. */
export function bestTiles(letters: string, colours: Colours, mover: Side, word: string): number[] | null {
  const used = new Set<number>();
  const tiles: number[] = [];
  for (const letter of word) {
    let best = -1, bestGain = -Infinity;
    for (let tile = 0; tile < TILES; tile++) {
      if (letters[tile] !== letter || used.has(tile)) continue;
      const gain = tileGain(colours, mover, tile);
      if (gain > bestGain) [best, bestGain] = [tile, gain];
    }
    if (best < 0) return null;
    used.add(best);
    tiles.push(best);
  }
  return tiles;
}

/** Whether `tiles` spell `word` on the board, each tile once. */
export function spells(letters: string, word: string, tiles: readonly number[]): boolean {
  return tiles.length === word.length && new Set(tiles).size === tiles.length
    && tiles.every((tile, i) => Number.isInteger(tile) && tile >= 0 && tile < SIDE * SIDE && letters[tile] === word[i]);
}
