// How good a position looks to one side, short of the game's end: tiles held, and tiles the
// other side cannot take back (locked), as a table of weights. A finished game is worth far
// more than any position, so a search takes a sure win and avoids a sure loss.

import type { Colours, Side } from "./colours.ts";
import { ALL_TILES, countTiles, lockedOf } from "./tiles.ts";

export const WEIGHTS = {
  /** A tile held. */
  tile: 1,
  /** A locked tile, on top of its worth as a tile held. */
  locked: 1,
} as const;

/** More than any position's worth: a won game is WIN plus the margin. */
export const WIN = 1000;

export function isFull(colours: Colours): boolean {
  return (colours[0] | colours[1]) === ALL_TILES;
}

/** Tiles ahead: `side`'s tiles less the other's. */
export function margin(colours: Colours, side: Side): number {
  return countTiles(colours[side]) - countTiles(colours[1 - side]!);
}

/** The game's end as `side` sees it: a win, a draw (0) or a loss, by the margin. */
export function finalWorth(colours: Colours, side: Side): number {
  const ahead = margin(colours, side);
  return ahead === 0 ? 0 : Math.sign(ahead) * WIN + ahead;
}

/** A position's worth to `side`, the game going on. */
export function worth(colours: Colours, side: Side): number {
  const mine = colours[side], theirs = colours[1 - side]!;
  return WEIGHTS.tile * (countTiles(mine) - countTiles(theirs))
    + WEIGHTS.locked * (countTiles(lockedOf(mine)) - countTiles(lockedOf(theirs)));
}
