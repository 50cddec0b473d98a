import { describe, expect, it } from "vitest";
import { numbersPuzzle } from "../../src/games/solve/numbers.ts";
import { checkEquation } from "../../src/solvers/numbers/check.ts";

describe("numbersPuzzle", () => {
  it("solves CLI fields and JSON fields alike", () => {
    const fromCli = numbersPuzzle.solve({ numbers: "25 50 75 100 3 6", target: "952" });
    const fromJson = numbersPuzzle.solve({ numbers: [25, 50, 75, 100, 3, 6], target: 952 });
    expect(fromCli).toEqual(fromJson);
    expect(fromCli).toMatchObject({
      ok: true,
      value: { game: "numbers", numbers: [25, 50, 75, 100, 3, 6], target: 952, best: 952, distance: 0 },
    });
    if (!fromCli.ok) return;
    expect(checkEquation(`${fromCli.value.solution} = 952`, [25, 50, 75, 100, 3, 6]).ok).toBe(true);
    expect(Object.keys(fromCli.value)).toEqual(["game", "numbers", "target", "best", "distance", "solution"]);
  });

  it("accepts commas, and reports the closest value when the target is out of reach", () => {
    const outcome = numbersPuzzle.solve({ numbers: "100,75, 50 25,1,1", target: "947" });
    expect(outcome).toMatchObject({ ok: true, value: { best: 949, distance: 2 } });
    if (!outcome.ok) return;
    const text = numbersPuzzle.describe(outcome.value);
    expect(text).toMatch(/^100 75 50 25 1 1 → 947: not reachable; closest is 949 \(2 away\)\n.* = 949$/);
    expect(text).not.toMatch(/[*/]/);
  });

  it("describes an exact answer with × and ÷", () => {
    const outcome = numbersPuzzle.solve({ numbers: "25 50 75 100 3 6", target: 300 });
    expect(outcome.ok && numbersPuzzle.describe(outcome.value)).toBe("25 50 75 100 3 6 → 300: exact\n100 × 3 = 300");
  });

  it.each([
    [{ numbers: "1 2 x", target: "5" }, 'Numbers must be positive whole numbers; "x" is not.'],
    [{ numbers: "1 2 0", target: "5" }, 'Numbers must be positive whole numbers; "0" is not.'],
    [{ numbers: [1, 2.5], target: 5 }, "Numbers must be positive whole numbers; 2.5 is not."],
    [{ numbers: "1 2 3 4 5 6 7", target: "5" }, "Too many numbers (7): at most 6."],
    [{ numbers: "", target: "5" }, "Give 1 to 6 numbers, e.g. 25 50 75 100 3 6."],
    [{ target: "5" }, "Give 1 to 6 numbers, e.g. 25 50 75 100 3 6."],
    [{ numbers: "1 2" }, "Missing target: the number to reach, e.g. 952."],
    [{ numbers: "1 2", target: "0" }, 'The target must be a positive whole number, not "0".'],
    [{ numbers: "1 2", target: -4 }, "The target must be a positive whole number, not -4."],
    [{ numbers: "1 2", target: "ten" }, 'The target must be a positive whole number, not "ten".'],
  ])("refuses %j in one line", (fields, error) => {
    expect(numbersPuzzle.solve(fields)).toEqual({ ok: false, error });
  });
});
