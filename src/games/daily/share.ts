// The line a player copies to show how they did, without giving the answer away:
// "Lexicord Letter Boxed #312 · 2 words · par ⭐ · streak 12".

import { GAME_NAMES } from "../catalogue.ts";
import type { LetterBoxedValue } from "../letterboxed/check.ts";
import type { DailyEntry, DailyGame, Streak } from "../model.ts";
import { counted } from "../words.ts";
import type { DailyPuzzle } from "./puzzles.ts";

const HOW_IT_WENT: Readonly<Record<DailyGame, (entry: DailyEntry, puzzle: DailyPuzzle) => string>> = {
  letterboxed: (entry, puzzle) => {
    const { words } = entry.best as LetterBoxedValue;
    const par = (puzzle.board as { par: number }).par;
    return entry.solved ? `${counted(words.length, "word")} · ${words.length <= par ? "par ⭐" : `par +${words.length - par}`}` : "not solved";
  },
  conundrum: (entry) => (entry.solved ? "solved 🧩" : "missed"),
  letters: (entry) => (entry.best === null ? "no word" : counted(String(entry.best).length, "letter")),
};

/** Done what they can: a letters word counts once made final (until then it may change); the
 *  other games once solved or over. */
export function shareable(entry: DailyEntry): boolean {
  return entry.final || (entry.solved && entry.game !== "letters");
}

export function shareLine(puzzle: DailyPuzzle, entry: DailyEntry, streak: Streak): string {
  return `Lexicord ${GAME_NAMES[puzzle.game]} #${puzzle.number} · ${HOW_IT_WENT[puzzle.game](entry, puzzle)} · streak ${streak.current}`;
}
