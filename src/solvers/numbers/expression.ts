// Countdown numbers expressions: a binary tree over the drawn numbers, the legal arithmetic
// (every result a positive whole number), and infix printing with only the parentheses needed.

export type Op = "+" | "-" | "*" | "/";

export type Expr = number | { readonly op: Op; readonly left: Expr; readonly right: Expr };

/** The result of `a op b` when it is a positive whole safe integer, else undefined. */
export function apply(op: Op, a: number, b: number): number | undefined {
  const r = op === "+" ? a + b : op === "-" ? a - b : op === "*" ? a * b : b !== 0 && a % b === 0 ? a / b : 0;
  return r > 0 && Number.isSafeInteger(r) ? r : undefined;
}

/** The value of an expression built by the solver (all of its steps are legal). */
export function valueOf(e: Expr): number {
  if (typeof e === "number") return e;
  const r = apply(e.op, valueOf(e.left), valueOf(e.right));
  if (r === undefined) throw new Error("illegal step in a solver expression");
  return r;
}

export function leaves(e: Expr): number[] {
  return typeof e === "number" ? [e] : [...leaves(e.left), ...leaves(e.right)];
}

const precedence: Record<Op, number> = { "+": 1, "-": 1, "*": 2, "/": 2 };

export const asciiSymbols: Record<Op, string> = { "+": "+", "-": "-", "*": "*", "/": "/" };
export const showSymbols: Record<Op, string> = { "+": "+", "-": "−", "*": "×", "/": "÷" };

/** Infix text. A right operand of equal precedence keeps its parentheses only under − and ÷:
 * a + (b − c) prints as a + b − c, which evaluates left to right with positive steps too. */
export function formatExpression(e: Expr, symbols: Record<Op, string> = asciiSymbols): string {
  if (typeof e === "number") return String(e);
  const p = precedence[e.op];
  const side = (child: Expr, needs: (q: number) => boolean): string => {
    const text = formatExpression(child, symbols);
    return typeof child !== "number" && needs(precedence[child.op]) ? `(${text})` : text;
  };
  const left = side(e.left, (q) => q < p);
  const right = side(e.right, (q) => q < p || (q === p && (e.op === "-" || e.op === "/")));
  return `${left} ${symbols[e.op]} ${right}`;
}
