// Splits a player's equation into tokens, accepting the usual synonyms, and refuses anything
// too long or too deeply nested before a parser ever sees it.

export type Token =
  | { readonly kind: "number"; readonly value: number; readonly text: string }
  | { readonly kind: "op"; readonly op: "+" | "-" | "*" | "/" }
  | { readonly kind: "(" | ")" | "=" };

export type TokenProblem = "too-long" | "too-deep" | "too-large" | "unknown-symbol" | "unbalanced";

/** Not a Checked: a refusal names its problem as well (see EquationCheck). */
export type Tokens =
  | { readonly ok: true; readonly tokens: readonly Token[] }
  | { readonly ok: false; readonly problem: TokenProblem; readonly message: string };

export const maxLength = 200;
export const maxDepth = 20;

const operators = new Map<string, "+" | "-" | "*" | "/">([
  ["+", "+"],
  ["-", "-"],
  ["−", "-"],
  ["–", "-"],
  ["*", "*"],
  ["x", "*"],
  ["X", "*"],
  ["×", "*"],
  ["/", "/"],
  ["÷", "/"],
]);

export function tokenize(text: string): Tokens {
  if (text.length > maxLength) return refuse("too-long", `that is too long (at most ${maxLength} characters)`);
  const tokens: Token[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; ) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      i++;
    } else if (/[0-9]/.test(ch)) {
      const digits = /^[0-9]+/.exec(text.slice(i))![0];
      const value = Number(digits);
      if (!Number.isSafeInteger(value)) return refuse("too-large", `${digits} is far too large`);
      tokens.push({ kind: "number", value, text: digits });
      i += digits.length;
    } else if (operators.has(ch)) {
      tokens.push({ kind: "op", op: operators.get(ch)! });
      i++;
    } else if (ch === "(" || ch === ")" || ch === "=") {
      depth += ch === "(" ? 1 : ch === ")" ? -1 : 0;
      if (depth < 0) return refuse("unbalanced", "unbalanced parentheses: a ) closes nothing");
      if (depth > maxDepth) return refuse("too-deep", `too many nested parentheses (at most ${maxDepth})`);
      tokens.push({ kind: ch });
      i++;
    } else {
      const symbol = String.fromCodePoint(text.codePointAt(i)!);
      return refuse("unknown-symbol", `"${symbol}" is not a number, an operator or a parenthesis`);
    }
  }
  if (depth !== 0) return refuse("unbalanced", "unbalanced parentheses: a ( is never closed");
  return { ok: true, tokens };
}

function refuse(problem: TokenProblem, message: string): Tokens {
  return { ok: false, problem, message };
}
