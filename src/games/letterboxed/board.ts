// A Letter Boxed board: four sides of three letters, and the par the deal guarantees.

import { dealLetterBox } from "../../solvers/letterboxed/deal.ts";
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

export function dealLetterBoxedBoard(random: Random, dict: DictName): LetterBoxedBoard {
  const sides = dealLetterBox(random, { dict: loadDictionary(dict), common: loadDictionary("common") });
  return { sides, par: DEALT_PAR };
}

/** The square drawn in capitals (top and bottom across, left and right down), then the par. */
export function showLetterBox(board: LetterBoxedBoard): string {
  const [top, right, bottom, left] = board.sides.map((side) => [...side.toUpperCase()]);
  const across = (letters: string[]) => `    ${letters.join("   ")}`;
  const down = [0, 1, 2].map((i) => `${left[i]}               ${right[i]}`);
  return [across(top), ...down, across(bottom), `Par: ${board.par} words`].join("\n");
}
