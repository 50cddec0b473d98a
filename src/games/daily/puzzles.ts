// The puzzles of a day: one board per daily game, dealt from a seed made of the date and the
// game, so every player in every server (and in local play) gets the same. The conundrum's
// answer walks a fixed order through the pool, and a letters board must hold a common word.

import { loadDictionary } from "../../solvers/dictionary/index.ts";
import { wordsFromLetters } from "../../solvers/letters.ts";
import { seededRandom, shuffled } from "../../solvers/random.ts";
import { rulesFor } from "../catalogue.ts";
import { conundrumOf } from "../conundrum/deal.ts";
import { conundrumWords } from "../conundrum/pool.ts";
import { dealCompleteBoard } from "../dealer.ts";
import type { LettersBoard } from "../letters/board.ts";
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

// The order the daily conundrums take through the pool: fixed, so no answer comes back until
// every other one has been asked (1,948 days, over five years).
const CONUNDRUM_ORDER_SEED = 0xc0de26;
let conundrumOrder: readonly string[] | undefined;

/** The answer of the puzzle numbered `number`. */
export function dailyConundrumAnswer(number: number): string {
  conundrumOrder ??= shuffled(conundrumWords(DAILY_DICTIONARY), seededRandom(CONUNDRUM_ORDER_SEED));
  const length = conundrumOrder.length;
  return conundrumOrder[(((number - 1) % length) + length) % length];
}

// A daily letters board worth a streak: a common word of this many letters, and a U beside any Q.
const LONG_WORD = 6;
const fairLetters = (letters: string): boolean =>
  (!letters.includes("q") || letters.includes("u")) && wordsFromLetters(loadDictionary("common"), letters, LONG_WORD).length > 0;
// The step to the next seed when a board fails: an odd number, so a day tries 2^32 seeds before one comes back.
const NEXT_SEED = 0x9e3779b9;

/** Each game's board of the day from its seed. */
const BOARDS: Readonly<Record<DailyGame, (rules: GameRules, seed: number, options: unknown, day: Day) => unknown>> = {
  letterboxed: (rules, seed, options) => dealCompleteBoard(rules, seed, options),
  conundrum: (_rules, seed, _options, day) => conundrumOf(dailyConundrumAnswer(puzzleNumber(day)), seededRandom(seed)),
  letters: (rules, seed, options) => {
    for (;; seed = (seed + NEXT_SEED) >>> 0) {
      const board = dealCompleteBoard(rules, seed, options);
      if (fairLetters((board as LettersBoard).letters)) return board;
    }
  },
};

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
    puzzle = { game, day, number: puzzleNumber(day), rules, board: BOARDS[game](rules, dailySeed(day, game), options, day), options };
    if (dealt.size >= KEPT) dealt.delete(dealt.keys().next().value as string);
    dealt.set(key, puzzle);
  }
  return puzzle;
}
