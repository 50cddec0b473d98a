import { describe, expect, it } from "vitest";
import { checkEquation, type EquationProblem } from "../../src/solvers/numbers/check.ts";
import { type Expr, type Op, formatExpression } from "../../src/solvers/numbers/expression.ts";
import { maxDepth, maxLength } from "../../src/solvers/numbers/tokens.ts";
import { type Random, seededRandom } from "../../src/solvers/random.ts";

const drawn = [25, 50, 75, 100, 3, 6];

describe("checkEquation accepts", () => {
  it.each([
    ["(100 + 3) * 75 * 6 / 50 + 25", 952],
    ["(100+3)x75x6÷50+25 = 952", 952],
    ["( 100 + 3 ) × 75 X 6 / 50 + 25=952", 952],
    ["100 − 6 – 3", 91],
    ["75", 75],
    ["75 = 75", 75],
    ["((75))", 75],
    ["\t25 *\n 3 ", 75],
  ])("%s", (text, value) => {
    expect(checkEquation(text, drawn)).toMatchObject({ ok: true, value });
  });

  it("uses repeated numbers as often as they were drawn", () => {
    expect(checkEquation("5 * 5 * 5", [5, 5, 5, 1])).toMatchObject({ ok: true, value: 125 });
  });
});

describe("checkEquation says what is wrong", () => {
  it.each<[string, EquationProblem, string]>([
    ["7 * 3", "not-drawn", "7 is not one of the numbers"],
    ["3 * 3", "overused", "3 is used more than the once it was drawn"],
    ["100 / 3", "fraction", "100 ÷ 3 is not a whole number"],
    ["3 - 6 + 100", "not-positive", "3 − 6 is negative"],
    ["(6 - 6) * 3", "not-positive", "6 − 6 is zero"],
    ["100 / 0", "division-by-zero", "100 ÷ 0 divides by zero"],
    ["(100 + 3", "unbalanced", "unbalanced parentheses: a ( is never closed"],
    ["100) + (3", "unbalanced", "unbalanced parentheses: a ) closes nothing"],
    ["3 ^ 2", "unknown-symbol", '"^" is not a number, an operator or a parenthesis'],
    ["3 + 6 = 10", "wrong-claim", "that makes 9, not 10"],
    ["3 +", "syntax", "expected a number or ( after +, found the end"],
    ["3 6", "syntax", "expected an operator after 3, found 6"],
    ["", "syntax", "there is no equation"],
    ["3 = ", "syntax", "after = put just the value, like = 952"],
    ["99999999999999999", "too-large", "99999999999999999 is far too large"],
    ["1".repeat(maxLength + 1), "too-long", `that is too long (at most ${maxLength} characters)`],
    ["(".repeat(maxDepth + 1) + "3" + ")".repeat(maxDepth + 1), "too-deep", `too many nested parentheses (at most ${maxDepth})`],
  ])("%s → %s", (text, problem, message) => {
    expect(checkEquation(text, drawn)).toEqual({ ok: false, problem, message });
  });

  it("refuses huge and hostile inputs quickly, without throwing", () => {
    expect(checkEquation("(".repeat(1_000_000), drawn)).toMatchObject({ problem: "too-long" });
    expect(checkEquation("1+".repeat(99) + "1", [1])).toMatchObject({ problem: "overused" });
    expect(checkEquation("(".repeat(maxDepth) + "3" + ")".repeat(maxDepth), drawn)).toMatchObject({ value: 3 });
    expect(checkEquation("9007199254740991 * 2", [9007199254740991, 2])).toMatchObject({ problem: "too-large" });
  });
});

const pick = <T>(random: Random, items: readonly T[]): T => items[random.int(items.length)]!;

/** a op b when it is a positive whole number. */
function legal(op: Op, a: number, b: number): number | undefined {
  const r = op === "+" ? a + b : op === "-" ? a - b : op === "*" ? a * b : a % b === 0 ? a / b : 0;
  return r > 0 ? r : undefined;
}

function valueOf(e: Expr): number {
  return typeof e === "number" ? e : legal(e.op, valueOf(e.left), valueOf(e.right))!;
}

