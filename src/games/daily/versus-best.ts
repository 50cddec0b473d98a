// Once a player's answer counts for good (a final word or guess, a solved box): how it compares
// with the best the puzzle allows, in a line that never names the best answer (that stays
// secret until the day closes for everyone).

import { loadDictionary, type DictName } from "../../solvers/dictionary/index.ts";
import { wordsFromLetters } from "../../solvers/letters.ts";
import type { LetterBoxedValue } from "../letterboxed/check.ts";
import type { DailyEntry, DailyGame } from "../model.ts";
import { counted } from "../words.ts";
import type { DailyPuzzle } from "./puzzles.ts";

const OUT_TONIGHT = "the answers are out when the day closes";

/** Each game's line for an answer played, or null while it is not settled. */
const VERSUS_BEST: Readonly<Record<DailyGame, (puzzle: DailyPuzzle, entry: DailyEntry) => string | null>> = {
  letterboxed: (puzzle, entry) => {
    if (!entry.solved) return null;
    const par = counted((puzzle.board as { par: number }).par, "word");
    return entry.final ? `Par is ${par}: nobody can do better ⭐` : `Par is ${par}; yours took ${(entry.best as LetterBoxedValue).words.length}: try again for par.`;
  },
  conundrum: (_puzzle, entry) => (entry.solved ? "The one answer: nobody can do better 🧩" : `Not it; ${OUT_TONIGHT}.`),
  letters: (puzzle, entry) => {
    if (!entry.final) return null;
    const words = wordsFromLetters(loadDictionary((puzzle.options as { dict: DictName }).dict), (puzzle.board as { letters: string }).letters);
    const longest = words[0]?.length ?? 0;
    const ofLongest = counted(words.filter((w) => w.length === longest).length, "word");
    const mine = String(entry.best).length;
    return mine >= longest
      ? `The longest here is ${longest} letters (${ofLongest}): yours is one ⭐`
      : `The longest here is ${longest} letters (${ofLongest}); yours has ${mine}: ${OUT_TONIGHT}.`;
  },
};

/** The line for an answer that counts for good, or null (none yet, or it may still change). */
export function versusBest(puzzle: DailyPuzzle, entry: DailyEntry): string | null {
  return entry.best === null ? null : VERSUS_BEST[puzzle.game](puzzle, entry);
}
