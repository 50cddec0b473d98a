import { describe, expect, it } from "vitest";
import {
  drawBoggleBoard,
  drawConundrumBoard,
  drawGameCard,
  drawLetterBoxedBoard,
  drawLetterpressBoard,
  drawLettersBoard,
  drawNumbersBoard,
  type BoardImage,
} from "../../src/discord/images/index.ts";
import { boardImage } from "../../src/discord/render/boards.ts";
import { CARD_TEXT, CARD_WIDTH } from "../../src/discord/images/game-card.ts";
import { PALETTE, PIXEL_RATIO } from "../../src/discord/images/style.ts";
import type { Total } from "../../src/games/countdown/totals.ts";
import { darkPixels, pixel, pixelsOf, pngSize, tallestRun } from "../support/png.ts";

function expectSmallValid(board: BoardImage): { width: number; height: number } {
  const size = pngSize(board.png);
  expect(board.png.length).toBeLessThan(100_000);
  expect(board.alt.length).toBeGreaterThan(0);
  expect(board.alt.length).toBeLessThanOrEqual(1000);
  return size;
}

function expectAltMentions(alt: string, items: readonly string[]): void {
  for (const item of items) expect(alt).toMatch(new RegExp(`\\b${item}\\b`));
}

describe("drawLettersBoard", () => {
  it("draws nine tiles in a row, and lists the letters uppercase", () => {
    const board = drawLettersBoard("mhircoact");
    const { width, height } = expectSmallValid(board);
    expect(width).toBeGreaterThan(5 * height);
    expectAltMentions(board.alt, [..."MHIRCOACT"]);
  });

  it("shows undrawn slots as empty while letters are picked", () => {
    const partial = drawLettersBoard("mhirc");
    expect(partial.alt).toBe("Countdown letters, 5 of 9 drawn: M, H, I, R, C.");
    expect(pngSize(partial.png)).toEqual(pngSize(drawLettersBoard("mhircoact").png));
    expect(partial.png.equals(drawLettersBoard("mhircoact").png)).toBe(false);
    expect(drawLettersBoard("").alt).toBe("Countdown letters board, 9 empty slots.");
  });

  it("refuses more letters than slots", () => {
    expect(() => drawLettersBoard("abcdefghij")).toThrow(RangeError);
    expect(pngSize(drawLettersBoard("abc", { slots: 3 }).png).width).toBeLessThan(
      pngSize(drawLettersBoard("abc").png).width,
    );
  });
});

describe("drawNumbersBoard", () => {
  it("draws six tiles and the target, and lists them all", () => {
    const board = drawNumbersBoard([25, 50, 75, 100, 3, 6], 952);
    expectSmallValid(board);
    expect(board.alt).toBe("Countdown numbers: 25, 50, 75, 100, 3, 6. Target: 952.");
  });

  it("leaves the display dark before the target is drawn", () => {
    const waiting = drawNumbersBoard([25, 50, 75, 100, 3, 6], null);
    expectSmallValid(waiting);
    expect(waiting.alt).toContain("Target not shown yet.");
    expect(waiting.png.equals(drawNumbersBoard([25, 50, 75, 100, 3, 6], 952).png)).toBe(false);
  });
});

describe("drawConundrumBoard", () => {
  it("draws the nine scrambled letters", () => {
    const board = drawConundrumBoard("teamcount");
    expectSmallValid(board);
    expectAltMentions(board.alt, [..."TEAMCOUNT"]);
    expect(board.png.equals(drawConundrumBoard("countteam").png)).toBe(false);
  });
});

