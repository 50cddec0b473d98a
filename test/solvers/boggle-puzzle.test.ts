// `solve boggle`: reading the request's fields, the JSON result, and the text answer.

import { describe, expect, it } from "vitest";
import { bogglePuzzle } from "../../src/games/solve/boggle.ts";

const solve = bogglePuzzle.solve;

describe("bogglePuzzle", () => {
  it("solves a board with the list asked for, rows in the result with Qu as q", () => {
    const outcome = solve({ board: "qutz abcd efgh ijkl", dict: "scrabble" });
    expect(outcome).toEqual({
      ok: true,
      value: {
        game: "boggle",
        dict: "scrabble",
        board: ["qutz", "abcd", "efgh", "ijkl"],
        words: ["beaut", "butch", "tubae", "abut", "beau", "cube", "faut", "tuba", "tube", "but", "cub", "cut", "eau", "fab", "fae", "fie", "qua", "tub"],
        score: 21,
      },
    });
  });

  it("takes --min as text or a number, --dict by name, and the board as a list of rows", () => {
    const fromCli = solve({ board: "perslatgsineters", min: "8", dict: "british" });
    const fromJson = solve({ board: ["pers", "latg", "sine", "ters"], min: 8, dict: "british" });
    expect(fromCli).toEqual(fromJson);
    if (!fromCli.ok) throw new Error(fromCli.error);
    expect(fromCli.value.dict).toBe("british");
    expect(fromCli.value.words.every((w) => w.length >= 8)).toBe(true);
    expect(fromCli.value.words.slice(0, 3)).toEqual(["argentites", "eternalise", "plastering"]);
  });

  it("defaults the shortest word to 4 letters on 5x5 boards", () => {
    const outcome = solve({ board: "serst laten pings terse tales" });
    if (!outcome.ok) throw new Error(outcome.error);
    expect(Math.min(...outcome.value.words.map((w) => w.length))).toBe(4);
  });

  it("refuses bad requests with one line", () => {
    const errors = [
      solve({}),
      solve({ board: 42 }),
      solve({ board: "abc" }),
      solve({ board: "abcdefghijklmnop", min: "x" }),
      solve({ board: "abcdefghijklmnop", min: 1 }),
      solve({ board: "abcdefghijklmnop", dict: "klingon" }),
    ].map((o) => (o.ok ? "solved" : o.error));
    expect(errors).toEqual([
      'Missing board: give its rows, like "abcd efgh ijkl mnop".',
      "Board must be text, or a list of rows.",
      "3 tiles do not make a square board: boards are 3x3 to 6x6 (9, 16, 25 or 36 tiles).",
      "Min must be a whole number.",
      "Min must be between 2 and 30.",
      'Unknown dictionary "klingon": choose one of british, american, common, scrabble.',
    ]);
  });

  it("uses the list the games use by default, and says so", () => {
    const outcome = solve({ board: "qutz abcd efgh ijkl" });
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.value.dict).toBe("british");
    expect(outcome.value.words).not.toContain("tubae"); // a Scrabble-list word
    expect(bogglePuzzle.describe(outcome.value)).toMatch(/^british: \d+ words, \d+ points$/m);
  });

  it("describes the board, the totals and the longest words", () => {
    const outcome = solve({ board: "qutz abcd efgh ijkl", dict: "scrabble" });
    if (!outcome.ok) throw new Error(outcome.error);
    expect(bogglePuzzle.describe(outcome.value)).toBe(
      [
        "Qu U  T  Z",
        "A  B  C  D",
        "E  F  G  H",
        "I  J  K  L",
        "scrabble: 18 words, 21 points",
        " 5: beaut, butch, tubae",
        " 4: abut, beau, cube, faut, tuba, tube",
        " 3: but, cub, cut, eau, fab, fae, fie, qua, tub",
      ].join("\n"),
    );
  });
});
