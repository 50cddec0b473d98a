// Countdown letters: up to 9 tiles in a row; slots not drawn yet during picking stay empty.
import { drawCountdownRow, MARGIN, rowWidth } from "./countdown-tiles.ts";
import { PALETTE, clipAlt, listed, renderBoard, type BoardImage } from "./style.ts";

const TILE = 64;

export function drawLettersBoard(letters: string, options: { slots?: number } = {}): BoardImage {
  const drawn = [...letters.toUpperCase()];
  const slots = options.slots ?? 9;
  if (drawn.length > slots) throw new RangeError(`${drawn.length} letters do not fit ${slots} slots`);
  const labels = Array.from({ length: slots }, (_, i) => drawn[i] ?? null);
  const png = renderBoard(rowWidth(slots, TILE), TILE + 2 * MARGIN, PALETTE.countdownBoard, (ctx) =>
    drawCountdownRow(ctx, labels, MARGIN, MARGIN, TILE, TILE),
  );
  return { png, alt: clipAlt(lettersAlt(drawn, slots)) };
}

function lettersAlt(drawn: readonly string[], slots: number): string {
  if (drawn.length === 0) return `Countdown letters board, ${slots} empty slots.`;
  if (drawn.length === slots) return `Countdown letters: ${listed(drawn)}.`;
  return `Countdown letters, ${drawn.length} of ${slots} drawn: ${listed(drawn)}.`;
}
