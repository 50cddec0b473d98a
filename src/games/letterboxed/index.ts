// Letter Boxed: chain words round the square until every letter is used, in as few as you can.

import type { GameRules } from "../rules.ts";
import { offBoard } from "../words.ts";
import { dealLetterBoxedBoard, showLetterBox, type LetterBoxedBoard } from "./board.ts";
import { checkLetterBoxedAnswer } from "./check.ts";
import { letterBoxedCorner } from "./corner.ts";
import { readLetterBoxedOptions, type LetterBoxedOptions } from "./options.ts";
import { letterBoxedMerit, scoreLetterBoxedRound } from "./score.ts";

export type { LetterBoxedBoard } from "./board.ts";
export type { LetterBoxedValue } from "./check.ts";
export type { LetterBoxedOptions } from "./options.ts";
export { letterBoxedPoints } from "./score.ts";

export const letterboxedRules: GameRules<LetterBoxedBoard, LetterBoxedOptions> = {
  game: "letterboxed",
  title: "Letter Boxed",
  style: "hidden",
  howToPlay:
    "Use all 12 letters in a chain of words (3+ letters; no two letters in a row from one side; each word starts with the last letter of the one before). Par 10, par+1 6, par+2 3.",
  readOptions: readLetterBoxedOptions,
  durationSeconds: (options) => options.duration,
  deal: (random, options) => dealLetterBoxedBoard(random, options.dict),
  typo: (board, text) => offBoard(text, board.sides.join("")),
  check: checkLetterBoxedAnswer,
  merit: (_board, value) => letterBoxedMerit(value),
  score: (board, _options, answers) => scoreLetterBoxedRound(board, answers),
  corner: letterBoxedCorner,
  showBoard: showLetterBox,
};
