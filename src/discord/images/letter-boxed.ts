// Letter Boxed: the NYT square, three letters to a side, and optionally a player's chain
// of words drawn as lines from letter to letter.
import type { SKRSContext2D } from "@napi-rs/canvas";
import { PALETTE, clipAlt, drawCentredText, listed, renderBoard, type BoardImage } from "./style.ts";

const SIZE = 400;
const INSET = 90; // from the image edge to the square
const LETTER_OFFSET = 44; // from the square's edge out to a letter's centre
const DOT_RADIUS = 9;
const SIDE_NAMES = ["Top", "Right", "Bottom", "Left"] as const;

interface Point {
  readonly x: number;
  readonly y: number;
}

/** Where the dot sits on the square, and which way is outward, for letter `i` of side `side`. */
function placement(side: number, i: number): { dot: Point; outward: Point } {
  const along = INSET + ((i + 1) * (SIZE - 2 * INSET)) / 4;
  const near = INSET;
  const far = SIZE - INSET;
  return [
    { dot: { x: along, y: near }, outward: { x: 0, y: -1 } },
    { dot: { x: far, y: along }, outward: { x: 1, y: 0 } },
    { dot: { x: along, y: far }, outward: { x: 0, y: 1 } },
    { dot: { x: near, y: along }, outward: { x: -1, y: 0 } },
  ][side];
}

export function drawLetterBoxedBoard(sides: readonly string[], words: readonly string[] = []): BoardImage {
  const letters = sides.map((side) => [...side.toUpperCase()]);
  if (letters.length !== 4 || letters.some((side) => side.length !== 3)) {
    throw new RangeError(`a Letter Boxed square has 4 sides of 3 letters, not ${sides.join(" ")}`);
  }
  const dots = new Map<string, Point>();
  letters.forEach((side, s) => side.forEach((letter, i) => dots.set(letter, placement(s, i).dot)));
  const strokes = words.flatMap((word) => strokesOf(word.toUpperCase(), dots));
  const used = new Set(words.join("").toUpperCase());
  const png = renderBoard(SIZE, SIZE, PALETTE.boxBackground, (ctx) => {
    ctx.fillStyle = PALETTE.boxSquare;
    ctx.fillRect(INSET, INSET, SIZE - 2 * INSET, SIZE - 2 * INSET);
    drawStrokes(ctx, strokes);
    ctx.lineWidth = 4;
    ctx.strokeStyle = PALETTE.boxEdge;
    ctx.strokeRect(INSET, INSET, SIZE - 2 * INSET, SIZE - 2 * INSET);
    letters.forEach((side, s) =>
      side.forEach((letter, i) => drawLetter(ctx, letter, placement(s, i), used.has(letter))),
    );
  });
  return { png, alt: clipAlt(letterBoxedAlt(letters, words)) };
}

/** A line for each pair of neighbouring letters; a letter not on the box leaves a gap. */
function strokesOf(word: string, dots: ReadonlyMap<string, Point>): [Point, Point][] {
  return [...word].slice(1).flatMap((letter, i) => {
    const from = dots.get(word[i]);
    const to = dots.get(letter);
    return from && to ? [[from, to] as [Point, Point]] : [];
  });
}

function drawStrokes(ctx: SKRSContext2D, strokes: readonly [Point, Point][]): void {
  ctx.strokeStyle = PALETTE.boxChain;
  ctx.lineWidth = 5;
  ctx.lineCap = "round";
  ctx.beginPath();
  for (const [from, to] of strokes) {
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(to.x, to.y);
  }
  ctx.stroke();
}

function drawLetter(
  ctx: SKRSContext2D,
  letter: string,
  { dot, outward }: { dot: Point; outward: Point },
  used: boolean,
): void {
  ctx.beginPath();
  ctx.arc(dot.x, dot.y, DOT_RADIUS, 0, 2 * Math.PI);
  ctx.fillStyle = used ? PALETTE.boxDotUsed : PALETTE.boxDot;
  ctx.fill();
  ctx.lineWidth = 3;
  ctx.strokeStyle = PALETTE.boxEdge;
  ctx.stroke();
  const x = dot.x + outward.x * LETTER_OFFSET;
  const y = dot.y + outward.y * LETTER_OFFSET;
  drawCentredText(ctx, letter, x, y, { size: 36, colour: PALETTE.boxText });
}

function letterBoxedAlt(letters: readonly string[][], words: readonly string[]): string {
  const sides = letters.map((side, s) => `${SIDE_NAMES[s]}: ${listed(side)}.`).join(" ");
  const chain = words.length > 0 ? ` Lines show the chain ${listed(words.map((w) => w.toUpperCase()))}.` : "";
  return `Letter Boxed square. ${sides}${chain}`;
}
