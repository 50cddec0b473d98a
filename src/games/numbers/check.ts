// Judging a numbers answer: the equation checker computes its value (never trusted from the
// player) and refuses any step outside the rules.

import { checkEquation } from "../../solvers/numbers/check.ts";
import { formatExpression, showSymbols } from "../../solvers/numbers/expression.ts";
import type { Verdict } from "../rules.ts";
import type { NumbersBoard } from "./board.ts";

/** What a valid answer stores: its value and the equation as shown (× ÷ −). */
export interface NumbersValue {
  readonly value: number;
  readonly expression: string;
}

export function checkNumbersAnswer(board: NumbersBoard, text: string): Verdict {
  const checked = checkEquation(text, board.numbers);
  if (!checked.ok) return { ok: false, reason: checked.message };
  const value: NumbersValue = { value: checked.value, expression: formatExpression(checked.expression, showSymbols) };
  const distance = Math.abs(checked.value - board.target);
  const reached = distance === 0 ? `exactly ${board.target}!` : `${distance} away from ${board.target}.`;
  return {
    ok: true,
    value,
    summary: `${value.expression} = ${value.value} — ${reached} Your answer is in; it stays secret until time is up.`,
  };
}

export function isNumbersValue(value: unknown): value is NumbersValue {
  const v = value as NumbersValue | null;
  return typeof v === "object" && v !== null && typeof v.value === "number" && typeof v.expression === "string";
}
