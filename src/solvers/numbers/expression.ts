// Countdown numbers expressions: a binary tree over the drawn numbers, printed in infix with
// only the parentheses it needs.

export type Op = "+" | "-" | "*" | "/";

export type Expr = number | { readonly op: Op; readonly left: Expr; readonly right: Expr };

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
