// The moves a position offers: each open word group colours its letters' tiles, taking the
// tiles that gain most (the other side's unlocked ones, then blank ones); which of a letter's
// tiles matters only by their place, so each letter's gainful tiles are ranked once a position
// and a group's move is one OR a letter. Groups colouring the same tiles are one move.

import type { Colours, Side } from "./colours.ts";
import { lockedOf, NEIGHBOURS, TILES, countTiles, tilesOf } from "./tiles.ts";
import type { OpenWords, WordTable } from "./words.ts";

/** A move: a group's word turning `taken` (a set) to the mover's colour; its other letters use
 *  tiles that keep their colour. */
export interface Move {
  readonly group: number;
  readonly taken: number;
}

/** Each letter's tiles on the board, as sets. */
export function tilesByLetter(letters: string): Int32Array {
  const byLetter = new Int32Array(26);
  for (let tile = 0; tile < TILES; tile++) byLetter[letters.charCodeAt(tile) - 97]! |= 1 << tile;
  return byLetter;
}

/** Corners lock with two neighbours, edges with three: a place's worth when tiles tie. */
const PLACE_WORTH = NEIGHBOURS.map((set) => 4 - countTiles(set));

/** Why one gainful tile beats another of the same letter, most weighty first. */
const RANK = {
  /** Taking the other side's tile swings two. */
  theirs: 100,
  /** Each of their locked tiles beside it is unlocked by taking it. */
  unlocks: 10,
  /** Each of the mover's tiles beside it brings a lock nearer. */
  beside: 3,
} as const;

function tileRank(tile: number, mine: number, theirs: number, theirLocked: number): number {
  const near = NEIGHBOURS[tile]!;
  const taking = (theirs >> tile) & 1;
  return taking * (RANK.theirs + RANK.unlocks * countTiles(near & theirLocked))
    + RANK.beside * countTiles(near & mine) + PLACE_WORTH[tile]!;
}

/** The tiles a position lets the mover gain, and for each letter the best k of them. */
export interface Gains {
  readonly gainful: number;
  /** best[26 * letter + k]: the letter's k best gainful tiles (all of them when it has fewer). */
  readonly best: Int32Array;
}

export function gainsOf(byLetter: Int32Array, colours: Colours, mover: Side): Gains {
  const mine = colours[mover], theirs = colours[1 - mover]!;
  const theirLocked = lockedOf(theirs);
  const gainful = ~mine & ~theirLocked & ((1 << TILES) - 1);
  const best = new Int32Array(26 * 26);
  for (let letter = 0; letter < 26; letter++) {
    const ranked = tilesOf(byLetter[letter]! & gainful)
      .sort((a, b) => tileRank(b, mine, theirs, theirLocked) - tileRank(a, mine, theirs, theirLocked));
    let set = 0;
    for (let k = 0; k < 26; k++) {
      best[26 * letter + k] = set;
      if (k < ranked.length) set |= 1 << ranked[k]!;
    }
  }
  return { gainful, best };
}

/** The tiles a group's word takes when each letter takes its best gainful tiles. */
export function bestTaken(table: WordTable, group: number, gains: Gains): number {
  const { starts, needs } = table;
  const { best } = gains;
  let taken = 0;
  for (let i = starts[group]!; i < starts[group + 1]!; i++) taken |= best[needs[i]!]!;
  return taken;
}

/** Every open group's best move, one a distinct set of tiles taken (the first group found). */
export function movesOf(table: WordTable, open: OpenWords, gains: Gains): Move[] {
  const seen = new Set<number>();
  const moves: Move[] = [];
  for (let group = 0; group < table.groups.length; group++) {
    if (open.open[group] === 0) continue;
    const taken = bestTaken(table, group, gains);
    if (taken === 0 || seen.has(taken)) continue;
    seen.add(taken);
    moves.push({ group, taken });
  }
  return moves;
}

/** Near the end, which blanks a word takes decides whether it ends the game, and which of the
 *  other side's tiles it takes may decide a lock: every move taking any of each letter's blanks
 *  the word allows and as many of the other side's tiles as it can (any of them), the rest of
 *  the letter from tiles that keep their colour. */
export function movesLeavingBlanks(table: WordTable, open: OpenWords, byLetter: Int32Array, colours: Colours, gains: Gains): Move[] {
  const blank = ~(colours[0] | colours[1]);
  const seen = new Set<number>();
  const moves: Move[] = [];
  for (let group = 0; group < table.groups.length; group++) {
    if (open.open[group] === 0) continue;
    for (const taken of takenChoices(table, group, byLetter, blank, gains)) {
      if (taken === 0 || seen.has(taken)) continue;
      seen.add(taken);
      moves.push({ group, taken });
    }
  }
  return moves;
}

function takenChoices(table: WordTable, group: number, byLetter: Int32Array, blank: number, gains: Gains): number[] {
  const { letters, counts } = table.groups[group]!;
  let choices = [0];
  for (let i = 0; i < letters.length; i++) {
    const tiles = byLetter[letters[i]!]!, need = counts[i]!;
    const theirs = tiles & gains.gainful & ~blank;
    const keeping = countTiles(tiles & ~gains.gainful);
    const options = subsetsOf(tiles & blank).flatMap((some) => {
      const size = countTiles(some), taking = Math.min(need - size, countTiles(theirs));
      if (size > need || need - size - taking > keeping) return [];
      // As many of the other side's tiles as the letter allows; which ones may decide a lock.
      return subsetsOf(theirs).filter((them) => countTiles(them) === taking).map((them) => some | them);
    });
    choices = choices.flatMap((taken) => options.map((option) => taken | option));
  }
  return choices;
}

/** Every subset of `set`. */
function subsetsOf(set: number): number[] {
  const subsets: number[] = [];
  for (let some = set; ; some = (some - 1) & set) {
    subsets.push(some);
    if (some === 0) return subsets;
  }
}

/** The tiles (in the word's letter order) that make `taken` of a word: the taken tiles for its
 *  letters, then tiles that keep their colour; null when the board cannot. */
export function tilesFor(letters: string, word: string, taken: number, colours: Colours, mover: Side): number[] | null {
  const keeps = colours[mover] | lockedOf(colours[1 - mover]!);
  const used = new Set<number>();
  const tiles: number[] = [];
  for (const letter of word) {
    const fits = (set: number) => tilesOf(set).find((tile) => letters[tile] === letter && !used.has(tile));
    const tile = fits(taken) ?? fits(keeps & ~taken);
    if (tile === undefined) return null;
    used.add(tile);
    tiles.push(tile);
  }
  return tiles.length === word.length && tilesOf(taken).every((tile) => used.has(tile)) ? tiles : null;
}
