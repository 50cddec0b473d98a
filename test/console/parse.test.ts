// Reading typed lines: commands with positional and name:value options, quotes, chat.

import { describe, expect, it } from "vitest";
import { parseLine } from "../../src/console/parse.ts";

const command = (line: string) => {
  const parsed = parseLine(line);
  if (parsed.kind !== "command") throw new Error(`not a command: ${JSON.stringify(parsed)}`);
  return parsed.command;
};

describe("parseLine", () => {
  it("reads options as name:value, quoted values with spaces, and the rest as typed", () => {
    expect(command('/solve numbers numbers:"25 50 75 100 3 6" target:952')).toEqual({
      name: "solve",
      args: ["numbers"],
      options: { numbers: "25 50 75 100 3 6", target: "952" },
      rest: 'numbers numbers:"25 50 75 100 3 6" target:952',
    });
    expect(command("/LETTERS Picks:cvccvcvcc   duration:20")).toMatchObject({ name: "letters", args: [], options: { picks: "cvccvcvcc", duration: "20" } });
  });

  it("runs a value on to the next name, as a Discord option does", () => {
    expect(command("/solve numbers numbers:25 50 75 100 3 6 target:952")).toMatchObject({
      args: ["numbers"],
      options: { numbers: "25 50 75 100 3 6", target: "952" },
    });
    expect(command("/solve letterboxed sides:rme wcl tgk api").options).toEqual({ sides: "rme wcl tgk api" });
    expect(command("/leaderboard letters period:week").args).toEqual(["letters"]);
  });

  it("keeps colons inside quotes, after quotes, and in non-names as plain text", () => {
    expect(command(`/guess "a:b" 12:30 'it''s' “curly quotes” x:"say \\"hi\\""`)).toMatchObject({
      args: ["a:b", "12:30", "its", "curly quotes"],
      options: { x: 'say "hi"' },
    });
    expect(command("/guess (25 + 50) * 4 = 300").rest).toBe("(25 + 50) * 4 = 300");
  });

  it("refuses unclosed quotes, repeated options and non-commands with one line", () => {
    expect(parseLine('/solve letters letters:"abc')).toEqual({ kind: "error", error: 'A quote is not closed: add " at the end.' });
    expect(parseLine("/leaderboard page:1 PAGE:2")).toEqual({ kind: "error", error: "The option PAGE is given twice." });
    expect(parseLine("/ letters")).toMatchObject({ kind: "error" });
    expect(parseLine("/🙂")).toEqual({ kind: "error", error: '"/🙂" is not a command. Type /help for the list.' });
  });

  it("reads everything else as chat, and blank lines as empty", () => {
    expect(parseLine("  chromatic  ")).toEqual({ kind: "chat", text: "chromatic" });
    expect(parseLine("🙂 nice")).toEqual({ kind: "chat", text: "🙂 nice" });
    expect(parseLine(" \t ")).toEqual({ kind: "empty" });
  });
});
