// A Letter Boxed board: four sides of three letters, and the par the deal guarantees.

import { dealLetterBox } from "../../solvers/letterboxed/deal.ts";
import { solveLetterBoxed } from "../../solvers/letterboxed/solutions.ts";
import { loadDictionary, type DictName } from "../../solvers/dictionary/index.ts";
import type { Random } from "../../solvers/random.ts";

export interface LetterBoxedBoard {
  /** Top, right, bottom, left; each three lowercase letters, read clockwise from the top left. */
  readonly sides: readonly string[];
  /** The fewest words that use every letter. */
  readonly par: number;
}

/** `dealLetterBox` deals only boxes with a two-word solution of common words and none in one. */
const DEALT_PAR = 2;
/** Par solutions in common words a dealt box has at least, so more than one way is fair game. */
export const COMMON_SOLUTIONS = 3;

export function dealLetterBoxedBoard(random: Random, dict: DictName): LetterBoxedBoard {
  const common = loadDictionary("common");
  for (;;) {
    const sides = dealLetterBox(random, { dict: loadDictionary(dict), common });
    if (commonSolutions(sides) >= COMMON_SOLUTIONS) return { sides, par: DEALT_PAR };
  }
}

/** How many par (two-word) solutions the box has in common words. */
export function commonSolutions(sides: readonly string[]): number {
  return solveLetterBoxed(loadDictionary("common"), sides, { maxWords: DEALT_PAR, limit: 0 }).solutionCount;
}

/** The square drawn in capitals (top and bottom across, left and right down), then the par. */
export function showLetterBox(board: LetterBoxedBoard): string {
  const [top, right, bottom, left] = board.sides.map((side) => [...side.toUpperCase()]);
  const across = (letters: string[]) => `    ${letters.join("   ")}`;
  const down = [0, 1, 2].map((i) => `${left[i]}               ${right[i]}`);
  return [across(top), ...down, across(bottom), `Par: ${board.par} words`].join("\n");
}
