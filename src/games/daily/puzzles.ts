// The puzzles of a day: one board per daily game, dealt by the one dealer from a seed made of
// the date and the game, so every player in every server (and in local play) gets the same.

import { rulesFor } from "../catalogue.ts";
import { dealCompleteBoard } from "../dealer.ts";
import { DURATION_LIMITS, type DailyGame, type Day } from "../model.ts";
import type { GameRules } from "../rules.ts";
import { puzzleNumber } from "./calendar.ts";

/** Daily puzzles use one list for everyone, whatever a server chose for its rounds. */
const DAILY_DICTIONARY = "british";

export interface DailyPuzzle {
  readonly game: DailyGame;
  readonly day: Day;
  readonly number: number;
  readonly rules: GameRules;
  readonly board: unknown;
  /** The options the board is judged with: the daily dictionary, no server's rulings. */
  readonly options: unknown;
}

/** How each daily puzzle is played, in a line. */
export const DAILY_HOW_TO: Readonly<Record<DailyGame, string>> = {
  letterboxed: "Use all 12 letters in a chain of words; no two letters in a row from one side. Try as often as you like: your best chain counts.",
  conundrum: "Unscramble the nine letters into one word. One guess.",
  letters: "The longest word from the nine letters. Change your word as often as you like, then make it final.",
};

/** 32 bits of FNV-1a over "day:game": the same day and game always give the same seed. */
export function dailySeed(day: Day, game: DailyGame): number {
  let hash = 0x811c9dc5;
  for (const char of `${day}:${game}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

const dealt = new Map<string, DailyPuzzle>();
/** A few days' puzzles: today's and yesterday's in every zone, and then some. */
const KEPT = 12;

/** The day's puzzle of the game; kept once dealt (a Letter Boxed deal takes a while). */
export function dailyPuzzle(day: Day, game: DailyGame): DailyPuzzle {
  const key = `${day}:${game}`;
  let puzzle = dealt.get(key);
  if (!puzzle) {
    const rules = rulesFor(game);
    // Letters with no picks: the bot's own picks from the seed complete the board.
    const options = { duration: DURATION_LIMITS[game][1], dict: DAILY_DICTIONARY, ...(game === "letters" ? { picks: null } : {}) };
    puzzle = { game, day, number: puzzleNumber(day), rules, board: dealCompleteBoard(rules, dailySeed(day, game), options), options };
    if (dealt.size >= KEPT) dealt.delete(dealt.keys().next().value as string);
    dealt.set(key, puzzle);
  }
  return puzzle;
}
