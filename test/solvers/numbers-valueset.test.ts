import { describe, expect, it } from "vitest";
import { ValueSet } from "../../src/solvers/numbers/valueset.ts";
import { seededRandom } from "../../src/solvers/random.ts";

describe("ValueSet", () => {
  it("agrees with Set<number> through growth, on small and huge values", () => {
    const random = seededRandom(5);
    const ours = new ValueSet();
    const theirs = new Set<number>();
    for (let i = 0; i < 20_000; i++) {
      const v = random.int(3) === 0 ? 1 + random.int(2 ** 52) : 1 + random.int(5000);
      ours.add(v);
      theirs.add(v);
      const probe = 1 + random.int(6000);
      expect(ours.has(probe)).toBe(theirs.has(probe));
    }
    expect(ours.values).toEqual([...theirs]);
    expect(ours.size).toBe(theirs.size);
    for (const v of theirs) expect(ours.has(v)).toBe(true);
    expect(ours.has(Number.MAX_SAFE_INTEGER)).toBe(theirs.has(Number.MAX_SAFE_INTEGER));
  });
});
