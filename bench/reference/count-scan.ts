// The plain letters and Letterpress solver: scan every word, in answer order (longest first,
// then A–Z), keeping those that need no letter more often than the bag holds it. Each word's
// 26 letter counts are worked out once, up front.

import { letterCounts } from "../../src/solvers/letter-bag.ts";

export function countScan(list: readonly string[]): (letters: string, minLength?: number) => string[] {
  const words = [...list].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  const counts = new Uint8Array(26 * words.length);
  words.forEach((word, i) => counts.set(letterCounts(word), 26 * i));
  return (letters, minLength = 2) => {
    const bag = letterCounts(letters);
    const found: string[] = [];
    for (let i = 0; i < words.length && words[i].length >= minLength; i++) {
      let fits = true;
      for (let c = 0; c < 26 && fits; c++) fits = counts[26 * i + c] <= bag[c];
      if (fits) found.push(words[i]);
    }
    return found;
  };
}
