// Judging a conundrum guess: a dictionary word using exactly the nine letters.

import type { Verdict } from "../rules.ts";
import { readWord } from "../words.ts";
import type { ConundrumBoard } from "./deal.ts";
import type { ConundrumOptions } from "./options.ts";
import { ruledWord, rulingNote } from "../rulings.ts";

const sorted = (letters: string) => [...letters].sort().join("");

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
