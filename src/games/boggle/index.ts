// Boggle: find words in the grid of dice, each through touching tiles; longer words score more.

import { boggleRows, type BoggleBoard } from "../../solvers/boggle/board.ts";
import type { GameRules } from "../rules.ts";
import { offBoard } from "../words.ts";
import { checkBoggleWord } from "./check.ts";
import { boggleCorner } from "./corner.ts";
import { dealBoggleRound } from "./deal.ts";
import { duplicatesCancel, readBoggleOptions, type BoggleOptions } from "./options.ts";
import { scoreBoggleRound } from "./score.ts";

export type { BoggleBoard } from "../../solvers/boggle/board.ts";
export type { BoggleOptions, BoggleSize } from "./options.ts";

/** Rows of tiles (the Qu tile written "q") in capitals, the Qu tile as "Qu", columns lined up. */
export function boggleGridLines(rows: readonly string[]): string[] {
  const face = (tile: string) => (tile === "q" ? "Qu" : tile.toUpperCase());
  return rows.map((row) => [...row].map((tile) => face(tile).padEnd(2)).join(" ").trimEnd());
}

function showBoggle(board: BoggleBoard): string {
  return boggleGridLines(boggleRows(board)).join("\n");
}

export const boggleRules: GameRules<BoggleBoard, BoggleOptions> = {
  game: "boggle",
  title: "Boggle",
  style: "find-all",
  howToPlay:
    "Find words of 3+ letters (4+ on 5x5) through touching tiles, each tile once per word. 3–4 letters: 1 point, 5: 2, 6: 3, 7: 5, 8+: 11. A word someone else also found scores nothing.",
  readOptions: readBoggleOptions,
  durationSeconds: (options) => options.duration,
  deal: dealBoggleRound,
  typo: (board, text) => offBoard(text, board.tiles.join("")),
  check: checkBoggleWord,
  sharedWordsCancel: duplicatesCancel,
  score: (_board, options, answers, settings) => scoreBoggleRound(answers, duplicatesCancel(options, settings)),
  corner: boggleCorner,
  showBoard: showBoggle,
};
