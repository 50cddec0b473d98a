// Boggle: an N×N tray of dice (3 to 6 a side); the q die reads "Qu".
import { PALETTE, clipAlt, drawCentredText, fillRoundRect, listed, renderBoard, type BoardImage } from "./style.ts";

const BOARD_SPAN = 384; // the dice area; dice shrink as the board grows
const MAX_CELL = 96;
const PADDING = 16;

/** A die's face as shown: uppercase, with q as "Qu". */
function face(letter: string): string {
  return letter === "q" ? "Qu" : letter.toUpperCase();
}

export function drawBoggleBoard(rows: readonly string[]): BoardImage {
  const n = rows.length;
  const grid = rows.map((row) => [...row.toLowerCase()].map(face));
  if (n < 3 || n > 6 || grid.some((row) => row.length !== n)) {
    throw new RangeError(`a Boggle board is 3 to 6 rows of as many letters, not ${rows.join("/")}`);
  }
  const cell = Math.min(MAX_CELL, Math.floor(BOARD_SPAN / n));
  const gap = Math.round(cell * 0.1);
  const die = cell - gap;
  const size = 2 * PADDING + n * cell - gap;
  const png = renderBoard(size, size, PALETTE.boggleTray, (ctx) => {
    grid.forEach((row, r) =>
      row.forEach((label, c) => {
        const x = PADDING + c * cell;
        const y = PADDING + r * cell;
        const radius = Math.round(die / 6);
        fillRoundRect(ctx, x + 2, y + 3, die, die, radius, PALETTE.boggleDieShadow);
        fillRoundRect(ctx, x, y, die, die, radius, PALETTE.boggleDie);
        drawCentredText(ctx, label, x + die / 2, y + die / 2, {
          size: Math.round(die * 0.55),
          colour: PALETTE.boggleText,
          maxWidth: die * 0.8,
        });
      }),
    );
  });
  const alt = `Boggle board, ${n} by ${n}. ${grid.map((row, r) => `Row ${r + 1}: ${listed(row)}.`).join(" ")}`;
  return { png, alt: clipAlt(alt) };
}
