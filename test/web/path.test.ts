// The word being built on the Activity's board: taps, drags and typed letters (web/activity/path.ts).

import { describe, expect, it } from "vitest";
import { entered, pathFor, spelled, tapped, touches, type Grid } from "../../web/activity/path.ts";

const boggle: Grid = { columns: 4, rows: 4, adjacent: true };
const letterpress: Grid = { columns: 5, rows: 5, adjacent: false };
// R A T E
// S Qu I N
// O L D P
// M E A K
const tiles = ["R", "A", "T", "E", "S", "Qu", "I", "N", "O", "L", "D", "P", "M", "E", "A", "K"];

describe("touches", () => {
  it("takes the eight neighbours and nothing across a row's end", () => {
    expect([0, 2, 4, 5, 6, 8, 9, 10].filter((b) => touches(boggle, 5, b))).toEqual([0, 2, 4, 6, 8, 9, 10]);
    expect(touches(boggle, 3, 4)).toBe(false); // E (end of row 1) and S (start of row 2)
    expect(touches(boggle, 5, 5)).toBe(false);
  });
});

describe("tapped", () => {
  it("extends with a neighbour, sends on the last tile again, steps back to a tile in the word", () => {
    expect(tapped(boggle, [], 0)).toEqual({ path: [0], send: false });
    expect(tapped(boggle, [0], 1)).toEqual({ path: [0, 1], send: false });
    expect(tapped(boggle, [0, 1, 2], 2)).toEqual({ path: [0, 1, 2], send: true });
    expect(tapped(boggle, [0, 1, 2], 1)).toEqual({ path: [0, 1], send: false });
  });

  it("begins afresh from a Boggle tile that does not touch the last, but Letterpress takes any tile", () => {
    expect(tapped(boggle, [0, 1], 15)).toEqual({ path: [15], send: false });
    expect(tapped(letterpress, [0, 1], 24)).toEqual({ path: [0, 1, 24], send: false });
  });
});

describe("entered", () => {
  it("extends a drag, undoes a step when it goes back, and ignores tiles it may not take", () => {
    expect(entered(boggle, [0], 5)).toEqual([0, 5]);
    expect(entered(boggle, [0, 5], 0)).toEqual([0]);
    const path = [0, 1];
    expect(entered(boggle, path, 15)).toBe(path);
    expect(entered(boggle, [0, 1, 5], 1)).toEqual([0, 1]);
    expect(entered(letterpress, [0, 1, 2], 0)).toEqual([0, 1, 2]);
  });
});

describe("pathFor (typed letters)", () => {
  it("finds a path on the board, each tile once and touching the last", () => {
    expect(spelled(tiles, pathFor(boggle, tiles, "rate")!)).toBe("rate");
    expect(pathFor(boggle, tiles, "rata")).toBeNull(); // one A touches T, the other does not
    expect(pathFor(boggle, tiles, "rar")).toBeNull(); // R once only
  });

  it("backtracks when the first choice of a letter leads nowhere", () => {
    // Two Es: the one at 3 touches T, the one at 13 touches L and A
    expect(pathFor(boggle, tiles, "ela")).toEqual([13, 9, 14]);
    expect(spelled(tiles, pathFor(boggle, tiles, "oldem")!)).toBe("oldem");
  });

  it("reads a Qu tile from its first letter or both", () => {
    expect(pathFor(boggle, tiles, "q")).toEqual([5]);
    expect(spelled(tiles, pathFor(boggle, tiles, "quit")!)).toBe("quit");
    expect(pathFor(boggle, tiles, "qi")).toBeNull();
  });

  it("keeps the tiles already chosen when the word can still go through them, else finds another way", () => {
    expect(pathFor(boggle, tiles, "ea", [13])).toEqual([13, 14]);
    expect(pathFor(boggle, tiles, "ea", [3])).toEqual([13, 14]); // the E at 3 touches no A
    expect(pathFor(boggle, tiles, "e", [13])).toEqual([13]);
    expect(pathFor(boggle, tiles, "e", [3])).toEqual([3]);
  });

  it("takes any tiles in Letterpress", () => {
    const press = "ABCDEFGHIJKLMNOPQRSTUVWXY".split("");
    expect(pathFor(letterpress, press, "yak")).toEqual([24, 0, 10]);
    expect(pathFor(letterpress, press, "aa")).toBeNull();
  });
});
