// The `lexicord solve` contract, through the real command in a child process.

import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

function lexicord(args: string[], input?: string) {
  const run = spawnSync(process.execPath, ["bin/lexicord.js", ...args], { input, encoding: "utf8" });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

describe("lexicord solve", () => {
  it("prints the best letters words grouped by length", () => {
    const { code, out } = lexicord(["solve", "letters", "MHIRCOACT"]);
    expect(code).toBe(0);
    expect(out).toMatch(/^MHIRCOACT \(british\): \d+ words\n 9: chromatic\n 8: achromic, thoracic, trochaic\n/);
  });

  it("names the word lists it takes in its help, as its refusal does", () => {
    expect(lexicord(["solve", "--help"]).out).toContain("--dict NAME: british, american, common, scrabble (default british).\n");
    expect(lexicord(["solve", "letters", "abc", "--dict", "klingon"]).err).toBe(
      'lexicord solve letters: Unknown dictionary "klingon": choose one of british, american, common, scrabble.\n',
    );
  });

  it("prints one JSON object with --json, spaces and case ignored", () => {
    const { code, out } = lexicord(["solve", "letters", "mhi RCO act", "--json"]);
    expect(code).toBe(0);
    const result = JSON.parse(out);
    expect(result).toMatchObject({ game: "letters", dict: "british", letters: "mhircoact" });
    expect(result.words[0]).toBe("chromatic");
    const lengths = result.words.map((w: string) => w.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => b - a));
  });

  it("answers every word game with the list the games use by default (british), and says which", () => {
    expect(JSON.parse(lexicord(["solve", "conundrum", "tacmorich", "--json"]).out)).toEqual({
      game: "conundrum", dict: "british", letters: "tacmorich", answers: ["chromatic"],
    });
    const lp = JSON.parse(lexicord(["solve", "letterpress", "phosphatidylethanolamines", "--json"]).out);
    expect(lp.dict).toBe("british");
    expect(lp.words).not.toContain("phosphatidylethanolamines"); // a Scrabble-list word
    expect(lexicord(["solve", "letterpress", "phosphatidylethanolamines", "--dict", "scrabble", "--json"]).out).toContain('"phosphatidylethanolamines"');
    expect(lexicord(["solve", "conundrum", "tacmorich"]).out).toBe("TACMORICH (british) → CHROMATIC\n");
    expect(lexicord(["solve", "boggle", "abcd/efgh/ijkl/mnop"]).out).toMatch(/^british: \d+ words/m);
    expect(lexicord(["solve", "letterboxed", "rme wcl tgk api"]).out).toMatch(/^RME WCL TGK API \(british\)/);
  });

  it("solves numbers: human, JSON, and a batch line", () => {
    const human = lexicord(["solve", "numbers", "25", "50", "75", "100", "3", "6", "--target", "952"]);
    expect(human.code).toBe(0);
    expect(human.out).toMatch(/952/);
    const json = JSON.parse(lexicord(["solve", "numbers", "25 50 75 100 3 6", "--target", "952", "--json"]).out);
    expect(json).toMatchObject({ game: "numbers", numbers: [25, 50, 75, 100, 3, 6], target: 952, best: 952, distance: 0 });
    expect(typeof json.solution).toBe("string");
    const batch = lexicord(["solve", "--batch"], JSON.stringify({ game: "numbers", numbers: [100, 75, 50, 25, 1, 1], target: 947 }) + "\n");
    expect(JSON.parse(batch.out)).toMatchObject({ best: 949, distance: 2 });
  });

  it("solves Boggle and Letter Boxed boards in the JSON shapes of the contract", () => {
    const boggle = JSON.parse(lexicord(["solve", "boggle", "abcd/efgh/ijkl/mnop", "--json"]).out);
    expect(boggle).toMatchObject({ game: "boggle", dict: "british", board: ["abcd", "efgh", "ijkl", "mnop"] });
    expect(boggle.words).toContain("knife");
    expect(boggle.score).toBeGreaterThan(0);
    const box = JSON.parse(lexicord(["solve", "letterboxed", "rme wcl tgk api", "--limit", "3", "--json"]).out);
    expect(box).toMatchObject({ game: "letterboxed", dict: "british", sides: ["rme", "wcl", "tgk", "api"], par: 2 });
    expect(box.solutions).toHaveLength(3);
    expect(box.solutionCount).toBeGreaterThanOrEqual(3);
  });

  it.each([
    [["solve", "boggle", "abc de"], /3x3 to 6x6/],
    [["solve", "numbers", "1", "2", "x", "--target", "5"], /positive whole numbers/],
    [["solve", "numbers", "1", "2", "3", "4", "5", "6", "7", "--target", "5"], /Too many numbers/],
    [["solve", "numbers", "1", "2"], /Missing target/],
    [["solve", "numbers", "1", "2", "--target", "0"], /target/],
    [["solve", "letters", "abc1"], /"1" is not a letter/],
    [["solve", "conundrum", "abcdefgh"], /has 9 letters; got 8/],
    [["solve", "letterpress", "abc"], /has 25 letters; got 3/],
    [["solve", "letters", "abc", "--dict", "klingon"], /Unknown dictionary "klingon"/],
    [["solve", "letters", "abc", "--frobnicate"], /Unknown option '--frobnicate'/],
    [["solve", "chess", "e4"], /Unknown game "chess"/],
    [["solve", "letters"], /Missing letters/],
  ])("refuses %j with one line and a non-zero exit", (args, message) => {
    const { code, out, err } = lexicord(args);
    expect(code).not.toBe(0);
    expect(out).toBe("");
    expect(err).toMatch(message);
    expect(err.trim().split("\n")).toHaveLength(1);
  });

  it("solves a batch, one result a line, in order, bad lines included", () => {
    const lines = [
      { game: "letters", letters: "mhircoact", dict: "american" },
      "this is not json",
      { game: "conundrum", letters: "ab" },
      { game: "nope" },
      { game: "conundrum", letters: "mhircoact" },
    ].map((l) => (typeof l === "string" ? l : JSON.stringify(l)));
    const { code, out } = lexicord(["solve", "--batch"], lines.join("\n") + "\n");
    expect(code).toBe(0);
    const results = out.trim().split("\n").map((l) => JSON.parse(l));
    expect(results).toHaveLength(5);
    expect(results[0]).toMatchObject({ game: "letters", dict: "american" });
    expect(results[1]).toEqual({ error: "Not valid JSON." });
    expect(results[2].error).toMatch(/9 letters/);
    expect(results[3].error).toMatch(/^Unknown game "nope": letters, /);
    expect(results[4].answers).toEqual(["chromatic"]);
  });

  it("under --json, refuses with one JSON object on stdout, whatever went wrong", () => {
    const refusals: [string[], string, number][] = [
      [["solve", "chess", "--json"], 'Unknown game "chess": letters, numbers, conundrum, boggle, letterpress, letterboxed.', 2],
      [["solve", "letters", "abc", "--json", "--frobnicate"], "Unknown option '--frobnicate'.", 2],
      [["solve", "numbers", "1", "2", "--json"], "Missing target: the number to reach, e.g. 952.", 1],
      [["solve", "numbers", "1", "2", "--target", "-5", "--json"], 'The target must be a positive whole number, not "-5".', 1],
    ];
    for (const [args, error, exit] of refusals) {
      const { code, out, err } = lexicord(args);
      expect({ code, err }).toEqual({ code: exit, err: "" });
      expect(JSON.parse(out)).toEqual({ error });
    }
  });

  it("names a batch request's JSON keys in its errors, never the command line's flags, and says a huge number is too big", () => {
    const lines = [
      { game: "numbers", numbers: [25, 50, 75, 100, 3, 6] },
      { game: "numbers", target: 952 },
      '{"game": "numbers", "numbers": [25, 50, 75, 100, 3, 6], "target": 1e400}',
      '{"game": "letterboxed", "sides": "rme wcl tgk api", "limit": 1e400}',
      { game: "boggle", board: "abcd efgh ijkl mnop", min: -3 },
    ].map((l) => (typeof l === "string" ? l : JSON.stringify(l)));
    const errors = lexicord(["solve", "--batch"], lines.join("\n") + "\n").out.trim().split("\n").map((l) => JSON.parse(l).error);
    expect(errors).toEqual([
      "Missing target: the number to reach, e.g. 952.",
      "Give 1 to 6 numbers, e.g. 25 50 75 100 3 6.",
      "The target must be a positive whole number, not a number too big to hold.",
      "Limit must be between 0 and 100000.",
      "Min must be between 2 and 30.",
    ]);
  });

  it("prints exactly the contract's JSON fields, words longest first then alphabetical", () => {
    const json = (...args: string[]) => JSON.parse(lexicord(["solve", ...args, "--json"]).out);
    const byLengthThenAz = (words: string[]) => [...words].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
    const letters = json("letters", "MHIRCOACT");
    expect(Object.keys(letters)).toEqual(["game", "dict", "letters", "words"]);
    expect(letters.words).toEqual(byLengthThenAz(letters.words));
    expect(Object.keys(json("conundrum", "mhircoact"))).toEqual(["game", "dict", "letters", "answers"]);
    expect(Object.keys(json("numbers", "25", "50", "75", "100", "3", "6", "--target", "952"))).toEqual([
      "game", "numbers", "target", "best", "distance", "solution",
    ]);
    const boggle = json("boggle", "QUtzy abcd efgh ijkl");
    expect(Object.keys(boggle)).toEqual(["game", "dict", "board", "words", "score"]);
    expect(boggle).toMatchObject({ dict: "british", board: ["qtzy", "abcd", "efgh", "ijkl"] }); // the Qu tile as "q"
    expect(boggle.words).toContain("qua"); // Qu spells "qu"
    expect(boggle.words).toEqual(byLengthThenAz(boggle.words));
    const box = json("letterboxed", "RME-WCL-TGK-API");
    expect(Object.keys(box)).toEqual(["game", "dict", "sides", "words", "par", "solutions", "solutionCount"]);
    expect(box.solutions.length).toBe(box.solutionCount); // under the default limit of 1000
  });

  it.each([
    [["solve", "letters", "😀abc"], /"😀" is not a letter/],
    [["solve", "letters", "a".repeat(100_000)], /Too many letters \(100000\)/],
    [["solve", "conundrum", "mhircoac😀"], /"😀" is not a letter/],
    [["solve", "numbers", "1", "2", "--target", "1e9"], /target must be a positive whole number/],
    [["solve", "numbers", "1.5", "2", "--target", "9"], /"1.5" is not/],
    [["solve", "numbers", "1", "2", "--target", "99999999999999999999"], /target must be a positive whole number/],
    [["solve", "boggle", "abcd efgh ijkl mnop", "--min", "99"], /Min must be between/],
    [["solve", "letterboxed", "rme wcl tgk api", "--limit=-1"], /Limit must be between 0 and 100000/],
    [["solve", "letterboxed", "rme wcl tgk api", "--limit", "1.5"], /Limit must be a whole number/],
    [["solve", "letterboxed", "rme wcl tgk apr"], /"r" appears twice/],
    [["solve", "letterboxed", "rme wcl tgk api", "--limit", "-1"], /^lexicord solve letterboxed: Limit must be between 0 and 100000\.$/m],
    [["solve", "numbers", "1", "2", "--target", "-5"], /^lexicord solve numbers: The target must be a positive whole number, not "-5"\.$/m],
    [["solve", "boggle", "😀bcd efgh ijkl mnop"], /"😀" is not a letter/],
    [["solve", "letterboxed", "ab ".repeat(40_000)], /Cannot read "ab ab ab ab ab ab ab ab …"/],
    [["solve", "numbers", "1", "2", "--target", "9x".repeat(50_000)], /not "9x9x9x9x9x9x9x9x9x9x9x9x…"/],
    [["solve", "numbers", "3", "x".repeat(100_000), "--target", "9"], /"xxxxxxxxxxxxxxxxxxxxxxxx…" is not/],
  ])("refuses hostile input %# in one short line, with a non-zero exit", (args, message) => {
    const { code, out, err } = lexicord(args);
    expect(code).not.toBe(0);
    expect(out).toBe("");
    expect(err).toMatch(message);
    expect(err.trim().split("\n")).toHaveLength(1);
    expect(err.length).toBeLessThan(300);
  });

  it("stops quietly when the reader closes the pipe early", () => {
    const run = spawnSync("sh", ["-c", `"${process.execPath}" bin/lexicord.js solve letterpress phosphatidylethanolamines --json | head -c 100`], { encoding: "utf8" });
    expect(run.stdout).toHaveLength(100);
    expect(run.stderr).toBe("");
  });

  it("answers a blank batch line with an error line, so results stay aligned, and reads game names in any case", () => {
    const lines = [JSON.stringify({ game: "Letters", letters: "mhircoact" }), "", JSON.stringify({ game: "CONUNDRUM", letters: "tacmorich" })];
    const results = lexicord(["solve", "--batch"], lines.join("\n") + "\n").out.trim().split("\n").map((l) => JSON.parse(l));
    expect(results.map((r) => r.error ?? r.game)).toEqual(["letters", "Empty line.", "conundrum"]);
  });

  it("reads leading zeros as the number (007 is 7)", () => {
    const json = JSON.parse(lexicord(["solve", "numbers", "007", "3", "--target", "21", "--json"]).out);
    expect(json).toMatchObject({ numbers: [7, 3], best: 21, distance: 0, solution: "7 * 3" });
  });

  it("keeps going through a batch of hostile lines, one answer each, in order", () => {
    const lines = [
      JSON.stringify({ game: "letters", letters: "a".repeat(100_000) }),
      "x".repeat(100_000),
      "[1, 2, 3]",
      "null",
      JSON.stringify({ game: "numbers", numbers: [1.5, 2], target: 3 }),
      JSON.stringify({ game: "numbers", numbers: [25, 50, 75, 100, 3, 6], target: 952 }),
      JSON.stringify({ game: "letters", letters: ["a", "b"] }),
      JSON.stringify({ game: "letters", letters: "abc", dict: "__proto__" }),
      JSON.stringify({ game: "boggle", board: ["abcd", "efgh", "ijkl", "mnop"] }),
      JSON.stringify({ game: "letterboxed", sides: ["rme", "wcl", "tgk", "api"], limit: -1 }),
      JSON.stringify({ game: "letterboxed", sides: "rme wcl tgk api", limit: 2 }),
      JSON.stringify({ game: "conundrum", letters: "😀" }),
    ];
    const { code, out } = lexicord(["solve", "--batch"], lines.join("\n") + "\n");
    expect(code).toBe(0);
    const results = out.trim().split("\n").map((l) => JSON.parse(l));
    expect(results).toHaveLength(lines.length);
    const errors = results.map((r) => (typeof r.error === "string" ? "error" : r.game));
    expect(errors).toEqual([
      "error", "error", "error", "error", "error", "numbers", "error", "error", "boggle", "error", "letterboxed", "error",
    ]);
    expect(results[0].error).toMatch(/Too many letters/);
    expect(results[5]).toMatchObject({ best: 952, distance: 0 });
    expect(results[8]).toMatchObject({ dict: "british", board: ["abcd", "efgh", "ijkl", "mnop"], score: 18 });
    expect(results[10]).toMatchObject({ dict: "british", par: 2, solutionCount: 3 });
    expect(results[10].solutions).toHaveLength(2);
    for (const r of results) if (r.error) expect(r.error).toMatch(/^(?![a-z])[^\n]+$/); // one line, a sentence
  });
});

describe("lexicord itself", () => {
  it("prints its version", () => {
    const { code, out } = lexicord(["--version"]);
    expect(code).toBe(0);
    expect(out).toMatch(/^lexicord \d+\.\d+\.\d+\n$/);
  });

  it("echoes an unknown command or game cut short", () => {
    const { code, err } = lexicord(["x".repeat(100_000)]);
    expect(code).toBe(2);
    expect(err).toBe(`lexicord: Unknown command "${"x".repeat(39)}…". Try: lexicord help\n`);
    for (const command of ["solve", "deal"]) {
      expect(lexicord([command, "y".repeat(100_000)]).err).toMatch(new RegExp(`^lexicord ${command}: Unknown game "${"y".repeat(39)}…": letters, `));
    }
  });
});
