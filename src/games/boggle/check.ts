// Judging one Boggle word: long enough for the board, traced through adjacent tiles (each
// once, Qu as one tile), and in the dictionary.

import { canTraceWord } from "../../solvers/boggle/trace.ts";
import type { BoggleBoard } from "../../solvers/boggle/board.ts";
import { defaultMinLength, scoreBoggleWord } from "../../solvers/boggle/score.ts";
import type { Verdict } from "../rules.ts";
import { points, readWord } from "../words.ts";
import type { BoggleOptions } from "./options.ts";
import { ruledWord, rulingNote } from "../rulings.ts";

export function checkBoggleWord(board: BoggleBoard, options: BoggleOptions, text: string): Verdict {
  const word = readWord(text);
  if (!word.ok) return { ok: false, reason: word.error };
  const shortest = defaultMinLength(board.size);
  if (word.value.length < shortest) return { ok: false, reason: `too short: words need at least ${shortest} letters` };
  if (!canTraceWord(board, word.value)) return { ok: false, reason: "not on the board: no path of touching tiles spells it" };
  const ruled = ruledWord(word.value, options);
  if (!ruled.ok) return { ok: false, reason: ruled.error };
  // Under the box rule a word's points are only promised: another player may find it too.
  const shared = options.duplicatesCancel === false ? "" : " if nobody else finds it";
  return { ok: true, value: word.value, summary: `${word.value.toUpperCase()}${rulingNote(ruled.value)} — ${points(scoreBoggleWord(word.value))}${shared}.` };
}
