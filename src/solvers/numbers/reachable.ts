// Which values a draw can make at all: for "which targets are possible" and for the share of
// solvable Countdown (draw, target) pairs.

import { buildLevel, newTables, splits } from "./subsets.ts";
import { type ValueSet } from "./valueset.ts";

/** Every value some subset of the numbers makes, ascending. */
export function reachableValues(numbers: readonly number[]): number[] {
  const t = newTables(numbers);
  for (let k = 2; k <= numbers.length; k++) buildLevel(t, k);
  const all = new Set<number>();
  for (const set of t.sets) for (const v of set?.values ?? []) all.add(v);
  return [...all].sort((a, b) => a - b);
}

/**
 * How many of the targets lo..hi the numbers can make. The last step over all the numbers is
 * scanned rather than stored, and stops once every target is hit. `shared` keeps the values
 * of subsets of up to four numbers between calls, for counting over many draws.
 */
export function countReachable(
  numbers: readonly number[],
  lo: number,
  hi: number,
  shared = new Map<string, ValueSet>(),
): number {
  const t = newTables(numbers);
  const n = numbers.length;
  for (let k = 2; k < n; k++) buildLevel(t, k, k <= 4 ? shared : undefined);
  const hit = new Uint8Array(hi - lo + 1);
  let count = 0;
  const mark = (v: number): void => {
    if (v >= lo && v <= hi && hit[v - lo] === 0) {
      hit[v - lo] = 1;
      count++;
    }
  };
  for (const set of t.sets) for (const v of set?.values ?? []) mark(v);
  if (n === 1) return count;
  for (const [a, b] of splits(t.full)) {
    for (const x of t.sets[a]!.values) {
      for (const y of t.sets[b]!.values) {
        mark(x + y);
        mark(x > y ? x - y : y - x);
        mark(x * y);
        if (x % y === 0) mark(x / y);
        else if (y % x === 0) mark(y / x);
      }
    }
    if (count === hi - lo + 1) break;
  }
  return count;
}
