// The Letterpress versus board image: both colours with locked tiles darker, the score and
// whose turn in the alt text, the played words below (the oldest give way when they overflow).

import { describe, expect, it } from "vitest";
import { drawVersusBoard, type VersusPicture } from "../../src/discord/images/index.ts";
import { VERSUS_WIDTH } from "../../src/discord/images/letterpress-versus.ts";
import { PALETTE, PIXEL_RATIO } from "../../src/discord/images/style.ts";
import { lockedOf, setOf } from "../../src/solvers/territory/tiles.ts";
import { pixel, pngSize } from "../support/png.ts";

const LETTERS = "stareplinghowdycumbfrkqzx";
const BLUE = setOf([0, 1, 2, 3, 5, 6, 7, 10, 11]);
const RED = setOf([13, 14, 17, 18, 19, 23, 24]);

const picture = (more: Partial<VersusPicture> = {}): VersusPicture => ({
  letters: LETTERS,
  colours: [BLUE, RED],
  locked: [lockedOf(BLUE), lockedOf(RED)],
  names: ["alice", "bob"],
  toMove: 1,
  winner: null,
  lastWord: { word: "stare", tiles: [0, 1, 2, 3, 4], by: 0 },
  played: [{ word: "stare", by: 0 }],
  ...more,
});

/** The middle of tile `i`'s top-left quarter, in picture pixels (clear of its letter). */
function tileSpot(i: number): [number, number] {
  const tile = (VERSUS_WIDTH - 2 * 10 - 14) / 5;
  return [Math.round((24 + (i % 5) * tile + tile / 4) * PIXEL_RATIO), Math.round((10 + 50 + 8 + 14 + Math.floor(i / 5) * tile + tile / 4) * PIXEL_RATIO)];
}

const hex = ([r, g, b]: [number, number, number]): string => `#${[r, g, b].map((n) => n.toString(16).padStart(2, "0")).join("")}`;

describe("drawVersusBoard", () => {
  it("colours blue and red, locked tiles darker, blank tiles neutral, at a phone's width", async () => {
    const { png } = drawVersusBoard(picture());
    expect(pngSize(png).width).toBe(VERSUS_WIDTH * PIXEL_RATIO);
    expect(lockedOf(BLUE) & (1 << 0)).not.toBe(0);
    expect(hex(await pixel(png, ...tileSpot(0)))).toBe(PALETTE.pressLocked[1]);
    expect(hex(await pixel(png, ...tileSpot(7)))).toBe(PALETTE.pressOwned[1]);
    expect(hex(await pixel(png, ...tileSpot(19)))).toBe(PALETTE.pressLocked[2]);
    expect(hex(await pixel(png, ...tileSpot(13)))).toBe(PALETTE.pressOwned[2]);
    expect(PALETTE.pressNeutral).toContain(hex(await pixel(png, ...tileSpot(20))));
  });

  it("says the score, whose turn, the last word, every tile and the played words in its alt text", () => {
    const { alt } = drawVersusBoard(picture());
    expect(alt).toMatch(/^Letterpress versus: alice \(blue\) 9, bob \(red\) 7\. bob to move\. Last word: STARE by alice\. Row 1: S blue locked, T blue locked, A blue locked, R blue, E\./);
    expect(alt).toContain("Row 4: C, U, M red, B red locked, F red locked.");
    expect(alt).toMatch(/Played: STARE\.$/);
    expect(drawVersusBoard(picture({ toMove: null, winner: 0 })).alt).not.toContain("to move");
  });

  it("grows downwards for the played words, and keeps to four lines by dropping the oldest", () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => ({ word: `word${i}`, by: (i % 2) as 0 | 1 }));
    const heights = [0, 6, 14, 100].map((n) => pngSize(drawVersusBoard(picture({ played: words(n) })).png).height);
    expect(heights[0]).toBe(heights[1]);
    expect(heights[2]).toBeGreaterThan(heights[1]!);
    expect(heights[3]).toBeLessThanOrEqual(heights[2]! + 2 * 27 * PIXEL_RATIO);
    expect(drawVersusBoard(picture({ played: words(100) })).alt).toContain("WORD0, WORD1");
  });

  it("draws the board before any move, names that are long or hostile, and refuses a short board", () => {
    const start = drawVersusBoard(picture({ colours: [0, 0], locked: [0, 0], lastWord: null, played: [], toMove: 0, names: ["a\u0000".repeat(40), "🙂".repeat(30)] }));
    expect(start.alt).toMatch(/^Letterpress versus: (a ){39}a \(blue\) 0, (🙂)+ \(red\) 0\./u);
    expect(() => drawVersusBoard(picture({ letters: "abc" }))).toThrow(RangeError);
  });
});
