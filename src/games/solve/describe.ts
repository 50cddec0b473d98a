// Human-readable word lists for solve answers: the longest few lengths, a few words each,
// offensive words left out of what is shown (the count and the JSON keep them).

import { isOffensive } from "../offensive.ts";
import { counted } from "../words.ts";

const LENGTHS_SHOWN = 3;
const WORDS_PER_LENGTH = 12;

/** `words` must be longest first. */
export function describeWordsByLength(letters: string, dict: string, words: readonly string[]): string {
  const head = `${letters.toUpperCase()} (${dict}): ${counted(words.length, "word")}`;
  if (words.length === 0) return `${head}.`;
  const lines = [head];
  for (const length of [...new Set(words.map((w) => w.length))].slice(0, LENGTHS_SHOWN)) {
    const group = words.filter((w) => w.length === length && !isOffensive(w));
    const more = group.length > WORDS_PER_LENGTH ? ` … and ${group.length - WORDS_PER_LENGTH} more` : "";
    lines.push(`${String(length).padStart(2)}: ${group.slice(0, WORDS_PER_LENGTH).join(", ")}${more}`);
  }
  return lines.join("\n");
}
