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
 * a + (b − c) prints as a + b − c, which evaluates left to right with positive steps too,
 * unless a step of that left-to-right reading would pass 2^53, which the checker refuses. */
export function formatExpression(e: Expr, symbols: Record<Op, string> = asciiSymbols): string {
  if (typeof e === "number") return String(e);
  const p = precedence[e.op];
  const side = (child: Expr, needs: (q: number) => boolean): string => {
    const text = formatExpression(child, symbols);
    return typeof child !== "number" && needs(precedence[child.op]) ? `(${text})` : text;
  };
  const left = side(e.left, (q) => q < p);
  const right = side(e.right, (q) => q < p || (q === p && !flattens(e)));
  return `${left} ${symbols[e.op]} ${right}`;
}

const apply = (op: Op, a: number, b: number): number =>
  op === "+" ? a + b : op === "-" ? a - b : op === "*" ? a * b : a / b;

function valueOf(e: Expr): number {
  return typeof e === "number" ? e : apply(e.op, valueOf(e.left), valueOf(e.right));
}

/** Whether e = a + (b …) or a × (b …) may drop its parentheses: every regrouped step stays safe. */
function flattens(e: Exclude<Expr, number>): boolean {
  return (e.op === "+" || e.op === "*") && Number.isSafeInteger(apply(e.op, valueOf(e.left), peak(e.right)));
}

/** The largest step met reading e's printed form left to right at its own level. */
function peak(e: Expr): number {
  if (typeof e === "number") return e;
  const regrouped = typeof e.right !== "number" && precedence[e.right.op] === precedence[e.op] && flattens(e);
  return Math.max(peak(e.left), valueOf(e), regrouped ? apply(e.op, valueOf(e.left), peak(e.right)) : 0);
}
