// Letterpress, the timed round: find as many words as you can from the 25 tiles.

import type { GameRules } from "../rules.ts";
import { offBoard } from "../words.ts";
import { checkLetterpressWord } from "./check.ts";
import { letterpressCorner } from "./corner.ts";
import { dealLetterpress, showLetterpress, type LetterpressBoard } from "./deal.ts";
import { readLetterpressOptions, type LetterpressOptions } from "./options.ts";
import { scoreLetterpressRound } from "./score.ts";

export type { LetterpressBoard } from "./deal.ts";
export type { LetterpressOptions } from "./options.ts";
export { letterpressPoints } from "./check.ts";

export const letterpressRules: GameRules<LetterpressBoard, LetterpressOptions> = {
  game: "letterpress",
  title: "Letterpress",
  style: "find-all",
  howToPlay: "Find words of 4+ letters from any of the 25 tiles, each tile once per word: a word scores its length − 3.",
  readOptions: readLetterpressOptions,
  durationSeconds: (options) => options.duration,
  deal: (random) => dealLetterpress(random),
  typo: (board, text) => offBoard(text, board.letters),
  check: checkLetterpressWord,
  score: (_board, _options, answers) => scoreLetterpressRound(answers),
  corner: letterpressCorner,
  showBoard: showLetterpress,
};
