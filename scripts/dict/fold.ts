// Turning SCOWL entries into playable words: accents folded (café → cafe, not dropped) and
// vowelless entries dropped, which are abbreviations (kb, lx, csch), except a few real words.

// Vowelless words players say or Scrabble knows; every other vowelless entry is an abbreviation.
const VOWELLESS_WORDS = new Set(["brr", "hmm", "sh", "shh", "psst", "nth", "tsk", "cwm", "cwms", "crwth", "crwths"]);

/** Old SCOWL files are ISO-8859-1, new ones UTF-8: read UTF-8 when the bytes are valid UTF-8. */
export function decode(bytes: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return bytes.toString("latin1");
  }
}

/** café → cafe, naïve → naive; anything else stays as it is. */
export function foldAccents(entry: string): string {
  return entry.normalize("NFD").replace(/\p{M}/gu, "");
}

export function hasVowel(word: string): boolean {
  return /[aeiouy]/u.test(word) || VOWELLESS_WORDS.has(word);
}
