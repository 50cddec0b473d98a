// The starter's picks as the engine takes them: a choice of the rules, or Random rest (the bot
// fills in the rest at once, as when the pick timer runs out). A board the bot completed is
// marked, so its board and results say so. A pick sent from a board that has moved on since it
// was shown (the second click of a double click) is refused: one click, one pick.

import { fillInBoard } from "./dealer.ts";
import type { Round } from "./model.ts";
import { PICK_TAKEN } from "./refusals.ts";
import { refuse, type Checked, type Choice, type GameRules, type PickingRules } from "./rules.ts";

/** Offered beside the rules' own choices on every board being picked. */
export const RANDOM_REST: Choice = { id: "rest", label: "Random rest", allowed: true };

/** What the board and the results say of a board the bot completed. */
export const FILLED_IN = "The bot filled in the rest of the board.";

/** The starter's choices now: the rules' own, then Random rest. */
export function choicesOn<Board>(picking: PickingRules<Board>, board: Board): Choice[] {
  return [...picking.choices(board), RANDOM_REST];
}

/** The board completed by the bot, marked as such (the mark is stored with the board). */
export function botFinishes(rules: GameRules, board: unknown, seed: number): unknown {
  return { ...(fillInBoard(rules, board, seed) as object), filledIn: true };
}

export function filledInByBot(board: unknown): boolean {
  return typeof board === "object" && board !== null && (board as { filledIn?: unknown }).filledIn === true;
}

/** The board after the starter's pick (`picking`: the rules' own); `seen`, when given, is how
 *  many picks the board had when the pick was offered. */
export function pickOn(rules: GameRules, picking: PickingRules<unknown>, round: Round, choiceId: string, seen?: number): Checked<unknown> {
  if (seen !== undefined && picking.picksMade(round.board) !== seen) return refuse(PICK_TAKEN);
  return choiceId === RANDOM_REST.id ? { ok: true, value: botFinishes(rules, round.board, round.seed) } : picking.pick(round.board, choiceId);
}