describe("drawBoggleBoard", () => {
  it("draws a 4x4 board about 400 pixels square, with q as Qu", () => {
    const board = drawBoggleBoard(["abqd", "efgh", "ijkl", "mnop"]);
    const { width, height } = expectSmallValid(board);
    expect(width).toBe(height);
    expect(width).toBeGreaterThan(350);
    expect(width).toBeLessThan(450);
    expect(board.alt).toBe(
      "Boggle board, 4 by 4. Row 1: A, B, Qu, D. Row 2: E, F, G, H. Row 3: I, J, K, L. Row 4: M, N, O, P.",
    );
  });

  it("draws 3x3 and 6x6 boards", () => {
    const small = drawBoggleBoard(["cat", "dog", "sun"]);
    const big = drawBoggleBoard(["abcdef", "ghijkl", "mnopqr", "stuvwx", "yzabcd", "efghij"]);
    expectSmallValid(small);
    expectSmallValid(big);
    expect(small.alt).toMatch(/^Boggle board, 3 by 3\./);
    expect(big.alt).toMatch(/^Boggle board, 6 by 6\..*Row 6: E, F, G, H, I, J\.$/);
    expectAltMentions(big.alt, [..."ABCDEFGHIJKLMNOPRSTUVWXYZ", "Qu"]);
  });

  it("gives different boards different images", () => {
    const one = drawBoggleBoard(["abcd", "efgh", "ijkl", "mnop"]).png;
    const two = drawBoggleBoard(["abcd", "efgh", "ijkl", "mnoz"]).png;
    expect(one.equals(two)).toBe(false);
  });

  it("draws each board afresh on the canvas it reuses: nothing of the last board remains", () => {
    const first = drawBoggleBoard(["abcd", "efgh", "ijkl", "mnop"]).png;
    drawBoggleBoard(["wwww", "wwww", "wwww", "wwww"]);
    expect(drawBoggleBoard(["abcd", "efgh", "ijkl", "mnop"]).png.equals(first)).toBe(true);
  });

  it("really draws the letters (the fonts load)", async () => {
    const { png } = drawBoggleBoard(["www", "www", "www"]);
    // the middle die of a 3x3 board spans 112..198 on each axis
    expect(await darkPixels(png, 112, 112, 86, 86)).toBeGreaterThan(300);
  });

  it("refuses boards that are not 3x3 to 6x6 squares", () => {
    expect(() => drawBoggleBoard(["ab", "cd"])).toThrow(RangeError);
    expect(() => drawBoggleBoard(["abcd", "efg", "ijkl", "mnop"])).toThrow(RangeError);
  });
});

describe("drawLetterpressBoard", () => {
  const letters = "abcdefghijklmnopqrstuvwxy";

  it("draws 25 tiles, 400 pixels square", () => {
    const board = drawLetterpressBoard(letters);
    expect(expectSmallValid(board)).toEqual({ width: 400, height: 400 });
    expectAltMentions(board.alt, [..."ABCDEFGHIJKLMNOPQRSTUVWXY"]);
    expect(board.alt).not.toContain("blue");
  });

  it("colours owned tiles, darker when locked, and says so in the alt text", async () => {
    const owners = [1, 2, 2, ...Array<0>(22).fill(0)] as const;
    const locked = [true, false, true];
    const board = drawLetterpressBoard(letters, [...owners], locked);
    expect(board.alt).toContain("Row 1: A (blue, locked), B (red), C (red, locked), D, E.");
    expect(board.alt).toContain("Blue has 1 tile, red has 2 tiles.");
    expect(await pixel(board.png, 4, 4)).toEqual([0x00, 0xa2, 0xff]);
    expect(await pixel(board.png, 84, 4)).toEqual([0xf7, 0x99, 0x8e]);
    expect(await pixel(board.png, 164, 4)).toEqual([0xff, 0x43, 0x2f]);
    expect(board.png.equals(drawLetterpressBoard(letters).png)).toBe(false);
  });

  it("refuses a board that is not 25 letters", () => {
    expect(() => drawLetterpressBoard("abcd")).toThrow(RangeError);
  });
});

describe("drawLetterBoxedBoard", () => {
  const sides = ["rme", "wcl", "tgk", "api"];

  it("draws the square with its sides named in the alt text", () => {
    const board = drawLetterBoxedBoard(sides);
    expect(expectSmallValid(board)).toEqual({ width: 400, height: 400 });
    expect(board.alt).toBe("Letter Boxed square. Top: R, M, E. Right: W, C, L. Bottom: T, G, K. Left: A, P, I.");
  });

  it("draws a player's chain as lines", () => {
    const plain = drawLetterBoxedBoard(sides);
    const chained = drawLetterBoxedBoard(sides, ["magic", "cramp"]);
    expect(chained.alt).toContain("Lines show the chain MAGIC, CRAMP.");
    expect(chained.png.equals(plain.png)).toBe(false);
    expect(drawLetterBoxedBoard(["abc", "def", "ghi", "jkl"]).png.equals(plain.png)).toBe(false);
  });

  it("keeps the alt text within 1000 characters however long the chain", () => {
    const words = Array<string>(300).fill("magic");
    expect(drawLetterBoxedBoard(sides, words).alt.length).toBeLessThanOrEqual(1000);
  });

  it("refuses a square without four sides of three letters", () => {
    expect(() => drawLetterBoxedBoard(["rme", "wcl", "tgk"])).toThrow(RangeError);
    expect(() => drawLetterBoxedBoard(["rmex", "wcl", "tgk", "api"])).toThrow(RangeError);
  });
});

