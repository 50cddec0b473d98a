// Countdown numbers: six numbers, a target, the four operations; the closest answer scores.

import type { GameRules } from "../rules.ts";
import { dealNumbersBoard, drawNumbers, showNumbers, type NumbersBoard } from "./board.ts";
import { checkNumbersAnswer } from "./check.ts";
import { numbersCorner } from "./corner.ts";
import { readNumbersOptions, type NumbersOptions } from "./options.ts";
import { numbersPicking } from "./picking.ts";
import { numbersMerit, scoreNumbersRound } from "./score.ts";

export type { NumbersBoard } from "./board.ts";
export type { NumbersValue } from "./check.ts";
export type { NumbersOptions } from "./options.ts";
export { numbersPoints } from "./score.ts";

export const numbersRules: GameRules<NumbersBoard, NumbersOptions> = {
  game: "numbers",
  title: "Countdown numbers",
  style: "hidden",
  howToPlay: "Reach the target with + − × ÷ and the six numbers, each at most once; whole positive steps only. Only the answer(s) closest to the target score: exact 10, 1–5 away 7, 6–10 away 5.",
  readOptions: readNumbersOptions,
  durationSeconds: (options) => options.duration,
  deal(random, options) {
    const board = dealNumbersBoard(random);
    return options.large === null ? board : drawNumbers(board, options.large);
  },
  picking: numbersPicking,
  check: (board, _options, text) => checkNumbersAnswer(board, text),
  // Words in chat are talk; "x" may be a times sign.
  typo: (_board, text) => (/[a-wyz]/iu.test(text) ? "That has words in it, so it is not a sum." : null),
  merit: (board, value) => numbersMerit(board)(value),
  score: (board, _options, answers) => scoreNumbersRound(board, answers),
  corner: (board) => numbersCorner(board),
  showBoard: showNumbers,
};
