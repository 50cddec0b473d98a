// Countdown letters: nine tiles picked from the vowel and consonant piles; the longest word wins.

import type { GameRules } from "../rules.ts";
import { offBoard } from "../words.ts";
import { emptyLettersBoard, showLetters, take, type LettersBoard } from "./board.ts";
import { checkLettersWord } from "./check.ts";
import { lettersCorner } from "./corner.ts";
import { pileOfPick, readLettersOptions, type LettersOptions } from "./options.ts";
import { lettersPicking } from "./picking.ts";
import { lettersMerit, scoreLettersRound } from "./score.ts";

export type { LettersBoard } from "./board.ts";
export type { LettersOptions } from "./options.ts";
export { lettersPoints } from "./score.ts";

export const lettersRules: GameRules<LettersBoard, LettersOptions> = {
  game: "letters",
  title: "Countdown letters",
  style: "hidden",
  howToPlay: "Make the longest word from the nine letters, each at most once. Only the longest word(s) sent score: their length, 18 for all nine; shorter words score 0.",
  readOptions: readLettersOptions,
  durationSeconds: (options) => options.duration,
  deal(random, options) {
    const board = emptyLettersBoard(random);
    return [...(options.picks ?? "")].reduce((b, pick) => take(b, pileOfPick(pick)), board);
  },
  picking: lettersPicking,
  typo: (board, text) => offBoard(text, board.letters),
  check: checkLettersWord,
  merit: (_board, value) => lettersMerit(value),
  score: (_board, _options, answers) => scoreLettersRound(answers),
  corner: lettersCorner,
  showBoard: showLetters,
};
