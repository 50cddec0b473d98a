// The values each subset of the drawn numbers can make, for subsets given as bitmasks.
//
// V(S) holds values made from exactly the numbers in S, pruned without losing anything:
// a step whose result equals an operand (×1, ÷1, 2b − b, ...) is skipped, because that value
// is already made from fewer numbers. So every reachable value lies in V(S) for some S, and
// the first S found in order of size is a fewest-numbers solution.
//
// Small subsets are built in full; larger ones are asked "is v in V(S)?" by trying each split
// S = A ∪ B: walk the values of one side and look up the few partners that would give v.

import { type Expr, type Op } from "./expression.ts";
import { type SlotArena, ValueSet } from "./valueset.ts";

export interface Tables {
  readonly numbers: readonly number[];
  readonly full: number;
  /** Per number: the bits of every number equal to it (so 3 3 7 gives 0b011, 0b011, 0b100). */
  readonly twins: readonly number[];
  /** Where the value sets take their slots, if not each their own. */
  readonly arena?: SlotArena;
  /** Per mask: its values once built (subsets with equal numbers share one set). */
  readonly sets: (ValueSet | undefined)[];
}

interface Part {
  readonly mask: number;
  readonly value: number;
}

interface Step {
  readonly op: Op;
  readonly left: Part;
  readonly right: Part;
}

export function popcount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/** Unordered splits {A, B} of a mask; A holds the mask's lowest bit. */
const splitCache = new Map<number, readonly (readonly [number, number])[]>();
export function splits(mask: number): readonly (readonly [number, number])[] {
  let found = splitCache.get(mask);
  if (found === undefined) {
    const low = mask & -mask;
    const list: [number, number][] = [];
    for (let a = (mask - 1) & mask; a !== 0; a = (a - 1) & mask) if (a & low) list.push([a, mask ^ a]);
    splitCache.set(mask, (found = list));
  }
  return found;
}

const sizeCache = new Map<number, readonly number[]>();
/** The masks of k of n numbers, ascending. */
export function masksOfSize(n: number, k: number): readonly number[] {
  let masks = sizeCache.get(n * 8 + k);
  if (masks === undefined) {
    const list: number[] = [];
    for (let m = 1; m < 1 << n; m++) if (popcount(m) === k) list.push(m);
    sizeCache.set(n * 8 + k, (masks = list));
  }
  return masks;
}

export function newTables(numbers: readonly number[], arena?: SlotArena): Tables {
  const size = 1 << numbers.length;
  const twins = numbers.map((n) => numbers.reduce((bits, m, j) => (m === n ? bits | (1 << j) : bits), 0));
  const t: Tables = { numbers, full: size - 1, twins, arena, sets: new Array(size) };
  numbers.forEach((n, i) => {
    const leaf = (t.sets[1 << i] = new ValueSet(1));
    leaf.add(n);
  });
  return t;
}

function multisetKey(t: Tables, mask: number): string {
  return t.numbers.filter((_, i) => mask & (1 << i)).sort((a, b) => a - b).join(",");
}

/**
 * The first mask, in numeric order, with the same multiset of numbers as this one: each run
 * of equal numbers takes its lowest positions. V(S) and every question about it are the same.
 */
export function firstTwin(t: Tables, mask: number): number {
  let first = 0;
  for (let rest = mask; rest !== 0; ) {
    const group = t.twins[31 - Math.clz32(rest & -rest)]!;
    let count = popcount(mask & group);
    rest &= ~group;
    for (let g = group; count > 0; g &= g - 1, count--) first |= g & -g;
  }
  return first;
}

/**
 * Builds V(S) for every S of k numbers (k ≥ 2), once per distinct multiset of numbers.
 * `known` maps multisets to their values; share one across draws to reuse their work.
 */
export function buildLevel(t: Tables, k: number, known?: Map<string, ValueSet>): void {
  for (const mask of masksOfSize(t.numbers.length, k)) {
    const twin = firstTwin(t, mask);
    const key = known && twin === mask ? multisetKey(t, mask) : "";
    let out = twin !== mask ? t.sets[twin] : known?.get(key);
    if (out === undefined) {
      out = new ValueSet(8 ** k / 16, t.arena);
      for (const [a, b] of splits(mask)) combineInto(out, t.sets[a]!.values, t.sets[b]!.values);
      known?.set(key, out);
    }
    t.sets[mask] = out;
  }
}

