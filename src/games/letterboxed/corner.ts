// Dictionary Corner for Letter Boxed: the par and up to ten par solutions.

import { loadDictionary } from "../../solvers/dictionary/index.ts";
import { solveLetterBoxed } from "../../solvers/letterboxed/solutions.ts";
import { isOffensive } from "../offensive.ts";
import type { Section } from "../rules.ts";
import type { LetterBoxedBoard } from "./board.ts";
import { showChain } from "./check.ts";
import type { LetterBoxedOptions } from "./options.ts";

const SOLUTIONS_SHOWN = 10;

export function letterBoxedCorner(board: LetterBoxedBoard, options: LetterBoxedOptions): Section[] {
  const { par, solutions, solutionCount } = solveLetterBoxed(loadDictionary(options.dict), board.sides, {
    maxWords: board.par,
    limit: 4 * SOLUTIONS_SHOWN, // room to leave out chains with a word not fit to show
  });
  const shown = solutions.filter((chain) => !chain.some(isOffensive)).slice(0, SOLUTIONS_SHOWN);
  if (par === null) return [{ title: "Dictionary Corner", lines: [`No solution in ${board.par} words.`] }];
  const more = solutionCount > shown.length ? [`… ${solutionCount} solutions in ${par} words in all`] : [];
  return [{ title: `Dictionary Corner — par ${par}`, lines: [...shown.map(showChain), ...more] }];
}
