// Letterpress versus: the score (each side's pill in its colour, the side to move ringed), the
// 5×5 board (blue and red, locked tiles darker, the last word's tiles outlined, columns A–E and
// rows 1–5 labelled so players can name tiles), and the words played so far as chips in their
// side's colour. Drawn for a phone in Discord's dark theme.
import type { SKRSContext2D } from "@napi-rs/canvas";
import { cutText } from "../../cut-text.ts";
import { DARK, MONO, PALETTE, PIXEL_RATIO, SANS, clipAlt, drawCentredText, fillRoundRect, listed, printable, renderBoard, type BoardImage } from "./style.ts";
import { tileColour } from "./letterpress.ts";
import { countTiles } from "../../solvers/territory/tiles.ts";

export type Side = 0 | 1;

export interface VersusPicture {
  /** 25 letters, row by row. */
  readonly letters: string;
  /** Each side's tiles and locked tiles, as 25-bit sets (tile i is bit i). */
  readonly colours: readonly [number, number];
  readonly locked: readonly [number, number];
  /** Blue (moves first), then red. */
  readonly names: readonly [string, string];
  /** The side whose turn it is; null once the game is over. */
  readonly toMove: Side | null;
  /** Once over: the winning side, or null for a draw (ignored while playing). */
  readonly winner: Side | null;
  readonly lastWord: { readonly word: string; readonly tiles: readonly number[]; readonly by: Side } | null;
  /** Every word played, in order. */
  readonly played: readonly { readonly word: string; readonly by: Side }[];
}

/** Layout pixels; the picture is PIXEL_RATIO times this. */
export const VERSUS_WIDTH = 360;
const MARGIN = 10;
const PILL = 50;
const GAP = 8;
/** The column letters above the board and the row numbers left of it, for naming tiles. */
const LABEL = 14;
const TILE = (VERSUS_WIDTH - 2 * MARGIN - LABEL) / 5;
const BOARD_LEFT = MARGIN + LABEL;
const BOARD_TOP = MARGIN + PILL + GAP + LABEL;
const CHIP = 22;
const CHIP_GAP = 5;
const CHIP_TEXT = 13;
/** DejaVu Sans Mono's advance, in ems: chips are measured before the canvas exists. */
const MONO_ADVANCE = 0.602;
const CHIP_LINES = 4;
const NAME_CHARS = 20;
const NAME_SIZE = 14;
const SIDE_NAMES = ["blue", "red"] as const;
const OWNER = [1, 2] as const;

export function drawVersusBoard(picture: VersusPicture): BoardImage {
  const tiles = [...picture.letters.toUpperCase()];
  if (tiles.length !== 25) throw new RangeError(`a Letterpress board has 25 letters, not ${tiles.length}`);
  const lines = chipLines(picture.played);
  const chipsTop = BOARD_TOP + 5 * TILE + GAP;
  const height = chipsTop + Math.max(1, lines.length) * (CHIP + CHIP_GAP) - CHIP_GAP + MARGIN;
  const png = renderBoard(VERSUS_WIDTH * PIXEL_RATIO, height * PIXEL_RATIO, DARK.embed, (ctx) => {
    ctx.scale(PIXEL_RATIO, PIXEL_RATIO);
    drawPills(ctx, picture);
    drawTiles(ctx, picture, tiles);
    drawChips(ctx, lines, chipsTop);
  });
  return { png, alt: clipAlt(versusAlt(picture, tiles)) };
}

const has = (set: number, tile: number): boolean => (set & (1 << tile)) !== 0;

/** Each side's name and tile count; the side to move (or the winner) ringed and labelled. */
function drawPills(ctx: SKRSContext2D, picture: VersusPicture): void {
  const width = (VERSUS_WIDTH - 2 * MARGIN - GAP) / 2;
  for (const side of [0, 1] as const) {
    const x = MARGIN + side * (width + GAP);
    const label = pillLabel(picture, side);
    if (label !== null) fillRoundRect(ctx, x - 3, MARGIN - 3, width + 6, PILL + 6, 12, DARK.text);
    fillRoundRect(ctx, x, MARGIN, width, PILL, 10, PALETTE.pressLocked[OWNER[side]]);
    drawName(ctx, cutText(printable(picture.names[side]), NAME_CHARS), x + 10, MARGIN + 21, width - 68);
    ctx.font = `11px "${SANS}"`;
    ctx.textAlign = "left";
    ctx.fillStyle = "rgba(255, 255, 255, 0.85)";
    ctx.fillText(label ?? SIDE_NAMES[side].toUpperCase(), x + 10, MARGIN + 40, width - 60);
    drawCentredText(ctx, String(countTiles(picture.colours[side])), x + width - 28, MARGIN + PILL / 2, { size: 28, colour: "#ffffff", maxWidth: 48 });
  }
}

/** A name from the left, in white, shrunk (to 10 px, then squeezed) to fit `maxWidth`. */
function drawName(ctx: SKRSContext2D, name: string, x: number, y: number, maxWidth: number): void {
  ctx.font = `${NAME_SIZE}px "${SANS}"`;
  const width = ctx.measureText(name).width;
  ctx.font = `${width > maxWidth ? Math.max(10, (NAME_SIZE * maxWidth) / width) : NAME_SIZE}px "${SANS}"`;
  ctx.fillStyle = "#ffffff";
  ctx.textAlign = "left";
  ctx.textBaseline = "alphabetic";
  ctx.fillText(name, x, y, maxWidth);
}

