// A Letter Boxed board: four sides of three letters, and the par the deal guarantees. Which
// side a letter is on is the puzzle; where on its side, and which side is where, is only how
// it is shown, so those are shuffled while a side, read either way, spells an offensive word.

import { dealLetterBox } from "../../solvers/letterboxed/deal.ts";
import { solveLetterBoxed } from "../../solvers/letterboxed/solutions.ts";
import { loadDictionary, type DictName } from "../../solvers/dictionary/index.ts";
import { shuffled, type Random } from "../../solvers/random.ts";
import { eitherWay, firstInoffensive } from "../offensive.ts";

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
    const dealt = dealLetterBox(random, { dict: loadDictionary(dict), common });
    const sides = commonSolutions(dealt) >= COMMON_SOLUTIONS ? firstInoffensive(letterBoxLayouts(dealt, random), eitherWay) : undefined;
    if (sides) return { sides, par: DEALT_PAR };
  }
}

/** The sides as dealt, then the same sides in new places with their letters in a new order. */
export function* letterBoxLayouts(sides: readonly string[], random: Random): Generator<readonly string[]> {
  yield sides;
  for (;;) yield shuffled(sides, random).map((side) => shuffled([...side], random).join(""));
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
