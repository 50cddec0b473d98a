// Countdown conundrum: the scrambled nine letters on the same tiles as a letters round.
import { drawCountdownRow, MARGIN, rowWidth } from "./countdown-tiles.ts";
import { PALETTE, clipAlt, listed, renderBoard, type BoardImage } from "./style.ts";

const TILE = 64;

export function drawConundrumBoard(scramble: string): BoardImage {
  const letters = [...scramble.toUpperCase()];
  const png = renderBoard(rowWidth(letters.length, TILE), TILE + 2 * MARGIN, PALETTE.countdownBoard, (ctx) =>
    drawCountdownRow(ctx, letters, MARGIN, MARGIN, TILE, TILE),
  );
  return { png, alt: clipAlt(`Countdown conundrum, scrambled letters: ${listed(letters)}.`) };
}
