// Checking a player's chain of words against a box: every word allowed by the box and the
// dictionary, each starting with the last letter of the one before; solved when the chain
// uses all twelve letters.

import { ok, refuse, type Checked } from "../checked.ts";
import type { Dictionary } from "../dictionary/index.ts";
import { MIN_WORD_LENGTH } from "./words.ts";

export interface ChainCheck {
  readonly solved: boolean;
  readonly lettersUsed: number;
}

export function checkLetterBoxedChain(dict: Dictionary, sides: readonly string[], words: readonly string[]): Checked<ChainCheck> {
  if (words.length === 0) return refuse("No words given.");
  const sideOf = new Map([...sides.join("")].map((letter, place) => [letter, Math.floor(place / 3)]));
  const used = new Set<string>();
  for (const [i, raw] of words.entries()) {
    const word = raw.trim().toLowerCase();
    const error = wordError(word, sideOf, dict);
    if (error) return refuse(error);
    const previous = i > 0 ? words[i - 1].trim().toLowerCase() : undefined;
    if (previous && word[0] !== previous[previous.length - 1]) {
      return refuse(`"${word}" must start with "${previous[previous.length - 1]}", the last letter of "${previous}".`);
    }
    for (const letter of word) used.add(letter);
  }
  return ok({ solved: used.size === 12, lettersUsed: used.size });
}

function wordError(word: string, sideOf: ReadonlyMap<string, number>, dict: Dictionary): string | undefined {
  if (word.length < MIN_WORD_LENGTH) return `"${word}" is too short: words need at least ${MIN_WORD_LENGTH} letters.`;
  for (let i = 0; i < word.length; i++) {
    if (!sideOf.has(word[i])) return `"${word}": "${word[i]}" is not in the box.`;
    if (i > 0 && sideOf.get(word[i]) === sideOf.get(word[i - 1])) {
      return `"${word}": "${word[i - 1]}" and "${word[i]}" are on the same side, so they cannot follow each other.`;
    }
  }
  return dict.has(word) ? undefined : `"${word}" is not in the dictionary.`;
}
