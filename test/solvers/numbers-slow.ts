// The obviously-right reference for the numbers solver, with no pruning and no cleverness:
// an expression over exactly the numbers in a subset S splits S into a left part and a right
// part (in either order), so its values are every legal result of a left value with a right
// value. Every reachable value is made by some subset; the fewest numbers is the smallest one.

function results(a: number, b: number): number[] {
  const all = [a + b, a - b, a * b, a % b === 0 ? a / b : 0];
  return all.filter((r) => r > 0 && Number.isSafeInteger(r));
}

/** Values made from exactly the numbers at the mask's bits, for every mask. */
function exactValues(numbers: readonly number[]): Set<number>[] {
  const values: Set<number>[] = [];
  for (let mask = 1; mask < 1 << numbers.length; mask++) {
    const here = new Set<number>();
    const single = numbers.findIndex((_, i) => mask === 1 << i);
    if (single >= 0) here.add(numbers[single]!);
    for (let left = (mask - 1) & mask; left !== 0; left = (left - 1) & mask) {
      for (const a of values[left]!) for (const b of values[mask ^ left]!) for (const r of results(a, b)) here.add(r);
    }
    values[mask] = here;
  }
  return values;
}

function bits(mask: number): number {
  return mask === 0 ? 0 : (mask & 1) + bits(mask >>> 1);
}

/** Every reachable value, mapped to the fewest drawn numbers that make it. */
export function slowReach(numbers: readonly number[]): Map<number, number> {
  const fewest = new Map<number, number>();
  exactValues(numbers).forEach((set, mask) => {
    for (const v of set) fewest.set(v, Math.min(bits(mask), fewest.get(v) ?? Infinity));
  });
  return fewest;
}

/** The least distance from the target to any reachable value. */
export function slowDistance(reach: ReadonlyMap<number, number>, target: number): number {
  let best = Infinity;
  for (const v of reach.keys()) best = Math.min(best, Math.abs(v - target));
  return best;
}
