// Scoring Letter Boxed: each player's best valid chain counts; solved at par 10, one word over
// 6, two over 3, else 0. Points are absolute, so everyone who does as well scores as much;
// only the best score wins the round.

import type { Answer, RoundResult } from "../model.ts";
import type { Scoring } from "../rules.ts";
import { standingOf } from "../standing-of.ts";
import { answerThatCounts, answersByPlayer } from "../words.ts";
import type { LetterBoxedBoard } from "./board.ts";
import { isLetterBoxedValue } from "./check.ts";

/** Points for a solved chain of par, par + 1, par + 2 words. */
const POINTS_OVER_PAR: readonly number[] = [10, 6, 3];

export function letterBoxedPoints(words: number, par: number): number {
  return POINTS_OVER_PAR[Math.max(0, words - par)] ?? 0;
}

/** Everyone scores what their chain earns; the round is won by the best (ties all win). */
/** A solved chain beats any unsolved one, and a shorter one a longer; unsolved, fewer letters unused is better. */
export function letterBoxedMerit(value: unknown): number {
  if (!isLetterBoxedValue(value)) return -Infinity;
  return value.solved ? 1000 - value.words.length : -value.unused.length;
}

export function scoreLetterBoxedRound(board: LetterBoxedBoard, answers: readonly Answer[]): Scoring {
  const counted = answersByPlayer(answers).map((theirs) => answerThatCounts(theirs, letterBoxedMerit)).map((answer) => {
    const value = answer.ok && isLetterBoxedValue(answer.value) ? answer.value : null;
    return { answer, value, earned: value?.solved ? letterBoxedPoints(value.words.length, board.par) : 0 };
  });
  const best = Math.max(0, ...counted.map((c) => c.earned));
  const scored = counted.map(({ answer, value, earned }) => {
    const result: RoundResult = {
      playerId: answer.playerId,
      playerName: answer.playerName,
      points: earned,
      won: earned > 0 && earned === best,
      word: value ? value.words.join("-") : null,
      wordPoints: null,
      exact: null,
    };
    const chain = value && { kind: "chain" as const, words: value.words, solved: value.solved, unused: value.unused.length, points: earned };
    return { result, line: standingOf(answer, earned, chain) };
  });
  scored.sort((a, b) => b.result.points - a.result.points);
  return { results: scored.map((s) => s.result), standings: scored.map((s) => s.line) };
}
