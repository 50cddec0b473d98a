// Scoring a numbers round: each player's last valid answer counts; only the closest to the
// target score (ties all score): exact 10, 1–5 away 7, 6–10 away 5, further 0.

import type { Answer, RoundResult } from "../model.ts";
import type { Scoring } from "../rules.ts";
import { answerThatCounts, answersByPlayer, asSent, points } from "../words.ts";
import type { NumbersBoard } from "./board.ts";
import { isNumbersValue, type NumbersValue } from "./check.ts";

/** [furthest distance, points], nearest first. */
const POINTS_WITHIN: readonly (readonly [number, number])[] = [[0, 10], [5, 7], [10, 5]];

export function numbersPoints(distance: number): number {
  return POINTS_WITHIN.find(([within]) => distance <= within)?.[1] ?? 0;
}

export function scoreNumbersRound(board: NumbersBoard, answers: readonly Answer[]): Scoring {
  const counted = answersByPlayer(answers).map(answerThatCounts).map((answer) => {
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
      exact: distance === 0,
    };
    return { result, distance, line: lineFor(answer, value, distance, earned) };
  });
  scored.sort((a, b) => b.result.points - a.result.points || a.distance - b.distance);
  return { results: scored.map((s) => s.result), lines: scored.map((s) => s.line) };
}

function lineFor(answer: Answer, value: NumbersValue | null, distance: number, earned: number): string {
  const shown = value === null
    ? `${asSent(answer.text)} ✗ ${answer.reason ?? "not valid"}`
    : `${value.expression} = ${value.value} (${distance === 0 ? "exact" : `${distance} away`})`;
  return `${answer.playerName}: ${shown} — ${points(earned)}`;
}
