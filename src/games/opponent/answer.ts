// What the computer answers: drawn from the solvers at its level's strength, from the board
// alone (it never sees a player's answer), seeded so a round replays the same.

import { conundrumAnswers } from "../../solvers/conundrum.ts";
import { loadDictionary, type DictName } from "../../solvers/dictionary/index.ts";
import { wordsFromLetters } from "../../solvers/letters.ts";
import { formatExpression } from "../../solvers/numbers/expression.ts";
import { reachableValues } from "../../solvers/numbers/reachable.ts";
import { solveNumbers } from "../../solvers/numbers/solve.ts";
import type { Random } from "../../solvers/random.ts";
import { commonFirst, isCommon } from "../common-words.ts";
import type { CountdownRound, OpponentLevel } from "../model.ts";
import { isTouchy } from "../offensive.ts";
import { OPPONENT_STRENGTHS, type OpponentStrength } from "./levels.ts";

interface WordBoard {
  readonly letters?: string;
  readonly scramble?: string;
}
interface NumbersBoard {
  readonly numbers: readonly number[];
  readonly target: number;
}
interface WordOptions {
  readonly dict?: DictName;
}

/**
 * A round's chances, drawn in one order whatever the level: on the same seed every level reads
 * the same numbers, each through its own row of the table, and since no row is worse than the
 * one below it, a level's answer is never worse than a weaker level's on the same board.
 */
interface Draws {
  /** When it answers, within its pace. */
  readonly pace: number;
  /** Whether it sees the best (sum, conundrum), and how far short of it a word falls. */
  readonly skill: number;
  /** How far from the target a numbers miss aims. */
  readonly aim: number;
  /** Which of the words of its length it plays. */
  readonly choice: number;
}

const drawsFrom = (random: Random): Draws => ({ pace: random.next(), skill: random.next(), aim: random.next(), choice: random.next() });

type Answerer = (strength: OpponentStrength, board: unknown, options: unknown, draws: Draws) => string | null;

const pick = <T>(items: readonly T[], u: number): T => items[Math.floor(u * items.length)];

/** Every level aims at least this long, so even easy plays a word whenever one of 4+ letters is there. */
const SHORTEST_AIM = 4;

/** A letters word: the longest no longer than its level's aim (the best it could play, a few
 *  letters short at lower levels), or the shortest of 4+ letters when every such word is longer. */
function lettersAnswer({ letters }: OpponentStrength, board: unknown, options: unknown, draws: Draws): string | null {
  const dict = loadDictionary((options as WordOptions).dict ?? "british");
  // Nothing from the offensive tables: the computer's word is read out to everyone.
  const all = wordsFromLetters(dict, (board as WordBoard).letters ?? "").filter((word) => !isTouchy(word));
  const common = all.filter(isCommon);
  // Common words below perfect, unless the letters make no common word long enough to aim at.
  const pool = letters.commonOnly && (common[0]?.length ?? 0) >= SHORTEST_AIM ? common : all;
  if (pool.length === 0) return null;
  const longEnough = pool.filter((w) => w.length >= Math.min(SHORTEST_AIM, pool[0].length));
  const wanted = Math.max(SHORTEST_AIM, pool[0].length - pick(letters.shortBy, draws.skill));
  const length = (longEnough.find((w) => w.length <= wanted) ?? longEnough[longEnough.length - 1]).length;
  return pick(commonFirst(pool.filter((w) => w.length === length)).slice(0, 3), draws.choice);
}

/** The reachable value, other than the target, whose distance from it is nearest `aim` (the
 *  nearer of two): a larger aim never lands nearer the target. */
export function missNear(drawn: readonly number[], target: number, aim: number): number {
  const gap = (v: number) => Math.abs(Math.abs(v - target) - aim);
  const misses = reachableValues(drawn).filter((v) => v !== target);
  return misses.reduce((best, v) => (gap(v) < gap(best) || (gap(v) === gap(best) && Math.abs(v - target) < Math.abs(best - target)) ? v : best));
}

/** A numbers sum: the best there is (exact, else the closest) at its level's rate, else a miss
 *  by about its level's distance (the closest there is, when nothing is that near). */
function numbersAnswer({ numbers }: OpponentStrength, board: unknown, _options: unknown, draws: Draws): string | null {
  const { numbers: drawn, target } = board as NumbersBoard;
  const best = solveNumbers(drawn, target);
  if (draws.skill < numbers.bestChance) return formatExpression(best.solution);
  const [near, far] = numbers.missBy;
  const value = missNear(drawn, target, near + Math.floor(draws.aim * (far - near + 1)));
  return formatExpression(solveNumbers(drawn, value).solution);
}

/** The conundrum's answer, or nothing: the weaker levels often do not see it. */
function conundrumAnswer(strength: OpponentStrength, board: unknown, options: unknown, draws: Draws): string | null {
  if (draws.skill >= strength.conundrumChance) return null;
  const dict = loadDictionary((options as WordOptions).dict ?? "british");
  return conundrumAnswers(dict, (board as WordBoard).scramble ?? "")[0] ?? null;
}

const ANSWERERS: Readonly<Record<CountdownRound, Answerer>> = {
  letters: lettersAnswer,
  numbers: numbersAnswer,
  conundrum: conundrumAnswer,
};

export interface OpponentMove {
  /** What it sends, or null when it has nothing (it stays silent). */
  readonly text: string | null;
  /** When it sends it: ms after the board is complete. */
  readonly afterMs: number;
}

/** The computer's answer to a complete board and when to send it in a round of `durationMs`. */
export function opponentMove(level: OpponentLevel, game: CountdownRound, board: unknown, options: unknown, durationMs: number, random: Random): OpponentMove {
  const strength = OPPONENT_STRENGTHS[level];
  const draws = drawsFrom(random);
  const [early, late] = strength.pace;
  const afterMs = Math.round(durationMs * (early + (late - early) * draws.pace));
  return { text: ANSWERERS[game](strength, board, options, draws), afterMs };
}