/** A random legal expression over some of the numbers, as the solver might build it. */
function randomExpression(random: Random, numbers: readonly number[]): Expr {
  const pool: Expr[] = [...numbers];
  const steps = random.int(numbers.length);
  for (let s = 0; s < steps; s++) {
    const a = pool.splice(random.int(pool.length), 1)[0]!;
    const b = pool.splice(random.int(pool.length), 1)[0]!;
    const options = (["+", "-", "*", "/"] as Op[]).flatMap((op) => [
      ...(legal(op, valueOf(a), valueOf(b)) !== undefined ? [{ op, left: a, right: b }] : []),
      ...(legal(op, valueOf(b), valueOf(a)) !== undefined ? [{ op, left: b, right: a }] : []),
    ]);
    pool.push(pick(random, options));
  }
  return pool[random.int(pool.length)]!;
}

const synonyms: Record<Op, string[]> = { "+": ["+"], "-": ["-", "−"], "*": ["*", "x", "×"], "/": ["/", "÷"] };

/** Fully parenthesised, with random spacing, synonyms and a few extra parentheses. */
function decorate(random: Random, e: Expr, depth = 0): string {
  const space = (): string => " ".repeat(random.int(2));
  const text =
    typeof e === "number"
      ? String(e)
      : `(${decorate(random, e.left, depth + 1)}${space()}${pick(random, synonyms[e.op])}${space()}` +
        `${decorate(random, e.right, depth + 1)})`;
  return depth < 8 && random.int(6) === 0 ? `(${space()}${text}${space()})` : text;
}

function randomDraw(random: Random): number[] {
  return Array.from({ length: 1 + random.int(6) }, () => pick(random, [1, 2, 3, 5, 7, 10, 25, 50, 75, 100]));
}

describe("checkEquation on random input", () => {
  it("evaluates every legal expression, however it is written", () => {
    const random = seededRandom(11);
    for (let i = 0; i < 3000; i++) {
      const numbers = randomDraw(random);
      const e = randomExpression(random, numbers);
      const text = decorate(random, e) + (random.int(2) === 0 ? ` = ${valueOf(e)}` : "");
      expect(checkEquation(text, numbers), text).toMatchObject({ ok: true, value: valueOf(e) });
    }
  });

  it("prints with only the parentheses needed: it reads back the same, and each pair matters", () => {
    const random = seededRandom(12);
    for (let i = 0; i < 1000; i++) {
      const numbers = randomDraw(random);
      const e = randomExpression(random, numbers);
      const text = formatExpression(e);
      const back = checkEquation(text, numbers);
      expect(back, text).toMatchObject({ ok: true, value: valueOf(e) });
      if (!back.ok) continue;
      expect(formatExpression(back.expression)).toBe(text);
      for (const [open, close] of parenthesisPairs(text)) {
        const bare = text.slice(0, open) + text.slice(open + 1, close) + text.slice(close + 1);
        const without = checkEquation(bare, numbers);
        expect(without.ok && formatExpression(without.expression) === text, `${text} needs ( ) at ${open}`).toBe(false);
      }
    }
  });

  it("never throws on junk, and always answers in one line", () => {
    const random = seededRandom(13);
    const alphabet = [..."0123456789+-*/x×÷−–()= \t\nabcXyz^%.,=?!", "😀", "\u0000", "\uD800", "999999999999999999"];
    for (let i = 0; i < 5000; i++) {
      const length = random.int(i % 10 === 0 ? 400 : 40);
      const text = Array.from({ length }, () => pick(random, alphabet)).join("");
      const check = checkEquation(text, randomDraw(random));
      if (!check.ok) expect(check.message, JSON.stringify(text)).toMatch(/^[^\n]+$/);
    }
  });
});

/** Positions of each matching ( and ). */
function parenthesisPairs(text: string): [number, number][] {
  const open: number[] = [];
  const pairs: [number, number][] = [];
  [...text].forEach((ch, i) => {
    if (ch === "(") open.push(i);
    if (ch === ")") pairs.push([open.pop()!, i]);
  });
  return pairs;
}
