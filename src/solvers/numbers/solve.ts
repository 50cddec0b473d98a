// Countdown numbers: the exact target, or the closest reachable value, with a solution that
// uses the fewest numbers (so also the fewest operations: n numbers take n − 1 steps).
//
// Subsets of up to four numbers are built in full. Most targets are then found by asking the
// five- and six-number subsets about the target alone. Only when it is out of reach are the
// five-number subsets built and every last step scanned for the closest value.

import { type Expr } from "./expression.ts";
import { buildLevel, expressionFor, has, masksOfSize, newTables, popcount, splits, type Tables } from "./subsets.ts";

export interface NumbersAnswer {
  readonly best: number;
  readonly distance: number;
  readonly solution: Expr;
}

const builtInFull = 4;

export function solveNumbers(numbers: readonly number[], target: number): NumbersAnswer {
  const t = newTables(numbers);
  const n = numbers.length;
  for (let k = 2; k <= Math.min(n, builtInFull); k++) buildLevel(t, k);
  const exact = fewestNumbers(t, target);
  if (exact !== undefined) return { best: target, distance: 0, solution: expressionFor(t, exact, target) };

  for (let k = builtInFull + 1; k < n; k++) buildLevel(t, k);
  const distance = closestDistance(t, target);
  const options = [target - distance, target + distance]
    .filter((v) => v > 0)
    .map((v) => ({ v, mask: fewestNumbers(t, v) }))
    .filter((o): o is { v: number; mask: number } => o.mask !== undefined)
    .sort((a, b) => popcount(a.mask) - popcount(b.mask));
  const { v, mask } = options[0]!;
  return { best: v, distance, solution: expressionFor(t, mask, v) };
}

const orderCache = new Map<number, number[]>();
/** Every subset mask of n numbers, smallest subsets first. */
function masksBySize(n: number): number[] {
  let masks = orderCache.get(n);
  if (masks === undefined) {
    masks = [];
    for (let k = 1; k <= n; k++) masks.push(...masksOfSize(n, k));
    orderCache.set(n, masks);
  }
  return masks;
}

function fewestNumbers(t: Tables, v: number): number | undefined {
  return masksBySize(t.numbers.length).find((mask) => has(t, mask, v));
}

/** The least |v − target| over every built subset and every last step of the whole draw. */
function closestDistance(t: Tables, target: number): number {
  let best = Infinity;
  for (const set of t.sets) for (const v of set?.values ?? []) best = Math.min(best, Math.abs(v - target));
  if (t.sets[t.full] !== undefined) return best;
  const consider = (v: number): void => {
    if (v > 0 && v <= Number.MAX_SAFE_INTEGER && Math.abs(v - target) < best) best = Math.abs(v - target);
  };
  for (const [a, b] of splits(t.full)) {
    for (const x of t.sets[a]!.values) {
      for (const y of t.sets[b]!.values) {
        consider(x + y);
        consider(x > y ? x - y : y - x);
        consider(x * y);
        if (x % y === 0) consider(x / y);
        else if (y % x === 0) consider(y / x);
      }
    }
  }
  return best;
}
