// Reading back the PNGs the bot draws: their size, and what is painted where.
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { expect } from "vitest";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Checks the signature and the IHDR chunk, and returns the image's size. */
export function pngSize(png: Buffer): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(png.toString("latin1", 12, 16)).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The RGBA bytes of a box of the decoded image. */
async function pixels(png: Buffer, x: number, y: number, w: number, h: number): Promise<Uint8ClampedArray> {
  const image = await loadImage(png);
  const ctx = createCanvas(image.width, image.height).getContext("2d");
  ctx.drawImage(image, 0, 0);
  return ctx.getImageData(x, y, w, h).data;
}

/** The RGB of one pixel, read back by decoding the PNG. */
export async function pixel(png: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const [r, g, b] = await pixels(png, x, y, 1, 1);
  return [r!, g!, b!];
}

/** How many pixels in a box are dark: letters drawn dark on a light tile. */
export async function darkPixels(png: Buffer, x: number, y: number, w: number, h: number): Promise<number> {
  const data = await pixels(png, x, y, w, h);
  let dark = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i]! + data[i + 1]! + data[i + 2]! < 200) dark++;
  return dark;
}

/** How many pixels of the whole image are exactly this colour ("#rrggbb"). */
export async function pixelsOf(png: Buffer, colour: string): Promise<number> {
  const { width, height } = pngSize(png);
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  const data = await pixels(png, 0, 0, width, height);
  let count = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i] === r && data[i + 1] === g && data[i + 2] === b) count++;
  return count;
}

/** The most rows in a row, within a box, that each hold a pixel of this colour: the height of
 *  the tallest glyphs written in it, when the box holds text of that colour and nothing else. */
export async function tallestRun(png: Buffer, colour: string, x: number, y: number, w: number, h: number): Promise<number> {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  const data = await pixels(png, x, y, w, h);
  let best = 0;
  let run = 0;
  for (let row = 0; row < h; row++) {
    let hit = false;
    for (let col = 0; col < w && !hit; col++) {
      const i = 4 * (row * w + col);
      hit = data[i] === r && data[i + 1] === g && data[i + 2] === b;
    }
    run = hit ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}
