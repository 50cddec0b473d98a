// Dictionary Corner for numbers: one shortest exact solution, or the closest reachable value.

import { formatExpression, showSymbols } from "../../solvers/numbers/expression.ts";
import { solveNumbers } from "../../solvers/numbers/solve.ts";
import type { Section } from "../rules.ts";
import type { NumbersBoard } from "./board.ts";

export function numbersCorner(board: NumbersBoard): Section[] {
  const { best, distance, solution } = solveNumbers(board.numbers, board.target);
  const shown = `${formatExpression(solution, showSymbols)} = ${best}`;
  if (distance === 0) return [{ title: "Dictionary Corner — a shortest solution", lines: [shown] }];
  return [{
    title: "Dictionary Corner — the closest possible",
    lines: [`${board.target} cannot be reached; the closest is ${best}, ${distance} away:`, shown],
  }];
}
