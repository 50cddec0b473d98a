// Input echoed back in an error message: as JSON shows it (text in quotes), and cut short
// so a 100 KB paste gets a one-line answer rather than itself back.

import { cutText } from "../cut-text.ts";

const SHOWN = 24;

export function quoted(input: unknown): string {
  // JSON writes a number too big to hold (1e400 reads as Infinity) as null.
  if (typeof input === "number" && !Number.isFinite(input)) return "a number too big to hold";
  if (typeof input !== "string") return cut(JSON.stringify(input) ?? String(input));
  return JSON.stringify(cut(input));
}

const cut = (text: string): string => cutText(text, SHOWN + 1);
