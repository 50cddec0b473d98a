// A conundrum's answers in one probe: a hash table from letter code to word, open
// addressing with linear probing, each slot four numbers (the code's two halves, word + 1,
// the word's length) so a probe reads one cache line and settles a match without reading
// the word. Words are inserted in alphabetical order, and words of one code share a home
// slot, so a probe meets them in that order: answers need no sorting. Built on first use.

import { home, letterCode, letterCodeOfBytes, withoutCarries } from "./anagram-key.ts";
import { spellingsLater, type DictionaryParts } from "./dictionary.ts";

const SLOT = 4;

export class AnagramIndex {
  private readonly bits: number;
  private readonly slots: Uint32Array;
  /** Each word's string, made when a probe first needs it and kept (strings are immutable). */
  private readonly spelled: (string | undefined)[];

  constructor(private readonly parts: DictionaryParts) {
    const { offsets, text } = parts;
    const words = offsets.length - 1;
    // At most three quarters full, so probes stay short.
    this.bits = Math.max(1, Math.ceil(Math.log2((words * 4) / 3 + 1)));
    this.slots = new Uint32Array(SLOT << this.bits);
    this.spelled = spellingsLater(words);
    const last = (1 << this.bits) - 1;
    for (let word = 0; word < words; word++) {
      letterCodeOfBytes(text, offsets[word], offsets[word + 1] - 1, code);
      let slot = home(code, this.bits);
      while (this.slots[SLOT * slot + 2] !== 0) slot = (slot + 1) & last;
      const at = SLOT * slot;
      this.slots[at] = code[0];
      this.slots[at + 1] = code[1];
      this.slots[at + 2] = word + 1;
      this.slots[at + 3] = offsets[word + 1] - 1 - offsets[word];
    }
  }

  /** Every word made of exactly these letters (lowercase a–z), in alphabetical order. */
  anagrams(letters: string): string[] {
    const { slots } = this;
    const found: string[] = [];
    if (!letterCode(letters, code)) return found;
    const exact = withoutCarries(code, letters.length);
    const low = code[0], high = code[1];
    const last = (1 << this.bits) - 1;
    for (let slot = home(code, this.bits); slots[SLOT * slot + 2] !== 0; slot = (slot + 1) & last) {
      const at = SLOT * slot;
      if (slots[at] !== low || slots[at + 1] !== high || slots[at + 3] !== letters.length) continue;
      const word = (this.spelled[slots[at + 2] - 1] ??= this.wordAt(slots[at + 2] - 1));
      if (exact || sameLetters(word, letters)) found.push(word);
    }
    return found;
  }

  private wordAt(word: number): string {
    const { offsets, text } = this.parts;
    return text.toString("latin1", offsets[word], offsets[word + 1] - 1);
  }
}

const code = new Uint32Array(2);
const counts = new Int32Array(26);

function sameLetters(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) counts[a.charCodeAt(i) - 97]++;
  let same = true;
  for (let i = 0; i < b.length; i++) if (--counts[b.charCodeAt(i) - 97] < 0) same = false;
  for (let i = 0; i < a.length; i++) counts[a.charCodeAt(i) - 97] = counts[b.charCodeAt(i) - 97] = 0;
  return same;
}
