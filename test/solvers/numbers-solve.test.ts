import { describe, expect, it } from "vitest";
import { checkEquation } from "../../src/solvers/numbers/check.ts";
import { formatExpression, leaves } from "../../src/solvers/numbers/expression.ts";
import { reachableValues } from "../../src/solvers/numbers/reachable.ts";
import { solveNumbers } from "../../src/solvers/numbers/solve.ts";
import { seededRandom } from "../../src/solvers/random.ts";
import { anyDraw, countdownDraw, type Draw } from "./numbers-draws.ts";
import { slowDistance, slowReach } from "./numbers-slow.ts";

/** The fast answer agrees with the exhaustive reference, and its solution checks. */
function expectAgreement({ numbers, target }: Draw, reach = slowReach(numbers)): void {
  const answer = solveNumbers(numbers, target);
  const where = `${numbers.join(" ")} → ${target}`;
  expect(answer.distance, where).toBe(slowDistance(reach, target));
  expect(Math.abs(answer.best - target), where).toBe(answer.distance);
  const text = formatExpression(answer.solution);
  const check = checkEquation(`${text} = ${answer.best}`, numbers);
  expect(check, `${where}: ${text}`).toMatchObject({ ok: true, value: answer.best });
  expect(leaves(answer.solution).length, `${where}: fewest numbers, ${text}`).toBe(reach.get(answer.best));
  // Of the two values at the best distance (below and above), one made from the fewest numbers.
  const fewestAtBest = Math.min(reach.get(target - answer.distance) ?? Infinity, reach.get(target + answer.distance) ?? Infinity);
  expect(leaves(answer.solution).length, `${where}: fewest numbers at distance ${answer.distance}, ${text}`).toBe(fewestAtBest);
}

describe("solveNumbers against the exhaustive search", () => {
  it("agrees on 1,500 Countdown-like draws of 1 to 5 numbers", () => {
    const random = seededRandom(1);
    for (let i = 0; i < 1500; i++) expectAgreement(countdownDraw(random, 1 + (i % 5)));
  });

  it("agrees on 1,500 draws of any values, repeats allowed", () => {
    const random = seededRandom(2);
    for (let i = 0; i < 1500; i++) expectAgreement(anyDraw(random, 1 + (i % 5), i % 2 === 0 ? 12 : 200));
  });

  it("agrees on six-number draws", () => {
    const random = seededRandom(3);
    for (let i = 0; i < 16; i++) expectAgreement(countdownDraw(random, 6));
    for (let i = 0; i < 6; i++) expectAgreement(anyDraw(random, 6, 30));
  });

  it("agrees on 2,400 six-number (draw, target) pairs: 48 draws, 50 targets each", () => {
    const random = seededRandom(6);
    for (let i = 0; i < 48; i++) {
      const { numbers } = i % 4 === 3 ? anyDraw(random, 6, 40) : countdownDraw(random, 6);
      const reach = slowReach(numbers);
      for (let k = 0; k < 50; k++) expectAgreement({ numbers, target: 1 + random.int(1200) }, reach);
    }
  }, 120_000);

  it("finds every reachable value, and nothing else", () => {
    const random = seededRandom(4);
    const draws = [
      ...Array.from({ length: 150 }, (_, i) => countdownDraw(random, 1 + (i % 5))),
      ...Array.from({ length: 150 }, (_, i) => anyDraw(random, 1 + (i % 5), 50)),
      countdownDraw(random, 6),
      anyDraw(random, 6, 20),
    ];
    for (const { numbers } of draws) {
      expect(reachableValues(numbers), numbers.join(" ")).toEqual([...slowReach(numbers).keys()].sort((a, b) => a - b));
    }
  });
});

describe("solveNumbers on chosen draws", () => {
  it("prefers fewer numbers: the target itself, then one step", () => {
    expect(formatExpression(solveNumbers([25, 50, 75, 100, 3, 6], 75).solution)).toBe("75");
    expect(formatExpression(solveNumbers([25, 50, 75, 100, 3, 6], 300).solution)).toBe("100 * 3");
  });

  it("handles one number, repeats and large values", () => {
    expect(solveNumbers([7], 100)).toMatchObject({ best: 7, distance: 93 });
    expect(solveNumbers([5, 5, 5, 5, 5, 5], 3125)).toMatchObject({ best: 3125, distance: 0 });
    const big = solveNumbers([1_000_000, 999_999, 1_000_001], 999_999_999_999);
    expect(big).toMatchObject({ best: 999_999_999_999, distance: 0 });
  });

  it("is only called with checked input", () => {
    for (const [numbers, target] of [[[], 5], [[1, 2, 3, 4, 5, 6, 7], 5], [[0, 3], 5], [[2.5], 5], [[3], 0]] as const) {
      expect(() => solveNumbers(numbers, target)).toThrow(RangeError);
    }
  });
});
