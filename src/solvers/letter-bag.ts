// Reading a bag of letters: the multiset a letters round, a conundrum or a Letterpress
// board gives. Case and spaces do not matter; anything else is named in the error.

import { ok, refuse, type Checked } from "./checked.ts";

/** The bag's letters, lowercase, spaces removed. */
export function readLetterBag(text: string): Checked<string> {
  const letters = text.replace(/\s+/g, "").toLowerCase();
  const stray = letters.match(/[^a-z]/u);
  if (stray) return refuse(`"${stray[0]}" is not a letter: use A to Z only.`);
  if (letters.length === 0) return refuse("No letters given.");
  return ok(letters);
}

/** How many of each letter (index 0 = a) the bag holds. */
export function letterCounts(letters: string): Int32Array {
  const counts = new Int32Array(26);
  for (let i = 0; i < letters.length; i++) counts[letters.charCodeAt(i) - 97]++;
  return counts;
}
