// `solve --batch` against lines too long to hold and fields of the wrong type, through the
// real command in a child process.

import { spawnSync } from "node:child_process";
import { expect, it } from "vitest";

function batch(input: string) {
  const run = spawnSync(process.execPath, ["bin/lexicord.js", "solve", "--batch"], { input, encoding: "utf8", maxBuffer: 1 << 20 });
  return { code: run.status, results: run.stdout.trim().split("\n").map((l) => JSON.parse(l)) };
}

const conundrum = JSON.stringify({ game: "conundrum", letters: "tacmorich" });

it("answers a line over 1 MiB with a plain error, unread, and answers the requests after it", () => {
  const huge = `{"game": "letters", "letters": "${"a".repeat(20_000_000)}"}`;
  const { code, results } = batch([conundrum, huge, conundrum].join("\n") + "\n");
  expect(code).toBe(0);
  expect(results).toEqual([
    expect.objectContaining({ answers: ["chromatic"] }),
    { error: "Line too long (at most 1 MiB)." },
    expect.objectContaining({ answers: ["chromatic"] }),
  ]);
});

it("reads CRLF lines and a last line without a newline", () => {
  expect(batch(`${conundrum}\r\n${conundrum}`).results.map((r) => r.answers)).toEqual([["chromatic"], ["chromatic"]]);
});

it("answers fields of the wrong type plainly, never as an internal error", () => {
  const lines = [
    { game: "letters", letters: "mhircoact", dict: { toString: 1 } },
    { game: "letters", letters: { toString: 1 } },
    { game: "numbers", numbers: [1, 2], target: { toString: 1 } },
    { game: "boggle", board: { toString: 1 } },
    { game: "letterboxed", sides: "rme wcl tgk api", limit: { valueOf: 1 } },
    { game: { toString: 1 } },
  ].map((l) => JSON.stringify(l));
  const { results } = batch(lines.join("\n") + "\n");
  expect(results.map((r) => r.error)).toEqual([
    "Dict must be text: one of british, american, common, scrabble.",
    "Letters must be text.",
    'The target must be a positive whole number, not {"toString":1}.',
    "Board must be text, or a list of rows.",
    "Limit must be a whole number.",
    'Unknown game {"toString":1}: letters, numbers, conundrum, boggle, letterpress, letterboxed.',
  ]);
});
