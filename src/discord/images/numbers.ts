// Countdown numbers: six tiles, and the target on a red digital display above them.
import type { SKRSContext2D } from "@napi-rs/canvas";
import { drawCountdownRow, MARGIN, rowWidth } from "./countdown-tiles.ts";
import {
  MONO,
  PALETTE,
  clipAlt,
  drawCentredText,
  fillRoundRect,
  listed,
  renderBoard,
  type BoardImage,
} from "./style.ts";

const SLOTS = 6;
const TILE_WIDTH = 96;
const TILE_HEIGHT = 70;
const DISPLAY_HEIGHT = 84;
const DIGIT_SIZE = 60;

export function drawNumbersBoard(numbers: readonly number[], target: number | null): BoardImage {
  if (numbers.length > SLOTS) throw new RangeError(`${numbers.length} numbers do not fit ${SLOTS} tiles`);
  const labels = Array.from({ length: SLOTS }, (_, i) => (i < numbers.length ? String(numbers[i]) : null));
  const width = rowWidth(SLOTS, TILE_WIDTH);
  const height = 3 * MARGIN + DISPLAY_HEIGHT + TILE_HEIGHT;
  const png = renderBoard(width, height, PALETTE.countdownBoard, (ctx) => {
    drawTargetDisplay(ctx, width / 2, MARGIN, target);
    drawCountdownRow(ctx, labels, MARGIN, 2 * MARGIN + DISPLAY_HEIGHT, TILE_WIDTH, TILE_HEIGHT);
  });
  return { png, alt: clipAlt(numbersAlt(numbers, target)) };
}

/** The target in lit digits; before it is drawn, dim dashes. */
function drawTargetDisplay(ctx: SKRSContext2D, cx: number, y: number, target: number | null): void {
  const shown = target === null ? "---" : String(target).padStart(3, " ");
  ctx.font = `${DIGIT_SIZE}px "${MONO}"`;
  const width = ctx.measureText(shown).width + 48;
  fillRoundRect(ctx, cx - width / 2, y, width, DISPLAY_HEIGHT, 10, PALETTE.displayBody);
  drawCentredText(ctx, shown, cx, y + DISPLAY_HEIGHT / 2, {
    size: DIGIT_SIZE,
    colour: target === null ? PALETTE.displayUnlit : PALETTE.displayLit,
    family: MONO,
  });
}

function numbersAlt(numbers: readonly number[], target: number | null): string {
  const tiles =
    numbers.length === 0
      ? "Countdown numbers board, no numbers drawn yet."
      : `Countdown numbers: ${listed(numbers.map(String))}.`;
  return `${tiles} ${target === null ? "Target not shown yet." : `Target: ${target}.`}`;
}
