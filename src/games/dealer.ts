// The one dealer: the engine and `lexicord deal` both get a round's board from here, so a
// seed and options give the same board in Discord, in local play and on the command line.

import { seededRandom } from "../solvers/random.ts";
import type { GameRules } from "./rules.ts";

/** The board as dealt at the start of a round; it may still need picks (see `rules.picking`). */
export function dealBoard<Board, Options>(rules: GameRules<Board, Options>, seed: number, options: Options): Board {
  return rules.deal(seededRandom(seed), options);
}

/**
 * The picks the bot fills in for a starter who stopped picking; a complete board comes back
 * unchanged. They come from a stream of their own (seed + 1), not the rest of the deal's, so the
 * stored seed alone fills in a board, however much was picked, even after a restart.
 */
export function fillInBoard<Board, Options>(rules: GameRules<Board, Options>, board: Board, seed: number): Board {
  const picking = rules.picking;
  return picking && !picking.isComplete(board) ? picking.autoComplete(board, seededRandom((seed + 1) >>> 0)) : board;
}

/** The board a round plays with when the starter picks nothing: what `lexicord deal` shows. */
export function dealCompleteBoard<Board, Options>(rules: GameRules<Board, Options>, seed: number, options: Options): Board {
  return fillInBoard(rules, dealBoard(rules, seed, options), seed);
}
