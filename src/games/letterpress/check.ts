// Judging one Letterpress word: four letters or more, spelled from any of the tiles (each
// once), in the dictionary. Scoring: length minus 3.

import type { Verdict } from "../rules.ts";
import { missingLetter, points, readWord } from "../words.ts";
import type { LetterpressBoard } from "./deal.ts";
import type { LetterpressOptions } from "./options.ts";
import { ruledWord, rulingNote } from "../rulings.ts";

export const LETTERPRESS_MIN_LENGTH = 4;

export function letterpressPoints(word: string): number {
  return Math.max(0, word.length - (LETTERPRESS_MIN_LENGTH - 1));
}

export function checkLetterpressWord(board: LetterpressBoard, options: LetterpressOptions, text: string): Verdict {
  const word = readWord(text);
  if (!word.ok) return { ok: false, reason: word.error };
  if (word.value.length < LETTERPRESS_MIN_LENGTH) return { ok: false, reason: `too short: words need at least ${LETTERPRESS_MIN_LENGTH} letters` };
  const missing = missingLetter(word.value, board.letters);
  if (missing) return { ok: false, reason: missing };
  const ruled = ruledWord(word.value, options);
  if (!ruled.ok) return { ok: false, reason: ruled.error };
  return { ok: true, value: word.value, summary: `${word.value.toUpperCase()}${rulingNote(ruled.value)} — ${points(letterpressPoints(word.value))}.` };
}
