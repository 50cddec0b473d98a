// `solve letterboxed`: reading the request's fields, the JSON result, and the text answer.

import { describe, expect, it } from "vitest";
import { letterBoxedPuzzle } from "../../src/games/solve/letterboxed.ts";

const solve = letterBoxedPuzzle.solve;

describe("letterBoxedPuzzle", () => {
  it("solves a box with the list asked for", () => {
    const outcome = solve({ sides: "RME WCL TGK API", dict: "scrabble" });
    if (!outcome.ok) throw new Error(outcome.error);
    const { words, ...rest } = outcome.value;
    expect(words.length).toBe(1019);
    expect(words).toEqual([...words].sort());
    expect(rest).toEqual({
      game: "letterboxed",
      dict: "scrabble",
      sides: ["rme", "wcl", "tgk", "api"],
      par: 2,
      solutions: [
        ["crampet", "twiglike"],
        ["marketplace", "earwig"],
        ["pragmatic", "cakewalk"],
        ["wigwam", "marketplace"],
        ["pragmatical", "latewake"],
        ["pragmatical", "likewake"],
        ["pragmatical", "likewalk"],
      ],
      solutionCount: 7,
    });
  });

  it("takes --limit as text or a number, --dict by name, and the sides as a list", () => {
    const fromCli = solve({ sides: "rme wcl tgk api", limit: "2", dict: "american" });
    const fromJson = solve({ sides: ["rme", "wcl", "tgk", "api"], limit: 2, dict: "american" });
    expect(fromCli).toEqual(fromJson);
    if (!fromCli.ok) throw new Error(fromCli.error);
    expect(fromCli.value.dict).toBe("american");
    expect(fromCli.value.solutions.length).toBeLessThanOrEqual(2);
  });

  it("uses the list the games use by default, and says so", () => {
    const outcome = solve({ sides: "RME WCL TGK API" });
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.value.dict).toBe("british");
    expect(outcome.value.words).not.toContain("likewake"); // a Scrabble-list word
    expect(letterBoxedPuzzle.describe(outcome.value)).toMatch(/^RME WCL TGK API \(british\): \d+ words, par \d+/);
  });

  it("refuses bad requests with one line", () => {
    const errors = [
      solve({}),
      solve({ sides: ["rme", 3] }),
      solve({ sides: "rme wcl tgk" }),
      solve({ sides: "rme wcl tgk api", limit: "-1" }),
      solve({ sides: "rme wcl tgk api", limit: "1.5" }),
      solve({ sides: "rme wcl tgk api", limit: 1e6 }),
      solve({ sides: "rme wcl tgk api", dict: "ENABLE" }),
    ].map((o) => (o.ok ? "solved" : o.error));
    expect(errors).toEqual([
      'Missing sides: give four sides of three letters, like "rme wcl tgk api".',
      "Sides must be text, or a list of sides.",
      'Cannot read "rme wcl tgk": a box is four sides of three letters, like "rme wcl tgk api".',
      "Limit must be between 0 and 100000.",
      "Limit must be a whole number.",
      "Limit must be between 0 and 100000.",
      'Unknown dictionary "ENABLE": choose one of british, american, common, scrabble.',
    ]);
  });

  it("describes the par and the first solutions", () => {
    const outcome = solve({ sides: "rme wcl tgk api", limit: "3", dict: "scrabble" });
    if (!outcome.ok) throw new Error(outcome.error);
    expect(letterBoxedPuzzle.describe(outcome.value)).toBe(
      [
        "RME WCL TGK API (scrabble): 1019 words, par 2, 7 solutions",
        "  CRAMPET – TWIGLIKE",
        "  MARKETPLACE – EARWIG",
        "  PRAGMATIC – CAKEWALK",
        "  … and 4 more",
      ].join("\n"),
    );
    const none = solve({ sides: "xqz jvw bcd fgh" });
    if (!none.ok) throw new Error(none.error);
    expect(letterBoxedPuzzle.describe(none.value)).toBe("XQZ JVW BCD FGH (british): 0 words; no solution in 5 words or fewer.");
  });
});
