// The solver never offers what the checker refuses: every solution it prints, read back by
// the game's checker, is accepted with the value the solver claimed, even past 2^53.

import fc from "fast-check";
import { expect, it } from "vitest";
import { checkEquation } from "../../src/solvers/numbers/check.ts";
import { formatExpression, showSymbols } from "../../src/solvers/numbers/expression.ts";
import { solveNumbers } from "../../src/solvers/numbers/solve.ts";

function agrees(numbers: number[], target: number): void {
  const { best, solution } = solveNumbers(numbers, target);
  for (const symbols of [undefined, showSymbols]) {
    expect(checkEquation(formatExpression(solution, symbols), numbers)).toMatchObject({ ok: true, value: best });
  }
}

it("agrees on the draw whose left-to-right reading passed 2^53", () => {
  agrees([64, 71, 4, 64, 4, 1524489437893350], 8486328440706624);
});

it("agrees on draws of every size, small numbers and huge ones", () => {
  const huge = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
  const number = fc.oneof(fc.integer({ min: 1, max: 100 }), huge);
  fc.assert(
    fc.property(fc.array(number, { minLength: 1, maxLength: 6 }), huge, (numbers, target) => agrees(numbers, target)),
    { seed: 10, numRuns: 150 },
  );
});
