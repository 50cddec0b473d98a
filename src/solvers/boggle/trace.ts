// Whether a word can be traced on a board: a path of adjacent tiles, each used once, that
// spells it, the Qu tile spelling "qu". Checking a player's word is this plus `dict.has`.

import { neighbours, type BoggleBoard } from "./board.ts";

/** The tiles a word needs: letters, with each "qu" one Qu tile ("q"); null if it has a Q without U. */
export function wordTiles(word: string): string[] | null {
  const tiles = word.toLowerCase().match(/qu|[a-z]/g);
  if (!tiles || tiles.join("") !== word.toLowerCase() || tiles.includes("q")) return null;
  return tiles.map((t) => t[0]);
}

export function canTraceWord(board: BoggleBoard, word: string): boolean {
  const tiles = wordTiles(word);
  if (!tiles) return false;
  const next = neighbours(board.size);
  const used = new Set<number>();
  const from = (cell: number, i: number): boolean => {
    if (board.tiles[cell] !== tiles[i]) return false;
    if (i === tiles.length - 1) return true;
    used.add(cell);
    const found = next[cell].some((n) => !used.has(n) && from(n, i + 1));
    used.delete(cell);
    return found;
  };
  return board.tiles.some((_, cell) => from(cell, 0));
}
