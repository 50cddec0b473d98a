// A conundrum's answers: the words that use every given letter exactly once.

import type { Dictionary } from "./dictionary/index.ts";

export function conundrumAnswers(dict: Dictionary, letters: string): string[] {
  return dict.anagrams(letters);
}
