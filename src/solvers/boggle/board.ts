// A Boggle board: N×N tiles in row-major order, each a letter a–z, where "q" is the Qu tile
// (Q never appears alone). Parsed from text the way players type boards: rows separated by
// spaces, "/" or new lines, or one run of N² letters; "qu" or "q" for the Qu tile.

import { ok, refuse as fail, type Checked } from "../checked.ts";

export interface BoggleBoard {
  readonly size: number;
  /** size² tiles, row by row; "q" is the Qu tile. */
  readonly tiles: readonly string[];
}


export const MIN_SIZE = 3;
export const MAX_SIZE = 6;

const ROW_BREAK = /[\s/]+/;
const SIZES = "3x3 to 6x6 (9, 16, 25 or 36 tiles)";

export function parseBoggleBoard(text: string): Checked<BoggleBoard> {
  const rows = text.trim().toLowerCase().split(ROW_BREAK).filter((row) => row !== "");
  if (rows.length === 0) return fail(`Empty board: give the tiles of a square board, ${SIZES}.`);
  const stray = rows.join("").match(/[^a-z]/u);
  if (stray) return fail(`"${stray[0]}" is not a letter: tiles are A to Z, with Q or QU for the Qu tile.`);
  return rows.length === 1 ? parseRun(rows[0]) : parseRows(rows);
}

/** One string of N² tiles. */
function parseRun(run: string): Checked<BoggleBoard> {
  const read = [quTiles(run), [...run]].find((tiles) => isBoardSize(Math.sqrt(tiles.length)));
  if (!read) return fail(`${quTiles(run).length} tiles do not make a square board: boards are ${SIZES}.`);
  return board(Math.sqrt(read.length), read);
}

function parseRows(rows: string[]): Checked<BoggleBoard> {
  const size = rows.length;
  if (!isBoardSize(size)) return fail(`${size} rows: boards are ${SIZES}.`);
  const tiles: string[] = [];
  for (const [i, row] of rows.entries()) {
    const read = tilesOfRow(row, size);
    if (!read) return fail(`Row ${i + 1} ("${row}") has ${quTiles(row).length} tiles; a ${size}x${size} board needs ${size} in every row.`);
    tiles.push(...read);
  }
  return board(size, tiles);
}

/** A row's tiles: "qu" read as the Qu tile, or else every letter its own tile ("q" = Qu). */
function tilesOfRow(row: string, size: number): string[] | undefined {
  return [quTiles(row), [...row]].find((tiles) => tiles.length === size);
}

function quTiles(letters: string): string[] {
  return letters.match(/qu?|[a-z]/g) ?? [];
}

function board(size: number, tiles: string[]): Checked<BoggleBoard> {
  return ok({ size, tiles: tiles.map((t) => t[0]) });
}

function isBoardSize(size: number): boolean {
  return Number.isInteger(size) && size >= MIN_SIZE && size <= MAX_SIZE;
}

/** The board's rows as strings, the Qu tile written "q" (the form `parseBoggleBoard` reads back). */
export function boggleRows(board: BoggleBoard): string[] {
  return Array.from({ length: board.size }, (_, r) => board.tiles.slice(r * board.size, (r + 1) * board.size).join(""));
}

/** The cells next to each cell (8 neighbours, fewer on the edges), for boards of `size`. */
export function neighbours(size: number): number[][] {
  const cells = Array.from({ length: size * size }, (_, i) => i);
  return cells.map((cell) =>
    cells.filter((other) => {
      const dr = Math.abs(Math.floor(other / size) - Math.floor(cell / size));
      const dc = Math.abs((other % size) - (cell % size));
      return other !== cell && dr <= 1 && dc <= 1;
    }),
  );
}
