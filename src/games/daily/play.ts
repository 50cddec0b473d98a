// Playing a daily puzzle: what an answer does to a player's entry. Letter Boxed takes any
// number of chains and keeps the best; the conundrum takes one guess; letters keeps the
// latest valid word until the player makes it final. Pure: the caller stores the entry.

import { showChain, type LetterBoxedValue } from "../letterboxed/check.ts";
import { letterBoxedPoints } from "../letterboxed/score.ts";
import { lettersPoints } from "../letters/score.ts";
import { CONUNDRUM_POINTS } from "../conundrum/score.ts";
import type { DailyEntry, DailyGame } from "../model.ts";
import { counted, readWord } from "../words.ts";
import type { DailyPuzzle } from "./puzzles.ts";

/** kept: a valid answer, now the entry's (better: it beat the one before); final: the last
 *  answer of the day is in; refused: nothing changed, and why. */
export type DailyPlay =
  | { readonly kind: "kept" | "final"; readonly entry: DailyEntry; readonly summary: string; readonly better: boolean }
  | { readonly kind: "refused"; readonly reason: string };

const refused = (reason: string): DailyPlay => ({ kind: "refused", reason });

export const ALREADY_FINAL = "You have given your final answer to this puzzle today: come back tomorrow.";

/** Points and whether the day counts as solved, from the answer that counts. */
const RESULT: Readonly<Record<DailyGame, (puzzle: DailyPuzzle, value: unknown, right: boolean) => { points: number; solved: boolean }>> = {
  letterboxed: (puzzle, value) => {
    const { words, solved } = value as LetterBoxedValue;
    return { points: solved ? letterBoxedPoints(words.length, (puzzle.board as { par: number }).par) : 0, solved };
  },
  conundrum: (_puzzle, _value, right) => ({ points: right ? CONUNDRUM_POINTS : 0, solved: right }),
  letters: (_puzzle, value) => ({ points: lettersPoints(String(value).length), solved: true }),
};

/** An answer to the day's puzzle, from a player whose entry it is. */
export function answerDaily(puzzle: DailyPuzzle, entry: DailyEntry, text: string): DailyPlay {
  if (entry.final) return refused(ALREADY_FINAL);
  const { rules, board, options } = puzzle;
  const typo = rules.typo?.(board, text) ?? null;
  if (typo !== null) return refused(typo);
  const verdict = rules.check(board, options, text);
  if (puzzle.game === "conundrum") return guessConundrum(puzzle, entry, text, verdict.ok ? null : verdict.reason);
  if (!verdict.ok) return refused(verdict.reason);
  if (puzzle.game === "letters") {
    // The latest valid word is the one that counts: it scores now, so a word never made final
    // still counts when the day closes; making it final only stops it changing.
    const { points, solved } = RESULT.letters(puzzle, verdict.value, true);
    const kept: DailyEntry = { ...entry, tries: entry.tries + 1, best: verdict.value, points, solved };
    return { kind: "kept", entry: kept, summary: `${String(verdict.value).toUpperCase()} is your word for now.`, better: true };
  }
  const merit = rules.merit ?? (() => 0);
  const better = entry.best === null || merit(board, verdict.value) > merit(board, entry.best);
  const best = better ? verdict.value : entry.best;
  const { points, solved } = RESULT.letterboxed(puzzle, best, true);
  // Solved in par words: nothing better is possible, so the day's play is over.
  const atPar = solved && (best as LetterBoxedValue).words.length <= (board as { par: number }).par;
  const kept: DailyEntry = { ...entry, tries: entry.tries + 1, best, points, solved, final: atPar };
  return { kind: atPar ? "final" : "kept", entry: kept, summary: chainSummary(verdict.value as LetterBoxedValue), better };
}

function chainSummary({ words, solved, unused }: LetterBoxedValue): string {
  return `${showChain(words)}: ${solved ? `solved in ${counted(words.length, "word")}` : `${counted(unused.length, "letter")} still unused`}.`;
}

/** The one guess: a real anagram of the letters that is wrong spends it, as on the show. */
function guessConundrum(puzzle: DailyPuzzle, entry: DailyEntry, text: string, wrong: string | null): DailyPlay {
  const word = readWord(text);
  if (!word.ok) return refused(word.error);
  const guess = word.value;
  const { points, solved } = RESULT.conundrum(puzzle, guess, wrong === null);
  const summary = solved ? `${guess.toUpperCase()} is right!` : `${guess.toUpperCase()} is not it: ${wrong}.`;
  return { kind: "final", entry: { ...entry, tries: 1, best: guess, points, solved, final: true }, summary, better: solved };
}

/** Letters: the current word becomes final and scores. */
export function finishDaily(puzzle: DailyPuzzle, entry: DailyEntry): DailyPlay {
  if (entry.final) return refused(ALREADY_FINAL);
  if (entry.best === null) return refused("Send a word first, then make it final.");
  const { points, solved } = RESULT[puzzle.game](puzzle, entry.best, true);
  return { kind: "final", entry: { ...entry, points, solved, final: true }, summary: `${String(entry.best).toUpperCase()} is your final word.`, better: false };
}
