// Picking a letters board tile by tile: [Vowel] / [Consonant], a button disabled when
// taking it would make the 3-vowel / 4-consonant rule impossible.

import type { Random } from "../../solvers/random.ts";
import type { Choice, PickingRules } from "../rules.ts";
import { isFull, mayTake, owedBesides, take, type LettersBoard } from "./board.ts";
import { LETTERS_DRAWN, isVowel, type Pile } from "./piles.ts";

// How many vowels players end up with when they pick: three or four almost always. The bot
// fills a board the same way (a uniform pick between the piles gave five vowels half the time).
const VOWEL_COUNTS: readonly { readonly vowels: number; readonly weight: number }[] = [
  { vowels: 3, weight: 45 },
  { vowels: 4, weight: 50 },
  { vowels: 5, weight: 5 },
];

function vowelTarget(random: Random): number {
  let roll = random.int(VOWEL_COUNTS.reduce((sum, c) => sum + c.weight, 0));
  for (const { vowels, weight } of VOWEL_COUNTS) if ((roll -= weight) < 0) return vowels;
  return VOWEL_COUNTS[0].vowels;
}

/** The next pile for a board heading for `target` vowels, the rest consonants, in a random order. */
function nextPile(board: LettersBoard, target: number, random: Random): Pile {
  const left = LETTERS_DRAWN - board.letters.length;
  const owed = Math.max(0, target - [...board.letters].filter(isVowel).length);
  const pile: Pile = random.int(left) < owed ? "vowel" : "consonant";
  return mayTake(board, pile) ? pile : pile === "vowel" ? "consonant" : "vowel";
}

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
  picksMade: (board) => board.letters.length,
  choices,
  pick(board, choiceId) {
    const pile = PILES.find((p) => p.id === choiceId)?.id;
    if (pile === undefined) return { ok: false, error: `Pick a vowel or a consonant, not "${choiceId}".` };
    if (isFull(board)) return { ok: false, error: "All nine letters are drawn." };
    if (!mayTake(board, pile)) return { ok: false, error: `Not another ${pile}: the board needs at least 3 vowels and 4 consonants.` };
    return { ok: true, value: take(board, pile) };
  },
  autoComplete(board: LettersBoard, random: Random) {
    const target = vowelTarget(random);
    let filled = board;
    while (!isFull(filled)) filled = take(filled, nextPile(filled, target, random));
    return filled;
  },
  what: "letters",
  secondsPerPick: 10,
};
