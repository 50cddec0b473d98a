// Echoing what the user typed back in an error: cut short, so a pasted megabyte stays one line.

import { cutText } from "../cut-text.ts";

const ECHOED = 40;

export function echoed(text: string): string {
  return cutText(text, ECHOED);
}
