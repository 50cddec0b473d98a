// Scoring a numbers round: each player's nearest valid answer counts; only the closest to the
// target score (ties all score): exact 10, 1–5 away 7, 6–10 away 5, further 0.

import type { Answer, RoundResult } from "../model.ts";
import type { Scoring } from "../rules.ts";
import { standingOf } from "../standing-of.ts";
import { answerThatCounts, answersByPlayer } from "../words.ts";
import type { NumbersBoard } from "./board.ts";
import { isNumbersValue } from "./check.ts";

/** [furthest distance, points], nearest first. */
const POINTS_WITHIN: readonly (readonly [number, number])[] = [[0, 10], [5, 7], [10, 5]];

export function numbersPoints(distance: number): number {
  return POINTS_WITHIN.find(([within]) => distance <= within)?.[1] ?? 0;
}

/** Nearer the target is better. */
export const numbersMerit = (board: NumbersBoard) => (value: unknown): number => (isNumbersValue(value) ? -Math.abs(value.value - board.target) : -Infinity);

export function scoreNumbersRound(board: NumbersBoard, answers: readonly Answer[]): Scoring {
  const counted = answersByPlayer(answers).map((theirs) => answerThatCounts(theirs, numbersMerit(board))).map((answer) => {
    const value = answer.ok && isNumbersValue(answer.value) ? answer.value : null;
    return { answer, value, distance: value ? Math.abs(value.value - board.target) : Infinity };
  });
  const closest = Math.min(...counted.map((c) => c.distance));
  const scored = counted.map(({ answer, value, distance }) => {
    const earned = distance === closest ? numbersPoints(distance) : 0;
    const result: RoundResult = {
      playerId: answer.playerId,
      playerName: answer.playerName,
      points: earned,
      won: earned > 0,
      word: value ? `${value.expression} = ${value.value}` : null,
      wordPoints: null,
      exact: distance === 0,
    };
    const sum = value && { kind: "sum" as const, expression: value.expression, value: value.value, distance, points: earned };
    return { result, distance, line: standingOf(answer, earned, sum) };
  });
  scored.sort((a, b) => b.result.points - a.result.points || a.distance - b.distance);
  return { results: scored.map((s) => s.result), standings: scored.map((s) => s.line) };
}
