// Checks a player's Countdown numbers equation: parses it, evaluates every step under the
// rules (each result a positive whole number), checks the numbers against the draw and any
// claimed "= value". Every problem comes back as a value with a short message; nothing throws.

import { type Expr, type Op, leaves, showSymbols } from "./expression.ts";
import { type Token, type TokenProblem, tokenize } from "./tokens.ts";

export type EquationProblem =
  | TokenProblem
  | "syntax"
  | "division-by-zero"
  | "fraction"
  | "not-positive"
  | "not-drawn"
  | "overused"
  | "wrong-claim";

/** Not a Checked: a refusal names its problem as well, so callers and tests can tell them apart. */
export type EquationCheck =
  | { readonly ok: true; readonly value: number; readonly expression: Expr }
  | { readonly ok: false; readonly problem: EquationProblem; readonly message: string };

type Failure = Extract<EquationCheck, { ok: false }>;

export function checkEquation(text: string, drawn: readonly number[]): EquationCheck {
  const lexed = tokenize(text);
  if (!lexed.ok) return lexed;
  const parsed = parseEquation(lexed.tokens);
  if ("problem" in parsed) return parsed;
  const value = evaluate(parsed.expression);
  if (typeof value !== "number") return value;
  const unfair = misusedNumber(parsed.expression, drawn);
  if (unfair !== undefined) return unfair;
  if (parsed.claimed !== undefined && parsed.claimed !== value) {
    return fail("wrong-claim", `that makes ${value}, not ${parsed.claimed}`);
  }
  return { ok: true, value, expression: parsed.expression };
}

function fail(problem: EquationProblem, message: string): Failure {
  return { ok: false, problem, message };
}

// Grammar: equation = sum ["=" number]; sum = product {("+"|"-") product};
// product = atom {("*"|"/") atom}; atom = number | "(" sum ")".
// Recursion only deepens at "(", which the tokenizer has already bounded.

interface Parsed {
  readonly expression: Expr;
  readonly claimed?: number;
}

function parseEquation(tokens: readonly Token[]): Parsed | Failure {
  if (tokens.length === 0) return fail("syntax", "there is no equation");
  let at = 0;
  const describe = (t: Token | undefined): string =>
    t === undefined ? "the end" : t.kind === "number" ? t.text : t.kind === "op" ? showSymbols[t.op] : t.kind;

  const atom = (): Expr | Failure => {
    const t = tokens[at];
    if (t?.kind === "number") {
      at++;
      return t.value;
    }
    if (t?.kind === "(") {
      at++;
      const inner = sum();
      if (isFailure(inner)) return inner;
      if (tokens[at]?.kind !== ")") return fail("syntax", `expected ) but found ${describe(tokens[at])}`);
      at++;
      return inner;
    }
    const after = at === 0 ? "at the start" : `after ${describe(tokens[at - 1])}`;
    return fail("syntax", `expected a number or ( ${after}, found ${describe(t)}`);
  };

  const chain = (operand: () => Expr | Failure, ops: readonly Op[]) => (): Expr | Failure => {
    let left = operand();
    for (let t = tokens[at]; !isFailure(left) && t?.kind === "op" && ops.includes(t.op); t = tokens[at]) {
      at++;
      const right = operand();
      left = isFailure(right) ? right : { op: t.op, left, right };
    }
    return left;
  };
  const product = chain(atom, ["*", "/"]);
  const sum = chain(product, ["+", "-"]);

  const expression = sum();
  if (isFailure(expression)) return expression;
  const rest = tokens.slice(at);
  if (rest.length === 0) return { expression };
  const [equals, claim, ...extra] = rest;
  if (equals!.kind !== "=") return fail("syntax", `expected an operator after ${describe(tokens[at - 1])}, found ${describe(equals)}`);
  if (claim?.kind !== "number" || extra.length > 0) return fail("syntax", "after = put just the value, like = 952");
  return { expression, claimed: claim.value };
}

function isFailure(x: Expr | Failure): x is Failure {
  return typeof x === "object" && "problem" in x;
}

/** The value, or the first step (innermost first, left to right) that breaks the rules. */
function evaluate(e: Expr): number | Failure {
  if (typeof e === "number") return e;
  const a = evaluate(e.left);
  if (typeof a !== "number") return a;
  const b = evaluate(e.right);
  if (typeof b !== "number") return b;
  const step = `${a} ${showSymbols[e.op]} ${b}`;
  if (e.op === "/" && b === 0) return fail("division-by-zero", `${step} divides by zero`);
  if (e.op === "/" && a % b !== 0) return fail("fraction", `${step} is not a whole number`);
  const r = e.op === "+" ? a + b : e.op === "-" ? a - b : e.op === "*" ? a * b : a / b;
  if (r < 0) return fail("not-positive", `${step} is negative`);
  if (r === 0) return fail("not-positive", `${step} is zero`);
  if (!Number.isSafeInteger(r)) return fail("too-large", `${step} is far too large`);
  return r;
}

/** The first number used that was not drawn, or used more often than drawn. */
function misusedNumber(e: Expr, drawn: readonly number[]): Failure | undefined {
  const left = new Map<number, number>();
  for (const n of drawn) left.set(n, (left.get(n) ?? 0) + 1);
  for (const n of leaves(e)) {
    const have = left.get(n) ?? 0;
    if (have === 0) {
      const times = drawn.filter((d) => d === n).length;
      return times === 0
        ? fail("not-drawn", `${n} is not one of the numbers`)
        : fail("overused", `${n} is used more than the ${times === 1 ? "once" : `${times} times`} it was drawn`);
    }
    left.set(n, have - 1);
  }
  return undefined;
}
