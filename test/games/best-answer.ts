// The best answer to a complete letters, numbers or conundrum board, from the solvers: what a
// test's player sends to win a round of a Countdown game.

import type { Round } from "../../src/games/model.ts";
import { conundrumAnswers } from "../../src/solvers/conundrum.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { wordsFromLetters } from "../../src/solvers/letters.ts";
import { formatExpression } from "../../src/solvers/numbers/expression.ts";
import { solveNumbers } from "../../src/solvers/numbers/solve.ts";

export function bestAnswer(round: Pick<Round, "game" | "board">): string {
  const dict = loadDictionary("british");
  const board = round.board as { letters?: string; numbers?: number[]; target?: number; scramble?: string };
  if (round.game === "letters") return wordsFromLetters(dict, board.letters ?? "")[0];
  if (round.game === "numbers") return formatExpression(solveNumbers(board.numbers ?? [], board.target ?? 0).solution);
  return conundrumAnswers(dict, board.scramble ?? "")[0];
}
