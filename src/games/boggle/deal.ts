// Dealing a Boggle round: the solver's dealer (enough words in the round's list), then the
// board turned or mirrored, which keeps every word, until no row or column shown reads as an
// offensive word; dealt again only when all eight ways do.

import { boggleRows, type BoggleBoard } from "../../solvers/boggle/board.ts";
import { dealBoggle } from "../../solvers/boggle/deal.ts";
import { loadDictionary } from "../../solvers/dictionary/index.ts";
import type { Random } from "../../solvers/random.ts";
import { firstInoffensive } from "../offensive.ts";
import type { BoggleOptions } from "./options.ts";

export function dealBoggleRound(random: Random, options: BoggleOptions): BoggleBoard {
  const deal = { size: options.size, dict: loadDictionary(options.dict), minWords: options.minWords };
  for (;;) {
    const shown = firstInoffensive(orientations(dealBoggle(random, deal)), boggleLines);
    if (shown) return shown;
  }
}

/** Every line the board shows: rows left to right and columns top down, the Qu tile as "qu". */
export function boggleLines(board: BoggleBoard): string[] {
  const rows = boggleRows(board);
  const columns = rows.map((_, c) => rows.map((row) => row[c]).join(""));
  return [...rows, ...columns].map((line) => line.replaceAll("q", "qu"));
}

/** The board as dealt, then turned a quarter at a time and mirrored: the same words each way. */
export function orientations(board: BoggleBoard): BoggleBoard[] {
  const { size } = board;
  const turned = (b: BoggleBoard): BoggleBoard => ({ size, tiles: b.tiles.map((_, i) => b.tiles[(size - 1 - (i % size)) * size + Math.floor(i / size)]) });
  const mirrored = (b: BoggleBoard): BoggleBoard => ({ size, tiles: b.tiles.map((_, i) => b.tiles[Math.floor(i / size) * size + size - 1 - (i % size)]) });
  const turns = [board];
  for (let k = 1; k < 4; k++) turns.push(turned(turns[k - 1]));
  return [...turns, ...turns.map(mirrored)];
}
