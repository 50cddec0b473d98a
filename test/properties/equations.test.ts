// Properties of the numbers equation reader: any text is answered without a throw, in one
// line; any expression the game prints reads back to its own value, in either symbol set.

import { expect, it } from "vitest";
import { checkEquation } from "../../src/solvers/numbers/check.ts";
import { type Expr, formatExpression, leaves, showSymbols } from "../../src/solvers/numbers/expression.ts";
import { tokenize } from "../../src/solvers/numbers/tokens.ts";
import { ONE_LINE, RUNS } from "./runs.ts";
import { fc, hostileText } from "./text.ts";

it("answers any text without throwing, a refusal in one line", () => {
  fc.assert(
    fc.property(hostileText, fc.array(fc.integer({ min: 1, max: 100 }), { maxLength: 6 }), (text, drawn) => {
      const checked = checkEquation(text, drawn);
      if (!checked.ok) expect(checked.message).toMatch(ONE_LINE);
      const tokens = tokenize(text);
      if (!tokens.ok) expect(tokens.message).toMatch(ONE_LINE);
    }),
    RUNS,
  );
});

/** Sums and products only: every step is a positive whole number, as the rules want. */
const tree: fc.Arbitrary<Expr> = fc.letrec<{ e: Expr }>((tie) => ({
  e: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.integer({ min: 1, max: 100 }),
    fc.record({ op: fc.constantFrom("+" as const, "*" as const), left: tie("e"), right: tie("e") }),
  ),
})).e;

const valueOf = (e: Expr): number => (typeof e === "number" ? e : e.op === "+" ? valueOf(e.left) + valueOf(e.right) : valueOf(e.left) * valueOf(e.right));

it("reads back every expression it prints, to the same value", () => {
  fc.assert(
    fc.property(tree, (e) => {
      fc.pre(leaves(e).length <= 12 && Number.isSafeInteger(valueOf(e)));
      for (const symbols of [undefined, showSymbols]) {
        const text = formatExpression(e, symbols);
        fc.pre(text.length <= 200);
        expect(checkEquation(text, leaves(e))).toMatchObject({ ok: true, value: valueOf(e) });
      }
    }),
    RUNS,
  );
});
