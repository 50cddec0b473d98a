// Picking a numbers board: the starter says how many large numbers (0–4), in one pick.

import type { Random } from "../../solvers/random.ts";
import type { Choice, PickingRules } from "../rules.ts";
import { MAX_LARGE, drawNumbers, isDrawn, type NumbersBoard } from "./board.ts";

const CHOICES: readonly Choice[] = Array.from({ length: MAX_LARGE + 1 }, (_, n) => ({
  id: String(n),
  label: `${n} large`,
  allowed: true,
}));

export const numbersPicking: PickingRules<NumbersBoard> = {
  isComplete: isDrawn,
  picksMade: (board) => (isDrawn(board) ? 1 : 0),
  choices: () => CHOICES,
  pick(board, choiceId) {
    if (isDrawn(board)) return { ok: false, error: "The numbers are already drawn." };
    if (!CHOICES.some((c) => c.id === choiceId)) return { ok: false, error: `Choose 0 to ${MAX_LARGE} large numbers, not "${choiceId}".` };
    return { ok: true, value: drawNumbers(board, Number(choiceId)) };
  },
  autoComplete: (board: NumbersBoard, random: Random) => (isDrawn(board) ? board : drawNumbers(board, random.int(MAX_LARGE + 1))),
  what: "numbers",
  secondsPerPick: 15,
};
