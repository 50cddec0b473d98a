// Where a player stands with a daily puzzle, in a sentence both adapters show as it is.

import type { DailyEntry, DailyGame } from "../model.ts";
import { showChain, type LetterBoxedValue } from "../letterboxed/check.ts";
import { counted } from "../words.ts";

const SO_FAR: Readonly<Record<DailyGame, (entry: DailyEntry) => string>> = {
  letterboxed: (entry) => {
    const { words, solved } = entry.best as LetterBoxedValue;
    return `Your best: ${showChain(words)} (${solved ? `solved in ${counted(words.length, "word")}` : "not solved yet"}).`;
  },
  conundrum: (entry) => `Your guess: ${String(entry.best).toUpperCase()} (${entry.solved ? "right" : "wrong"}).`,
  letters: (entry) => `Your word: ${String(entry.best).toUpperCase()}${entry.final ? " (final)" : " (not final yet: it counts as it stands when the day closes)"}.`,
};

export function progressOf(entry: DailyEntry): string {
  return entry.best === null ? "Not played yet." : SO_FAR[entry.game](entry);
}
