// Countdown letters: every word that can be spelled from a bag of letters, each letter used
// at most as often as it is given, by a walk over the trie (assembly/letters.ts). (Letterpress
// asks the same of 25 tiles, which reach so much of the trie that letterpress.ts scans the
// words instead.)

import type { Dictionary } from "./dictionary/index.ts";
import { MAX_LENGTH } from "./dictionary/walks.ts";

/** Every word of at least `minLength` letters from the bag, longest first, then A–Z. */
export function wordsFromLetters(dict: Dictionary, letters: string, minLength = 2): string[] {
  const { walks } = dict;
  const { counts } = walks;
  counts.fill(0);
  let available = 0; // bit c is set while the bag holds letter c
  for (let i = 0; i < letters.length; i++) {
    const c = letters.charCodeAt(i) - 97;
    counts[c]++;
    available |= 1 << c;
  }
  walks.exports.lettersWords(available, letters.length, minLength);
  return walks.wordsFiled(dict, Math.min(letters.length, MAX_LENGTH), minLength);
}

/** The words of the greatest length that can be made (Countdown's "best words"). */
export function longestWords(dict: Dictionary, letters: string): string[] {
  const words = wordsFromLetters(dict, letters);
  return words.filter((w) => w.length === words[0].length);
}
