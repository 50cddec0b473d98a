// The results card of a Countdown game: one row per player with their points in each round and
// their total, the winners' rows lit; sudden deaths are the columns past the planned rounds.
import type { SKRSContext2D } from "@napi-rs/canvas";
import { cutText } from "../../cut-text.ts";
import type { Total } from "../../games/countdown/totals.ts";
import { PALETTE, clipAlt, drawCentredText, fillRoundRect, renderBoard, type BoardImage } from "./style.ts";

const MARGIN = 16;
const NAME_WIDTH = 220;
const CELL = 46;
const TOTAL_WIDTH = 84;
const ROW = 44;
const NAME_CHARS = 16;

export interface GameCard {
  readonly totals: readonly Total[];
  /** The rounds the format plays; any after them were sudden deaths. */
  readonly planned: number;
  readonly winnerIds: readonly string[];
}


export function drawGameCard({ totals, planned, winnerIds }: GameCard): BoardImage {
  const rounds = Math.max(0, ...totals.map((t) => t.perRound.length));
  const width = 2 * MARGIN + NAME_WIDTH + rounds * CELL + TOTAL_WIDTH;
  const height = 2 * MARGIN + ROW * (totals.length + 1);
  const png = renderBoard(width, height, PALETTE.countdownBoard, (ctx) => {
    const labels = Array.from({ length: rounds }, (_, i) => (i < planned ? String(i + 1) : "SD"));
    drawRow(ctx, MARGIN, "", labels, "Total", PALETTE.countdownBoard);
    totals.forEach((t, i) => {
      const lit = winnerIds.includes(t.player.id) ? PALETTE.displayLit : PALETTE.countdownTile;
      drawRow(ctx, MARGIN + ROW * (i + 1), cutText(t.player.name, NAME_CHARS), t.perRound.map(String), String(t.points), lit);
    });
  });
  return { png, alt: clipAlt(cardAlt(totals, winnerIds)) };
}

function drawRow(ctx: SKRSContext2D, y: number, name: string, cells: readonly string[], total: string, fill: string): void {
  const text = { size: 20, colour: PALETTE.countdownText };
  fillRoundRect(ctx, MARGIN, y + 3, NAME_WIDTH + cells.length * CELL + TOTAL_WIDTH, ROW - 6, 8, fill);
  drawCentredText(ctx, name, MARGIN + NAME_WIDTH / 2, y + ROW / 2, { ...text, maxWidth: NAME_WIDTH - 16 });
  cells.forEach((cell, i) => drawCentredText(ctx, cell, MARGIN + NAME_WIDTH + CELL * (i + 0.5), y + ROW / 2, { ...text, maxWidth: CELL - 6 }));
  drawCentredText(ctx, total, MARGIN + NAME_WIDTH + cells.length * CELL + TOTAL_WIDTH / 2, y + ROW / 2, { ...text, size: 24 });
}

function cardAlt(totals: readonly Total[], winnerIds: readonly string[]): string {
  const rows = totals.map((t) => `${t.player.name} ${t.points}${winnerIds.includes(t.player.id) ? " (winner)" : ""}`);
  return `Countdown results: ${rows.join(", ")}.`;
}
