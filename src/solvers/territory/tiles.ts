// The 5×5 board as 25-bit sets: tile i is bit i, row by row (A1 is 0, E1 is 4, A5 is 20).
// A player's colour is one set; a tile is locked when it and every side neighbour are in it.

export const SIDE = 5;
export const TILES = SIDE * SIDE;
export const ALL_TILES = (1 << TILES) - 1;

const TOP_ROW = (1 << SIDE) - 1;
const BOTTOM_ROW = TOP_ROW << (TILES - SIDE);
const LEFT_COLUMN = 0b00001_00001_00001_00001_00001;
const RIGHT_COLUMN = LEFT_COLUMN << (SIDE - 1);

/** The tiles of `colour` whose side neighbours are all `colour` too (the edge counts as theirs). */
export function lockedOf(colour: number): number {
  const below = (colour >>> SIDE) | BOTTOM_ROW;
  const above = ((colour << SIDE) & ALL_TILES) | TOP_ROW;
  const right = ((colour >>> 1) & ~RIGHT_COLUMN) | RIGHT_COLUMN;
  const left = ((colour << 1) & ~LEFT_COLUMN) | LEFT_COLUMN;
  return colour & below & above & right & left;
}

/** Each tile's side neighbours, as a set. */
export const NEIGHBOURS: readonly number[] = Array.from({ length: TILES }, (_, tile) => {
  const row = Math.floor(tile / SIDE), column = tile % SIDE;
  let set = 0;
  if (row > 0) set |= 1 << (tile - SIDE);
  if (row < SIDE - 1) set |= 1 << (tile + SIDE);
  if (column > 0) set |= 1 << (tile - 1);
  if (column < SIDE - 1) set |= 1 << (tile + 1);
  return set;
});

export function countTiles(set: number): number {
  let n = set - ((set >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function setOf(tiles: Iterable<number>): number {
  let set = 0;
  for (const tile of tiles) set |= 1 << tile;
  return set;
}

export function tilesOf(set: number): number[] {
  const tiles: number[] = [];
  for (let rest = set; rest !== 0; rest &= rest - 1) tiles.push(31 - Math.clz32(rest & -rest));
  return tiles;
}

/** "C4": column letter A–E, then row 1–5. */
export function tileName(tile: number): string {
  return `${String.fromCharCode(65 + (tile % SIDE))}${Math.floor(tile / SIDE) + 1}`;
}

/** The tile a name like "c4" or "C4" names, or null. */
export function tileNamed(name: string): number | null {
  const match = /^([a-e])([1-5])$/iu.exec(name.trim());
  return match ? (match[1]!.toLowerCase().charCodeAt(0) - 97) + SIDE * (Number(match[2]) - 1) : null;
}
