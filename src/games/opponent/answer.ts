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
import { inoffensive } from "../offensive.ts";
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

type Answerer = (strength: OpponentStrength, board: unknown, options: unknown, random: Random) => string | null;

const pick = <T>(items: readonly T[], random: Random): T => items[random.int(items.length)];

/** A letters word: the best its level allows, a few letters short of that at lower levels. */
function lettersAnswer({ letters }: OpponentStrength, board: unknown, options: unknown, random: Random): string | null {
  const dict = loadDictionary((options as WordOptions).dict ?? "british");
  const all = inoffensive(wordsFromLetters(dict, (board as WordBoard).letters ?? ""));
  const [shortest, longest] = letters.lengths;
  const pool = (letters.commonOnly ? all.filter(isCommon) : all).filter((w) => w.length >= shortest && w.length <= longest);
  if (pool.length === 0) return null;
  const wanted = Math.max(shortest, pool[0].length - pick(letters.shortBy, random));
  const length = Math.max(...pool.map((w) => w.length).filter((n) => n <= wanted));
  const choices = commonFirst(pool.filter((w) => w.length === length)).slice(0, 3);
  return pick(choices, random);
}

/** A numbers sum: exact at its level's rate when the target can be reached, else a near miss. */
function numbersAnswer({ numbers }: OpponentStrength, board: unknown, _options: unknown, random: Random): string | null {
  const { numbers: drawn, target } = board as NumbersBoard;
  const best = solveNumbers(drawn, target);
  if (best.distance === 0 && random.next() < numbers.exactChance) return formatExpression(best.solution);
  const [near, far] = numbers.missBy;
  const misses = reachableValues(drawn).filter((v) => Math.abs(v - target) >= Math.max(near, best.distance) && Math.abs(v - target) <= far);
  const value = misses.length > 0 ? pick(misses, random) : best.best;
  return formatExpression(solveNumbers(drawn, value).solution);
}

/** The conundrum's answer, or nothing: the weaker levels often do not see it. */
function conundrumAnswer(strength: OpponentStrength, board: unknown, options: unknown, random: Random): string | null {
  if (random.next() >= strength.conundrumChance) return null;
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
  const [early, late] = strength.pace;
  const afterMs = Math.round(durationMs * (early + (late - early) * random.next()));
  return { text: ANSWERERS[game](strength, board, options, random), afterMs };
}
