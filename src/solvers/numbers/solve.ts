// Countdown numbers: the exact target, or the closest reachable value, with a solution that
// uses the fewest numbers (so also the fewest operations: n numbers take n − 1 steps).
//
// Subsets of up to four numbers are built in full, a size at a time, stopping at the first size
// that makes the target. Most other targets are found by asking the five- and six-number
// subsets about the target alone. Only when it is out of reach are the
// five-number subsets built and every last step scanned for the closest value.

import { type Expr } from "./expression.ts";
import { buildLevel, expressionFor, firstTwin, has, masksOfSize, newTables, popcount, splits, type Tables } from "./subsets.ts";
import { SlotArena } from "./valueset.ts";

export interface NumbersAnswer {
  readonly best: number;
  readonly distance: number;
  readonly solution: Expr;
}

const builtInFull = 4;
/** Slot space reused by every solve (each solve drops the last one's sets first). */
const scratch = new SlotArena();

/** numbers: 1 to 6 positive whole numbers; target: a positive whole number. */
export function solveNumbers(numbers: readonly number[], target: number): NumbersAnswer {
  const wholes = [...numbers, target].every((x) => Number.isSafeInteger(x) && x > 0);
  if (numbers.length < 1 || numbers.length > 6 || !wholes) throw new RangeError("1 to 6 positive whole numbers");
  scratch.reset();
  const t = newTables(numbers, scratch);
  const n = numbers.length;
  for (let k = 1; k <= n; k++) {
    if (k >= 2 && k <= builtInFull) buildLevel(t, k);
    const exact = firstOfSize(t, k, target);
    if (exact !== undefined) return { best: target, distance: 0, solution: expressionFor(t, exact, target) };
  }

  for (let k = builtInFull + 1; k < n; k++) buildLevel(t, k);
  const distance = closestDistance(t, target);
  const { value, mask } = fewestAtDistance(t, target, distance);
  return { best: value, distance, solution: expressionFor(t, mask, value) };
}

/** The first subset of k numbers that makes v. A subset whose first twin came before it
 * (same numbers, other positions) is skipped: it makes just what that twin makes. */
function firstOfSize(t: Tables, k: number, v: number): number | undefined {
  return masksOfSize(t.numbers.length, k).find((mask) => firstTwin(t, mask) === mask && has(t, mask, v));
}

/** The first subset, smallest first, that makes v. */
function fewestNumbers(t: Tables, v: number): number | undefined {
  for (let k = 1; k <= t.numbers.length; k++) {
    const mask = firstOfSize(t, k, v);
    if (mask !== undefined) return mask;
  }
  return undefined;
}

/** Of the values that far below and above the target, the one made from fewer numbers. */
function fewestAtDistance(t: Tables, target: number, distance: number): { value: number; mask: number } {
  let best = { value: 0, mask: 0, size: Infinity };
  for (const value of [target - distance, target + distance]) {
    if (value < 1 || value > Number.MAX_SAFE_INTEGER) continue;
    const mask = fewestNumbers(t, value);
    if (mask !== undefined && popcount(mask) < best.size) best = { value, mask, size: popcount(mask) };
  }
  return best;
}

/** The least |v − target| over every built subset and every last step of the whole draw.
 * Nothing makes the target itself, so 1 away is as close as it gets: stop there. */
function closestDistance(t: Tables, target: number): number {
  let best = Infinity;
  for (const set of t.sets) for (const v of set?.values ?? []) best = Math.min(best, Math.abs(v - target));
  if (best === 1 || t.sets[t.full] !== undefined) return best;
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
    if (best === 1) break;
  }
  return best;
}
