import { describe, expect, it } from "vitest";
import { seededRandom, shuffled } from "../../src/solvers/random.ts";

const take = (seed: number, count: number): number[] => {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => random.next());
};

describe("seededRandom", () => {
  it("is mulberry32: pinned first outputs for seed 1", () => {
    expect(take(1, 3).map((x) => Math.round(x * 2 ** 32))).toEqual([2693262067, 11749833, 2265367787]);
  });

  it("replays the same sequence from the same seed, and another from another", () => {
    expect(take(42, 100)).toEqual(take(42, 100));
    expect(take(42, 100)).not.toEqual(take(43, 100));
    expect(take(0, 5)).not.toEqual(take(2 ** 32 - 1, 5));
  });

  it("returns floats in [0, 1)", () => {
    const xs = take(7, 100_000);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    expect(Math.max(...xs)).toBeGreaterThan(0.9999);
  });

  it("deals whole numbers 0..n-1, each about equally often", () => {
    const random = seededRandom(2024);
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 100_000; i++) counts[random.int(10)]!++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
    expect(seededRandom(5).int(1)).toBe(0);
  });

  it("refuses a range that is not a positive whole number", () => {
    const random = seededRandom(1);
    for (const n of [0, -3, 2.5, NaN]) expect(() => random.int(n)).toThrow(RangeError);
  });
});

describe("shuffled", () => {
  it("is Fisher–Yates from the last place down: pinned for seed 1, since every deal shuffles through it", () => {
    expect(shuffled([..."abcdefghij"], seededRandom(1)).join("")).toBe("hidcbfjeag");
  });

  it("returns a new array holding the same items, leaving the original alone", () => {
    const items = Object.freeze([1, 2, 2, 3, 4, 5]);
    const deck = shuffled(items, seededRandom(9));
    expect(deck).not.toBe(items);
    expect([...deck].sort()).toEqual([...items]);
    expect(shuffled([], seededRandom(9))).toEqual([]);
  });

  it("puts each item first about equally often", () => {
    const random = seededRandom(2024);
    const counts = new Array<number>(5).fill(0);
    for (let i = 0; i < 50_000; i++) counts[shuffled([0, 1, 2, 3, 4], random)[0]!]!++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
  });
});
