// Dictionary Corner for Letter Boxed: the par and up to ten par solutions, those made of
// common words first (the deal guarantees at least three), then the rest of the round's list.

import { loadDictionary } from "../../solvers/dictionary/index.ts";
import { solveLetterBoxed } from "../../solvers/letterboxed/solutions.ts";
import { isOffensive } from "../offensive.ts";
import type { Section } from "../rules.ts";
import type { LetterBoxedBoard } from "./board.ts";
import { showChain } from "./check.ts";
import type { LetterBoxedOptions } from "./options.ts";

const SOLUTIONS_SHOWN = 10;
// Room to leave out chains with a word not fit to show.
const SOLUTIONS_LISTED = 4 * SOLUTIONS_SHOWN;

export function letterBoxedCorner(board: LetterBoxedBoard, options: LetterBoxedOptions): Section[] {
  const all = solveLetterBoxed(loadDictionary(options.dict), board.sides, { maxWords: board.par, limit: SOLUTIONS_LISTED });
  if (all.par === null) return [{ title: "Dictionary Corner", lines: [`No solution in ${board.par} words.`] }];
  const common = solveLetterBoxed(loadDictionary("common"), board.sides, { maxWords: all.par, limit: SOLUTIONS_LISTED });
  const commonAtPar = common.par === all.par ? common.solutions : [];
  const fit = [...commonAtPar, ...all.solutions].filter((chain) => !chain.some(isOffensive));
  const shown = [...new Set(fit.map(showChain))].slice(0, SOLUTIONS_SHOWN);
  const inCommon = common.par === all.par ? common.solutionCount : 0;
  const more = all.solutionCount > shown.length ? [`… ${all.solutionCount} solutions in ${all.par} words in all, ${inCommon} of them in common words`] : [];
  return [{ title: `Dictionary Corner — par ${all.par}`, lines: [...shown, ...more] }];
}
