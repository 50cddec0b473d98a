// The blue-and-white tiles of the Countdown board, shared by letters, numbers and conundrum.
import type { SKRSContext2D } from "@napi-rs/canvas";
import { PALETTE, drawCentredText, fillRoundRect } from "./style.ts";

export const TILE_GAP = 8;
export const MARGIN = 16;

/** One tile; a null label is a slot not drawn yet, shown as a dark empty tile. */
export function drawCountdownTile(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  width: number,
  height: number,
  label: string | null,
): void {
  const radius = Math.round(height / 10);
  if (label === null) {
    fillRoundRect(ctx, x, y, width, height, radius, PALETTE.countdownEmpty);
    return;
  }
  fillRoundRect(ctx, x, y, width, height, radius, PALETTE.countdownEdge);
  fillRoundRect(ctx, x + 2, y + 2, width - 4, height - 4, radius - 1, PALETTE.countdownTile);
  drawCentredText(ctx, label, x + width / 2, y + height / 2, {
    size: Math.round(height * 0.6),
    colour: PALETTE.countdownText,
    maxWidth: width * 0.85,
  });
}

/** A row of equal tiles starting at (x, y). */
export function drawCountdownRow(
  ctx: SKRSContext2D,
  labels: readonly (string | null)[],
  x: number,
  y: number,
  tileWidth: number,
  tileHeight: number,
): void {
  labels.forEach((label, i) => {
    drawCountdownTile(ctx, x + i * (tileWidth + TILE_GAP), y, tileWidth, tileHeight, label);
  });
}

/** The width a row of `count` tiles takes, margins included. */
export function rowWidth(count: number, tileWidth: number): number {
  return 2 * MARGIN + count * tileWidth + (count - 1) * TILE_GAP;
}
