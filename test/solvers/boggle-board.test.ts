// Reading boards as players type them, writing them back, and the score table.

import { describe, expect, it } from "vitest";
import { boggleRows, parseBoggleBoard, type BoggleBoard } from "../../src/solvers/boggle/board.ts";
import { scoreBoggleWord } from "../../src/solvers/boggle/score.ts";

function parsed(text: string): BoggleBoard {
  const result = parseBoggleBoard(text);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

function errorOf(text: string): string {
  const result = parseBoggleBoard(text);
  if (result.ok) throw new Error(`"${text}" parsed`);
  return result.error;
}

describe("parseBoggleBoard", () => {
  it("reads rows split by spaces, slashes or new lines, and one run of letters, alike", () => {
    const rows = ["abcd", "efgh", "ijkl", "mnop"];
    for (const text of ["abcd efgh ijkl mnop", "abcd/efgh/ijkl/mnop", "abcd\nefgh\nijkl\nmnop", "ABCDEFGHIJKLMNOP", "  abcd / efgh/ijkl  mnop \n"]) {
      const board = parsed(text);
      expect(board.size, text).toBe(4);
      expect(boggleRows(board), text).toEqual(rows);
    }
  });

  it("reads every size from 3x3 to 6x6", () => {
    expect(parsed("abc def ghi").size).toBe(3);
    expect(parsed("e".repeat(25)).size).toBe(5);
    expect(parsed("abcdef ".repeat(6)).size).toBe(6);
  });

  it("reads qu or q as the Qu tile, written back as q", () => {
    for (const text of ["qutzy abcd efgh ijkl", "qtzy abcd efgh ijkl", "qutzyabcdefghijkl", "qtzyabcdefghijkl", "QUtzy/abcd/efgh/ijkl"]) {
      expect(boggleRows(parsed(text)), text).toEqual(["qtzy", "abcd", "efgh", "ijkl"]);
    }
  });

  it("reads a Qu tile then a U tile when the row or run only fits that way", () => {
    expect(parsed("quit abcd efgh ijkl").tiles.slice(0, 4)).toEqual(["q", "u", "i", "t"]);
    expect(parsed("quuiabcdefghijkl").tiles.slice(0, 4)).toEqual(["q", "u", "u", "i"]);
  });

  it("says what is wrong with a board it cannot read", () => {
    expect(errorOf("")).toMatch(/Empty board/);
    expect(errorOf("   / ")).toMatch(/Empty board/);
    expect(errorOf("abcd efgh ijk1 mnop")).toMatch(/"1" is not a letter/);
    expect(errorOf("é".repeat(16))).toMatch(/"é" is not a letter/);
    expect(errorOf("abcd efg ijkl mnop")).toMatch(/Row 2 \("efg"\) has 3 tiles; a 4x4 board needs 4/);
    expect(errorOf("abcd efgh ijkl")).toMatch(/Row 1 .* a 3x3 board needs 3/);
    expect(errorOf("ab cd")).toMatch(/^2 rows: boards are 3x3 to 6x6/);
    expect(errorOf("abcdefg ".repeat(7))).toMatch(/^7 rows/);
    expect(errorOf("abcdefghijklmno")).toMatch(/^15 tiles do not make a square board/);
    expect(errorOf("abcd")).toMatch(/^4 tiles do not make a square board/);
  });
});

describe("scoreBoggleWord", () => {
  it("scores by length as the box says, 8 letters and more alike", () => {
    const scores = ["cat", "cats", "haste", "hasten", "hastens", "abducted", "abductions"].map(scoreBoggleWord);
    expect(scores).toEqual([1, 1, 2, 3, 5, 11, 11]);
  });

  it("counts the Qu tile as two letters", () => {
    expect(scoreBoggleWord("quit")).toBe(1);
    expect(scoreBoggleWord("quilt")).toBe(2);
  });
});