/** "TO MOVE" while playing, "WINS" or "DRAW" once over; null for the other side. */
function pillLabel({ toMove, winner, lastWord, played }: VersusPicture, side: Side): string | null {
  if (toMove !== null) return toMove === side ? "TO MOVE" : null;
  if (lastWord === null && played.length === 0 && winner === null) return null;
  if (winner === null) return "DRAW";
  return winner === side ? "WINS" : null;
}

const edge = (start: number, n: number): number => Math.round((start + n * TILE) * PIXEL_RATIO) / PIXEL_RATIO;

function drawTiles(ctx: SKRSContext2D, picture: VersusPicture, tiles: readonly string[]): void {
  const last = new Set(picture.lastWord?.tiles ?? []);
  for (let n = 0; n < 5; n++) {
    drawCentredText(ctx, "ABCDE"[n]!, BOARD_LEFT + (n + 0.5) * TILE, BOARD_TOP - LABEL / 2, { size: 11, colour: DARK.muted });
    drawCentredText(ctx, String(n + 1), MARGIN + LABEL / 2 - 2, BOARD_TOP + (n + 0.5) * TILE, { size: 11, colour: DARK.muted });
  }
  tiles.forEach((letter, i) => {
    // Whole pixels, so same-coloured neighbours meet without a seam.
    const [x, y] = [edge(BOARD_LEFT, i % 5), edge(BOARD_TOP, Math.floor(i / 5))];
    const [w, h] = [edge(BOARD_LEFT, (i % 5) + 1) - x, edge(BOARD_TOP, Math.floor(i / 5) + 1) - y];
    const side = ([0, 1] as const).find((s) => has(picture.colours[s], i));
    const owner = side === undefined ? 0 : OWNER[side];
    ctx.fillStyle = tileColour(i, owner, side !== undefined && has(picture.locked[side], i));
    ctx.fillRect(x, y, w, h);
    if (last.has(i)) {
      ctx.strokeStyle = PALETTE.pressText;
      ctx.lineWidth = 2.5;
      ctx.strokeRect(x + 3.5, y + 3.5, w - 7, h - 7);
    }
    drawCentredText(ctx, letter, x + w / 2, y + h / 2, { size: 34, colour: PALETTE.pressText });
  });
}

type Chip = { readonly word: string; readonly by: Side | null; readonly width: number };

const chipWidth = (text: string): number => Math.ceil(text.length * CHIP_TEXT * MONO_ADVANCE) + 12;

/** The played words laid out in lines; when they overflow, the oldest give way to "+N". */
function chipLines(played: VersusPicture["played"]): Chip[][] {
  const room = VERSUS_WIDTH - 2 * MARGIN;
  const lay = (chips: readonly Chip[]): Chip[][] => {
    const lines: Chip[][] = [[]];
    let used = 0;
    for (const chip of chips) {
      if (used + chip.width > room && lines.at(-1)!.length > 0) {
        lines.push([]);
        used = 0;
      }
      lines.at(-1)!.push(chip);
      used += chip.width + CHIP_GAP;
    }
    return lines;
  };
  const chips = played.map(({ word, by }) => ({ word: word.toUpperCase(), by, width: chipWidth(word) }));
  for (let dropped = 0; ; dropped++) {
    const earlier = dropped === 0 ? [] : [{ word: `+${dropped}`, by: null, width: chipWidth(`+${dropped}`) }];
    const lines = lay([...earlier, ...chips.slice(dropped)]);
    if (lines.length <= CHIP_LINES) return played.length === 0 ? [] : lines;
  }
}

function drawChips(ctx: SKRSContext2D, lines: readonly Chip[][], top: number): void {
  if (lines.length === 0) {
    drawCentredText(ctx, "No words played yet", VERSUS_WIDTH / 2, top + CHIP / 2, { size: CHIP_TEXT, colour: DARK.muted });
    return;
  }
  lines.forEach((line, n) => {
    let x = MARGIN;
    const y = top + n * (CHIP + CHIP_GAP);
    for (const chip of line) {
      fillRoundRect(ctx, x, y, chip.width, CHIP, 6, chip.by === null ? DARK.grid : PALETTE.pressOwned[OWNER[chip.by]]);
      drawCentredText(ctx, chip.word, x + chip.width / 2, y + CHIP / 2, { size: CHIP_TEXT, colour: chip.by === null ? DARK.text : PALETTE.pressText, family: MONO });
      x += chip.width + CHIP_GAP;
    }
  });
}

function versusAlt(picture: VersusPicture, tiles: readonly string[]): string {
  const [blue, red] = ([0, 1] as const).map((s) => `${printable(picture.names[s])} (${SIDE_NAMES[s]}) ${countTiles(picture.colours[s])}`);
  const turn = picture.toMove === null ? "" : ` ${printable(picture.names[picture.toMove])} to move.`;
  const last = picture.lastWord === null ? "" : ` Last word: ${picture.lastWord.word.toUpperCase()} by ${printable(picture.names[picture.lastWord.by])}.`;
  const described = tiles.map((letter, i) => {
    const side = ([0, 1] as const).find((s) => has(picture.colours[s], i));
    return side === undefined ? letter : `${letter} ${SIDE_NAMES[side]}${has(picture.locked[side], i) ? " locked" : ""}`;
  });
  const rows = [1, 2, 3, 4, 5].map((r) => `Row ${r}: ${listed(described.slice((r - 1) * 5, r * 5))}.`);
  const played = picture.played.length === 0 ? "" : ` Played: ${listed(picture.played.map((p) => p.word.toUpperCase()))}.`;
  return `Letterpress versus: ${blue}, ${red}.${turn}${last} ${rows.join(" ")}${played}`;
}
