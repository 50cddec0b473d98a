// Judging a letters answer: one word, spelled from the drawn letters, in the dictionary.

import { loadDictionary } from "../../solvers/dictionary/index.ts";
import type { Verdict } from "../rules.ts";
import { counted, missingLetter, readWord } from "../words.ts";
import type { LettersBoard } from "./board.ts";
import type { LettersOptions } from "./options.ts";

export function checkLettersWord(board: LettersBoard, options: LettersOptions, text: string): Verdict {
  const word = readWord(text);
  if (!word.ok) return { ok: false, reason: word.error };
  const missing = missingLetter(word.value, board.letters);
  if (missing) return { ok: false, reason: missing };
  if (!loadDictionary(options.dict).has(word.value)) return { ok: false, reason: `not in the ${options.dict} dictionary` };
  const n = word.value.length;
  return {
    ok: true,
    value: word.value,
    summary: `${word.value.toUpperCase()} — ${counted(n, "letter")}. Your answer is in; it stays secret until time is up.`,
  };
}
