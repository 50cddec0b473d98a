// The results card of a Countdown game: a block per player, best first, with their name and
// total, and under them their points in each round; the winners' blocks lit. Laid out for a
// phone: as wide as a phone shows it whatever the number of rounds, growing downwards instead.
// Sudden deaths are the columns past the planned rounds.
import type { SKRSContext2D } from "@napi-rs/canvas";
import { cutText } from "../../cut-text.ts";
import type { Total } from "../../games/countdown/totals.ts";
import { DARK, PALETTE, PIXEL_RATIO, SANS, clipAlt, drawCentredText, fillRoundRect, printable, renderBoard, type BoardImage } from "./style.ts";

/** Layout pixels; the picture is PIXEL_RATIO times this. */
export const CARD_WIDTH = 360;
const MARGIN = 12;
const PAD = 8;
const HEADER = 22;
const NAME_LINE = 28;
const CELL_HEIGHT = 26;
const MAX_CELL = 40;
const BLOCK = PAD + NAME_LINE + 4 + CELL_HEIGHT + PAD;
const GAP = 8;
const NAME_CHARS = 22;
/** The text sizes, smallest first: round numbers, a round's points, a name, a total. */
export const CARD_TEXT = { label: 12, cell: 13, name: 17, total: 22 } as const;

export interface GameCard {
  readonly totals: readonly Total[];
  /** The rounds the format plays; any after them were sudden deaths. */
  readonly planned: number;
  readonly winnerIds: readonly string[];
}

export function drawGameCard({ totals, planned, winnerIds }: GameCard): BoardImage {
  const rounds = Math.max(1, ...totals.map((t) => t.perRound.length));
  const cell = Math.min(MAX_CELL, (CARD_WIDTH - 2 * (MARGIN + PAD)) / rounds);
  const height = 2 * MARGIN + HEADER + totals.length * (BLOCK + GAP) - GAP;
  const png = renderBoard(CARD_WIDTH * PIXEL_RATIO, height * PIXEL_RATIO, PALETTE.countdownBoard, (ctx) => {
    ctx.scale(PIXEL_RATIO, PIXEL_RATIO);
    const cellX = (i: number) => MARGIN + PAD + cell * (i + 0.5);
    for (let i = 0; i < rounds; i++) {
      const label = i < planned ? String(i + 1) : "SD";
      drawCentredText(ctx, label, cellX(i), MARGIN + HEADER / 2, { size: CARD_TEXT.label, colour: DARK.muted, maxWidth: cell - 2 });
    }
    totals.forEach((t, n) => {
      const y = MARGIN + HEADER + n * (BLOCK + GAP);
      const lit = winnerIds.includes(t.player.id);
      fillRoundRect(ctx, MARGIN, y, CARD_WIDTH - 2 * MARGIN, BLOCK, 8, lit ? PALETTE.displayLit : PALETTE.countdownTile);
      drawName(ctx, cutText(printable(t.player.name), NAME_CHARS), MARGIN + PAD, y + PAD + NAME_LINE / 2, CARD_WIDTH - 2 * (MARGIN + PAD) - 60);
      drawCentredText(ctx, String(t.points), CARD_WIDTH - MARGIN - PAD - 28, y + PAD + NAME_LINE / 2, { size: CARD_TEXT.total, colour: PALETTE.countdownText, maxWidth: 56 });
      const cellsY = y + PAD + NAME_LINE + 4;
      t.perRound.forEach((points, i) => {
        fillRoundRect(ctx, cellX(i) - cell / 2 + 1, cellsY, cell - 2, CELL_HEIGHT, 4, "rgba(0, 0, 0, 0.28)");
        const colour = points > 0 ? PALETTE.countdownText : DARK.muted;
        drawCentredText(ctx, String(points), cellX(i), cellsY + CELL_HEIGHT / 2, { size: CARD_TEXT.cell, colour, maxWidth: cell - 4 });
      });
    });
  });
  return { png, alt: clipAlt(cardAlt(totals, winnerIds)) };
}

/** A name from the left, shrunk to fit `maxWidth`. */
function drawName(ctx: SKRSContext2D, name: string, x: number, cy: number, maxWidth: number): void {
  ctx.font = `${CARD_TEXT.name}px "${SANS}"`;
  ctx.fillStyle = PALETTE.countdownText;
  ctx.textAlign = "left";
  ctx.textBaseline = "alphabetic";
  ctx.fillText(name, x, cy + ctx.measureText("H").actualBoundingBoxAscent / 2, maxWidth);
}

function cardAlt(totals: readonly Total[], winnerIds: readonly string[]): string {
  const rows = totals.map((t) => `${printable(t.player.name)} ${t.points}${winnerIds.includes(t.player.id) ? " (winner)" : ""}`);
  return `Countdown results: ${rows.join(", ")}.`;
}
