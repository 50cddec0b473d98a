// Judging a conundrum guess: a dictionary word using exactly the nine letters.

import type { Verdict } from "../rules.ts";
import { readWord } from "../words.ts";
import type { ConundrumBoard } from "./deal.ts";
import type { ConundrumOptions } from "./options.ts";
import { ruledWord, rulingNote } from "../rulings.ts";

const sorted = (letters: string) => [...letters].sort().join("");

/** A word that is not an anagram of the nine letters was never a try at this board: a slip
 *  of the keyboard ("abcdefghi", "quiet") keeps the player's one guess. */
export function conundrumTypo(board: ConundrumBoard, text: string): string | null {
  const word = readWord(text);
  if (!word.ok || sorted(word.value) === sorted(board.scramble)) return null;
  return `${word.value.toUpperCase()} does not use exactly the letters ${board.scramble.toUpperCase()}, so it is not a guess: yours is still yours to make.`;
}

export function checkConundrumGuess(board: ConundrumBoard, options: ConundrumOptions, text: string): Verdict {
  const word = readWord(text);
  if (!word.ok) return { ok: false, reason: word.error };
  if (sorted(word.value) !== sorted(board.scramble)) {
    return { ok: false, reason: `does not use exactly the letters ${board.scramble.toUpperCase()}` };
  }
  const ruled = ruledWord(word.value, options);
  if (!ruled.ok) return { ok: false, reason: ruled.error };
  return { ok: true, value: word.value, summary: `${word.value.toUpperCase()}${rulingNote(ruled.value)} is right!` };
}
