import { describe, expect, it } from "vitest";
import { SlotArena, ValueSet } from "../../src/solvers/numbers/valueset.ts";
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

  it("sets sharing an arena keep apart, past its end, and start empty after a reset", () => {
    const arena = new SlotArena();
    const random = seededRandom(6);
    for (let round = 0; round < 3; round++) {
      arena.reset();
      const pairs = Array.from({ length: 40 }, () => [new ValueSet(1 + random.int(2000), arena), new Set<number>()] as const);
      for (let i = 0; i < 20_000; i++) {
        const [ours, theirs] = pairs[random.int(pairs.length)]!;
        const v = 1 + random.int(3000);
        expect(ours.has(v)).toBe(theirs.has(v));
        ours.add(v);
        theirs.add(v);
      }
      for (const [ours, theirs] of pairs) expect(ours.values).toEqual([...theirs]);
    }
  });
});