describe("boardImage", () => {
  it("draws a board once however often it is shown, and each board its own", () => {
    const first = boardImage("letters", { letters: "abcdefghi" });
    expect(first).not.toBeNull();
    expect(boardImage("letters", { letters: "abcdefghi" })).toBe(first);
    expect(boardImage("letters", { letters: "abcdefghz" })?.png.equals(first!.png)).toBe(false);
    expect(boardImage("letters", { letters: 7 })).toBeNull();
  });
});

// A board is shown about 290 px wide on a phone: its letters must stay well above 10 px tall there.
describe("every board on a phone", () => {
  const boards: [string, BoardImage, string][] = [
    ["letters", drawLettersBoard("mhircoact"), PALETTE.countdownText],
    ["conundrum", drawConundrumBoard("tacmorich"), PALETTE.countdownText],
    ["numbers", drawNumbersBoard([25, 50, 75, 100, 3, 6], 952), PALETTE.countdownText],
    ["boggle 4x4", drawBoggleBoard(["abcd", "efgh", "ijkl", "mnop"]), PALETTE.boggleText],
    ["boggle 6x6", drawBoggleBoard(["abcdef", "ghijkl", "mnopqr", "stuvwx", "yzabcd", "efghij"]), PALETTE.boggleText],
    ["letterpress", drawLetterpressBoard("phosphatidylethanolamines"), PALETTE.pressText],
  ];

  it.each(boards)("%s: capitals at least 4 %% of the picture's width", async (_, board, colour) => {
    const { width, height } = pngSize(board.png);
    expect((await tallestRun(board.png, colour, 0, 0, width, height)) / width).toBeGreaterThanOrEqual(0.04);
  });

  it("Letter Boxed: the letters above the square too", async () => {
    const board = drawLetterBoxedBoard(["rme", "wcl", "tgk", "api"]);
    const { width } = pngSize(board.png);
    expect((await tallestRun(board.png, PALETTE.boxText, 0, 0, width, 70)) / width).toBeGreaterThanOrEqual(0.04);
  });
});

describe("drawGameCard", () => {
  const total = (id: string, name: string, perRound: number[]): Total => ({
    player: { id, name, computer: false, idle: 0, dropped: false },
    points: perRound.reduce((a, b) => a + b, 0),
    perRound,
  });

  it("keeps a phone's width however many rounds were played, and grows downwards a player at a time", () => {
    const short = drawGameCard({ totals: [total("1", "alice", [7, 10, 0, 8, 7, 0, 9]), total("2", "bob", [7, 7, 6, 0, 8, 5, 0])], planned: 7, winnerIds: ["1"] });
    const full = drawGameCard({ totals: [total("1", "alice", Array(16).fill(10)), total("2", "bob", Array(16).fill(5)), total("3", "cat", Array(16).fill(0))], planned: 15, winnerIds: ["1"] });
    expect(pngSize(short.png).width).toBe(CARD_WIDTH * PIXEL_RATIO);
    expect(pngSize(full.png).width).toBe(CARD_WIDTH * PIXEL_RATIO);
    expect(pngSize(full.png).height).toBeGreaterThan(pngSize(short.png).height);
    expect(Math.min(...Object.values(CARD_TEXT)) / CARD_WIDTH).toBeGreaterThanOrEqual(0.033);
    expect(full.alt).toBe("Countdown results: alice 160 (winner), bob 80, cat 0.");
  });

  it("lights the winner's block, and draws a name with a NUL in it", async () => {
    const card = drawGameCard({ totals: [total("1", "dee\u0000nul", [10]), total("2", "bob", [0])], planned: 1, winnerIds: ["1"] });
    expect(await pixelsOf(card.png, PALETTE.displayLit)).toBeGreaterThan(5000);
    expect(card.alt).toBe("Countdown results: dee nul 10 (winner), bob 0.");
  });
});
