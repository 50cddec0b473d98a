// Picking a letters board tile by tile: [Vowel] / [Consonant], a button disabled when
// taking it would make the 3-vowel / 4-consonant rule impossible.

import type { Random } from "../../solvers/random.ts";
import type { Choice, PickingRules } from "../rules.ts";
import { isFull, mayTake, owedBesides, take, type LettersBoard } from "./board.ts";
import type { Pile } from "./piles.ts";

const PILES: readonly { readonly id: Pile; readonly label: string }[] = [
  { id: "vowel", label: "Vowel" },
  { id: "consonant", label: "Consonant" },
];

/** Why a pile is closed: every slot left is owed to the other pile. */
function closedBecause(board: LettersBoard, pile: Pile): string {
  const owed = owedBesides(board, pile);
  return `the board needs ${owed} more ${pile === "vowel" ? "consonant" : "vowel"}${owed === 1 ? "" : "s"}`;
}

function choices(board: LettersBoard): Choice[] {
  return PILES.map(({ id, label }) => (mayTake(board, id) ? { id, label, allowed: true } : { id, label, allowed: false, why: closedBecause(board, id) }));
}

export const lettersPicking: PickingRules<LettersBoard> = {
  isComplete: isFull,
  choices,
  pick(board, choiceId) {
    const pile = PILES.find((p) => p.id === choiceId)?.id;
    if (pile === undefined) return { ok: false, error: `Pick a vowel or a consonant, not "${choiceId}".` };
    if (isFull(board)) return { ok: false, error: "All nine letters are drawn." };
    if (!mayTake(board, pile)) return { ok: false, error: `Not another ${pile}: the board needs at least 3 vowels and 4 consonants.` };
    return { ok: true, value: take(board, pile) };
  },
  autoComplete(board: LettersBoard, random: Random) {
    let filled = board;
    while (!isFull(filled)) {
      const allowed = choices(filled).filter((c) => c.allowed);
      filled = take(filled, allowed[random.int(allowed.length)].id as Pile);
    }
    return filled;
  },
  what: "letters",
  secondsPerPick: 10,
};
