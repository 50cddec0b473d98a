// Letterpress: any tiles, no adjacency, each tile once — the letters question over 25 tiles.

import type { Dictionary } from "./dictionary/index.ts";
import { wordsFromLetters } from "./letters.ts";

export function letterpressWords(dict: Dictionary, letters: string, minLength = 2): string[] {
  return wordsFromLetters(dict, letters, minLength);
}
