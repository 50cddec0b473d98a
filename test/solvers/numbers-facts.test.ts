// The public numbers facts in design/SOLVERS.md, every one of them: the share of solvable
// pairs over all 13,243 draws (91.2179%) takes about ten seconds.

import { describe, expect, it } from "vitest";
import { checkEquation } from "../../src/solvers/numbers/check.ts";
import { formatExpression } from "../../src/solvers/numbers/expression.ts";
import { countSolutions } from "../../src/solvers/numbers/hutton.ts";
import { countReachable, reachableValues } from "../../src/solvers/numbers/reachable.ts";
import { type ValueSet } from "../../src/solvers/numbers/valueset.ts";
import { solveNumbers } from "../../src/solvers/numbers/solve.ts";

const targets = Array.from({ length: 900 }, (_, i) => 100 + i);

function unreachableTargets(numbers: number[]): number[] {
  const reachable = new Set(reachableValues(numbers));
  return targets.filter((t) => !reachable.has(t));
}

describe("numbers facts", () => {
  it("[1, 3, 7, 10, 25, 50] misses exactly 831, 834, 941 and 977 of 100–999", () => {
    expect(unreachableTargets([1, 3, 7, 10, 25, 50])).toEqual([831, 834, 941, 977]);
    for (const t of [831, 834, 941, 977]) expect(solveNumbers([1, 3, 7, 10, 25, 50], t).distance).toBe(1);
  });

  it("Hutton counts 780 solutions for 765 from [1, 3, 7, 10, 25, 50], and 49 pruned", () => {
    expect(countSolutions([1, 3, 7, 10, 25, 50], 765, "plain")).toBe(780);
    expect(countSolutions([1, 3, 7, 10, 25, 50], 765, "pruned")).toBe(49);
  });

  it("[100, 75, 50, 25, 1, 1] cannot make 947; the closest is 949", () => {
    const answer = solveNumbers([100, 75, 50, 25, 1, 1], 947);
    expect(answer).toMatchObject({ best: 949, distance: 2 });
    expect(checkEquation(formatExpression(answer.solution), [100, 75, 50, 25, 1, 1])).toMatchObject({ value: 949 });
  });

  it("[1, 1, 2, 2, 3, 3] reaches nothing in 100–999; its largest value is 81", () => {
    expect(unreachableTargets([1, 1, 2, 2, 3, 3])).toHaveLength(900);
    expect(reachableValues([1, 1, 2, 2, 3, 3]).at(-1)).toBe(81);
    expect(solveNumbers([1, 1, 2, 2, 3, 3], 999)).toMatchObject({ best: 81, distance: 918 });
  });

  it("[1, 2, 3, 4, 5, 6] tops out at 1080; the closest to 999 is 960", () => {
    expect(reachableValues([1, 2, 3, 4, 5, 6]).at(-1)).toBe(1080);
    expect(solveNumbers([1, 2, 3, 4, 5, 6], 999)).toMatchObject({ best: 960, distance: 39 });
  });

  it("[10, 9, 8, 7, 6, 5] reaches every target 100–999", () => {
    expect(unreachableTargets([10, 9, 8, 7, 6, 5])).toEqual([]);
  });

  it("[25, 50, 75, 100, 3, 6] makes 952", () => {
    const answer = solveNumbers([25, 50, 75, 100, 3, 6], 952);
    expect(answer.distance).toBe(0);
    expect(checkEquation(`${formatExpression(answer.solution)} = 952`, [25, 50, 75, 100, 3, 6]).ok).toBe(true);
  });

  it("over all 13,243 distinct six-number draws and 900 targets, 91.2179% of pairs are solvable", () => {
    const draws = allSixCardDraws();
    expect(draws.length).toBe(13_243);
    const shared = new Map<string, ValueSet>();
    const solvable = draws.reduce((sum, numbers) => sum + countReachable(numbers, 100, 999, shared), 0);
    expect(((100 * solvable) / (draws.length * 900)).toFixed(4)).toBe("91.2179");
    // countReachable agrees with the full list of values on a sample of the draws.
    for (const numbers of draws.filter((_, i) => i % 1000 === 0)) {
      expect(countReachable(numbers, 100, 999), numbers.join(" ")).toBe(900 - unreachableTargets(numbers).length);
    }
  }, 120_000);
});

/** Every distinct Countdown draw: each large card (25, 50, 75, 100) at most once, each small
 *  one (1–10) at most twice, as multisets. */
function allSixCardDraws(): number[][] {
  const cards = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 25, 50, 75, 100];
  const draws: number[][] = [];
  const extend = (from: number, hand: number[]): void => {
    if (hand.length === 6) return void draws.push(hand);
    for (let i = from; i < cards.length; i++) {
      for (let copies = 1; copies <= (cards[i] <= 10 ? 2 : 1) && hand.length + copies <= 6; copies++) {
        extend(i + 1, [...hand, ...Array<number>(copies).fill(cards[i])]);
      }
    }
  };
  extend(0, []);
  return draws;
}