/** Every pruned result of a op b and b op a for a in as, b in bs. */
function combineInto(out: ValueSet, as: readonly number[], bs: readonly number[]): void {
  for (const a of as) {
    for (const b of bs) {
      const sum = a + b;
      if (sum <= Number.MAX_SAFE_INTEGER) out.add(sum);
      if (a > b) {
        if (a - b !== b) out.add(a - b);
      } else if (b > a && b - a !== a) out.add(b - a);
      if (a !== 1 && b !== 1) {
        const product = a * b;
        if (product <= Number.MAX_SAFE_INTEGER) out.add(product);
        if (a % b === 0) {
          if (a / b !== b) out.add(a / b);
        } else if (b % a === 0 && b / a !== a) out.add(b / a);
      }
    }
  }
}

/** Whether v is in V(S) (or made from S some other legal way, which is as good). */
export function has(t: Tables, mask: number, v: number): boolean {
  const set = t.sets[mask];
  return set !== undefined ? set.has(v) : findStep(t, mask, v) !== undefined;
}

/** The last step of one way to make v from exactly the numbers in S (S has 2 or more). */
export function findStep(t: Tables, mask: number, v: number): Step | undefined {
  for (const [a, b] of splits(mask)) {
    const [walk, other] = walkSide(t, a, b);
    for (const x of t.sets[walk]!.values) {
      const rule = partnerRule(t, v, x, other);
      if (rule !== 0) return stepFrom(rule, v, { mask: walk, value: x }, other);
    }
  }
  return undefined;
}

/** Walk the built side with fewer values; look up partners on the other. */
function walkSide(t: Tables, a: number, b: number): [number, number] {
  const sa = t.sets[a];
  const sb = t.sets[b];
  if (sa === undefined && sb === undefined) throw new Error("neither side of a split is built");
  if (sa === undefined) return [b, a];
  if (sb === undefined) return [a, b];
  return sa.size <= sb.size ? [a, b] : [b, a];
}

/**
 * The ways x and a partner y can make v, numbered for the hot loop (no allocation there):
 * 1: x + y, 2: x × y, 3: x − y, 4: y − x, 5: x ÷ y, 6: y ÷ x. 0 when none works.
 */
function partnerRule(t: Tables, v: number, x: number, other: number): number {
  if (v > x && has(t, other, v - x)) return 1;
  if (v % x === 0 && has(t, other, v / x)) return 2;
  if (x > v && has(t, other, x - v)) return 3;
  if (v + x <= Number.MAX_SAFE_INTEGER && has(t, other, v + x)) return 4;
  if (x % v === 0 && has(t, other, x / v)) return 5;
  if (v * x <= Number.MAX_SAFE_INTEGER && has(t, other, v * x)) return 6;
  return 0;
}

function stepFrom(rule: number, v: number, x: Part, other: number): Step {
  const xv = x.value;
  const y = (value: number): Part => ({ mask: other, value });
  switch (rule) {
    case 1: return commutative("+", x, y(v - xv));
    case 2: return commutative("*", x, y(v / xv));
    case 3: return { op: "-", left: x, right: y(xv - v) };
    case 4: return { op: "-", left: y(v + xv), right: x };
    case 5: return { op: "/", left: x, right: y(xv / v) };
    default: return { op: "/", left: y(v * xv), right: x };
  }
}

/** Larger operand first: 100 + 3, not 3 + 100. */
function commutative(op: Op, x: Part, y: Part): Step {
  return x.value >= y.value ? { op, left: x, right: y } : { op, left: y, right: x };
}

/** One expression for v from exactly the numbers in S; v must be makeable from S. */
export function expressionFor(t: Tables, mask: number, v: number): Expr {
  if (popcount(mask) === 1) return v;
  const step = findStep(t, mask, v);
  if (step === undefined) throw new Error(`${v} is not made from subset ${mask}`);
  const { op, left, right } = step;
  return { op, left: expressionFor(t, left.mask, left.value), right: expressionFor(t, right.mask, right.value) };
}
