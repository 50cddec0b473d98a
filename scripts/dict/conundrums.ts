// The words a conundrum's answer may be, most said first: the nine-letter words among the
// FAMILIAR most said, less names of people and places (names.ts). The game then keeps those
// with one anagram in the round's list that are quiz material (src/games/conundrum/pool.ts).

import { nameWords } from "./names.ts";

// Players know a conundrum among the 20,000 most said words (issue 26); further down come
// words like "vouchsafe" and "worrywart".
export const FAMILIAR = 20_000;
const LETTERS = 9;

/** From the common words, most said first. */
export function conundrumCandidates(byFrequency: readonly string[]): string[] {
  const isName = nameWords();
  return byFrequency.slice(0, FAMILIAR).filter((word) => word.length === LETTERS && !isName(word));
}
