// Judging a letters answer: one word, spelled from the drawn letters, in the dictionary.

import type { Verdict } from "../rules.ts";
import { counted, missingLetter, readWord } from "../words.ts";
import type { LettersBoard } from "./board.ts";
import type { LettersOptions } from "./options.ts";
import { ruledWord, rulingNote } from "../rulings.ts";

export function checkLettersWord(board: LettersBoard, options: LettersOptions, text: string): Verdict {
  const word = readWord(text);
  if (!word.ok) return { ok: false, reason: word.error };
  const missing = missingLetter(word.value, board.letters);
  if (missing) return { ok: false, reason: missing };
  const ruled = ruledWord(word.value, options);
  if (!ruled.ok) return { ok: false, reason: ruled.error };
  const n = word.value.length;
  return {
    ok: true,
    value: word.value,
    summary: `${word.value.toUpperCase()}${rulingNote(ruled.value)} — ${counted(n, "letter")}. Your answer is in; it stays secret until time is up.`,
  };
}
