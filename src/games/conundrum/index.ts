// Countdown conundrum: one nine-letter word, scrambled; the first to unscramble it wins.

import { conundrumAnswers } from "../../solvers/conundrum.ts";
import { loadDictionary } from "../../solvers/dictionary/index.ts";
import type { GameRules } from "../rules.ts";
import { definedLine } from "../definitions.ts";
import { spacedOut } from "../words.ts";
import { checkConundrumGuess, conundrumTypo } from "./check.ts";
import { dealConundrum, type ConundrumBoard } from "./deal.ts";
import { readConundrumOptions, type ConundrumOptions } from "./options.ts";
import { scoreConundrumRound } from "./score.ts";

export type { ConundrumBoard } from "./deal.ts";
export type { ConundrumOptions } from "./options.ts";
export { CONUNDRUM_POINTS } from "./score.ts";

export const conundrumRules: GameRules<ConundrumBoard, ConundrumOptions> = {
  game: "conundrum",
  title: "Countdown conundrum",
  style: "race",
  howToPlay: "Unscramble the nine letters into one word: the first right answer scores 10; one guess each.",
  readOptions: readConundrumOptions,
  durationSeconds: (options) => options.duration,
  deal: (random, options) => dealConundrum(random, options.dict),
  typo: conundrumTypo,
  check: checkConundrumGuess,
  score: (_board, _options, answers) => scoreConundrumRound(answers),
  corner: (board, options) => [
    { title: "Dictionary Corner — the answer", lines: conundrumAnswers(loadDictionary(options.dict), board.scramble).map(definedLine) },
  ],
  showBoard: (board) => spacedOut(board.scramble),
};
