// `lexicord solve numbers 25 50 75 100 3 6 --target 952`, its JSON batch lines and /solve:
// the target or the closest value to it, with a fewest-numbers solution.

import { formatExpression, showSymbols } from "../../solvers/numbers/expression.ts";
import { solveNumbers } from "../../solvers/numbers/solve.ts";
import { quoted } from "../../solvers/quote.ts";
import { refuse, type Checked } from "../rules.ts";
import { makePuzzle, type SolveFields, type SolveResult } from "./puzzle.ts";

export interface NumbersResult extends SolveResult {
  readonly game: "numbers";
  readonly numbers: readonly number[];
  readonly target: number;
  readonly best: number;
  readonly distance: number;
  /** ASCII infix (`+ - * /`), which the equation checker reads back. */
  readonly solution: string;
}

const maxNumbers = 6;

export const numbersPuzzle = makePuzzle({
  game: "numbers",
  mainField: "numbers",
  usage: "numbers <1 to 6 numbers> --target N   the target or the closest value, fewest numbers",
  read(fields: SolveFields): Checked<{ numbers: number[]; target: number }> {
    const numbers = readNumbers(fields.numbers);
    if (typeof numbers === "string") return refuse(numbers);
    const target = readTarget(fields.target);
    if (typeof target === "string") return refuse(target);
    return { ok: true, value: { numbers, target } };
  },
  answer({ numbers, target }): NumbersResult {
    const { best, distance, solution } = solveNumbers(numbers, target);
    return { game: "numbers", numbers, target, best, distance, solution: formatExpression(solution) };
  },
  describe(r: NumbersResult) {
    const verdict = r.distance === 0 ? "exact" : `not reachable; closest is ${r.best} (${r.distance} away)`;
    const shown = r.solution.replace(/[-*/]/g, (op) => showSymbols[op as "-" | "*" | "/"]);
    return `${r.numbers.join(" ")} → ${r.target}: ${verdict}\n${shown} = ${r.best}`;
  },
});

/** A whole number > 0 from a JSON number or a string of digits, else undefined. */
function positiveWhole(x: unknown): number | undefined {
  const n = typeof x === "number" ? x : typeof x === "string" && /^\s*\d+\s*$/.test(x) ? Number(x) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

function readNumbers(field: unknown): number[] | string {
  const items = typeof field === "string" ? field.split(/[\s,]+/).filter((s) => s !== "") : field;
  if (!Array.isArray(items) || items.length === 0) return `Give 1 to ${maxNumbers} numbers, e.g. 25 50 75 100 3 6.`;
  if (items.length > maxNumbers) return `Too many numbers (${items.length}): at most ${maxNumbers}.`;
  const numbers = items.map(positiveWhole);
  const bad = numbers.findIndex((n) => n === undefined);
  if (bad >= 0) return `Numbers must be positive whole numbers; ${quoted(items[bad])} is not.`;
  return numbers as number[];
}

function readTarget(field: unknown): number | string {
  if (field === undefined || field === "") return "Missing target: the number to reach, e.g. 952.";
  return positiveWhole(field) ?? `The target must be a positive whole number, not ${quoted(field)}.`;
}
