// What every board image shares: the palette, the fonts, and drawing a lettered tile.
// Fonts come from the dejavu-fonts-ttf package, never the system: a CI box may have none.
import { createRequire } from "node:module";
import { type Canvas, createCanvas, GlobalFonts, type SKRSContext2D } from "@napi-rs/canvas";
import { cutText } from "../../cut-text.ts";
import type { GameName } from "../../games/model.ts";

export interface BoardImage {
  readonly png: Buffer;
  /** Alt text for screen readers (Discord allows 1024 characters; we keep to 1000). */
  readonly alt: string;
}

export const PALETTE = {
  countdownBoard: "#0a2350",
  countdownTile: "#1f5bb8",
  countdownEdge: "#8fb4ee",
  countdownEmpty: "#14356e",
  countdownText: "#ffffff",
  displayBody: "#111111",
  displayUnlit: "#7a2c20",
  displayLit: "#ff5a36",
  boggleTray: "#1c4f9c",
  boggleDie: "#f6f1e4",
  boggleDieShadow: "#0e2e60",
  boggleText: "#1b1b33",
  pressNeutral: ["#e9e8e5", "#e2e1de"],
  // indexed by owner (1 blue, 2 red); owner 0 takes pressNeutral
  pressOwned: ["", "#78c8f5", "#f7998e"],
  pressLocked: ["", "#00a2ff", "#ff432f"],
  pressText: "#2e2c3a",
  boxBackground: "#fc716b",
  boxSquare: "#ffffff",
  boxEdge: "#111111",
  boxText: "#111111",
  boxDot: "#ffffff",
  boxDotUsed: "#111111",
  boxChain: "#c2362f",
} as const;

/** Discord's dark theme: pictures sit on the embed's colour and write in its text colours. */
export const DARK = {
  embed: "#2b2d31",
  text: "#f2f3f5",
  muted: "#b5bac1",
  grid: "#404249",
  /** Discord's blurple, the colour of the bot's other embeds. */
  accent: "#5865f2",
} as const;

/** Each game's colour: the stripe down its messages and its bars in a chart. */
export const GAME_COLOURS: Readonly<Record<GameName, string>> = {
  letters: "#1f5bb8",
  numbers: "#d9822b",
  conundrum: "#8e44ad",
  boggle: "#2e9d5b",
  letterpress: "#c0392b",
  letterboxed: "#e0b300",
};

/** Pictures are drawn at twice the size they are laid out in, for phones' dense screens. */
export const PIXEL_RATIO = 2;

/** A name as a picture can draw it: control characters (a NUL, say) dropped, spaces kept single. */
export function printable(name: string): string {
  return name.replace(/\p{Cc}+/gu, " ").replace(/\s+/gu, " ").trim();
}

/** DejaVu families under our own names, so a lookup can never fall back to a system font. */
export const SANS = "Lexicord Sans";
export const MONO = "Lexicord Mono";

const FONT_FILES: Readonly<Record<string, string>> = {
  [SANS]: "DejaVuSans-Bold.ttf",
  [MONO]: "DejaVuSansMono-Bold.ttf",
};

let fontsRegistered = false;

export function registerFonts(): void {
  if (fontsRegistered) return;
  const require = createRequire(import.meta.url);
  for (const [family, file] of Object.entries(FONT_FILES)) {
    const path = require.resolve(`dejavu-fonts-ttf/ttf/${file}`);
    if (!GlobalFonts.registerFromPath(path, family)) throw new Error(`cannot load font ${path}`);
  }
  fontsRegistered = true;
}

// One canvas per size, drawn over each time, rather than ~650 KB of fresh pixels an image.
// (Fresh canvases do not pile up while the event loop turns between images: 2,400 drawn that
// way left RSS flat; the 380 MB once seen for 800 came from a loop that never yielded.)
const canvases = new Map<string, Canvas>();

function canvasOf(width: number, height: number): Canvas {
  const key = `${width}x${height}`;
  const canvas = canvases.get(key) ?? createCanvas(width, height);
  canvases.set(key, canvas);
  return canvas;
}

/** A canvas filled with `background`; run `draw` on it and encode it as PNG. */
export function renderBoard(
  width: number,
  height: number,
  background: string,
  draw: (ctx: SKRSContext2D) => void,
): Buffer {
  registerFonts();
  const ctx = canvasOf(width, height).getContext("2d");
  ctx.save();
  try {
    ctx.clearRect(0, 0, width, height);
    ctx.fillStyle = background;
    ctx.fillRect(0, 0, width, height);
    draw(ctx);
    return ctx.canvas.encodeSync("png");
  } finally {
    ctx.restore();
  }
}

export function fillRoundRect(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  radius: number,
  colour: string,
): void {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, radius);
  ctx.fill();
}

export interface TextStyle {
  readonly size: number;
  readonly colour: string;
  readonly family?: string;
  /** The text shrinks to fit this width (e.g. "100" or "Qu" on a tile). */
  readonly maxWidth?: number;
}

/** Draws `text` centred on (cx, cy), centring capital letters and digits by their cap height. */
export function drawCentredText(
  ctx: SKRSContext2D,
  text: string,
  cx: number,
  cy: number,
  style: TextStyle,
): void {
  const family = style.family ?? SANS;
  ctx.font = `${style.size}px "${family}"`;
  const width = ctx.measureText(text).width;
  const size = style.maxWidth && width > style.maxWidth ? (style.size * style.maxWidth) / width : style.size;
  ctx.font = `${size}px "${family}"`;
  const capHeight = ctx.measureText("H").actualBoundingBoxAscent;
  ctx.fillStyle = style.colour;
  ctx.textAlign = "center";
  ctx.textBaseline = "alphabetic";
  ctx.fillText(text, cx, cy + capHeight / 2);
}

/** Screen readers get "A, B, C" rather than a run of capitals read as one word. */
export function listed(items: readonly string[]): string {
  return items.join(", ");
}

const ALT_LIMIT = 1000;

export function clipAlt(alt: string): string {
  return cutText(alt, ALT_LIMIT);
}
