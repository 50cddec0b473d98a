// The computer's levels in Letterpress versus, as data: how each chooses its move.

import type { VersusLevel } from "../model.ts";
import type { SearchPlan } from "../../solvers/territory/search.ts";

export type LevelPlay =
  /** A common word (games/common-words.ts) of middling gain: one drawn from the common words
   *  whose gain ranks between these fractions of theirs (0 the least, 1 the most). */
  | { readonly kind: "common"; readonly band: readonly [number, number] }
  /** The move that gains most tiles now (the score's difference after it). */
  | { readonly kind: "greedy" }
  | { readonly kind: "search"; readonly plan: SearchPlan };

export const LEVEL_PLAY: Readonly<Record<VersusLevel, LevelPlay>> = {
  easy: { kind: "common", band: [0.3, 0.7] },
  medium: { kind: "greedy" },
  // Its best 24 moves, each against the reply that leaves the board best for the opponent.
  hard: { kind: "search", plan: { depth: 2, widths: [24, Infinity], endBlanks: 0, endDepth: 2, endWidths: [24, Infinity], budgetMs: 1000 } },
  // Three plies over its best 16 and their best 8 replies; near the end (5 blanks or fewer)
  // also every choice of blanks and a pass, four plies deep and wider. 800 ms of search leaves
  // room for reading a new board's words within the 1 s a move may take.
  master: { kind: "search", plan: { depth: 3, widths: [16, 8, Infinity], endBlanks: 5, endDepth: 4, endWidths: [Infinity, 64, 32, Infinity], budgetMs: 800 } },
};
