// A conundrum's answers in one probe: a hash table from anagram key to word, open
// addressing with linear probing, each slot a (key, word + 1) pair so a probe reads one
// cache line. Words are inserted in alphabetical order, and words of one key share a home
// slot, so a probe meets them in that order: answers need no sorting. Built on first use.

import { anagramKey, anagramKeyOfBytes } from "./anagram-key.ts";
import type { DictionaryParts } from "./dictionary.ts";

export class AnagramIndex {
  private readonly shift: number;
  private readonly slots: Int32Array;
  /** Each word's string, made when a probe first needs it and kept (strings are immutable). */
  private readonly spelled: (string | undefined)[];

  constructor(private readonly parts: DictionaryParts) {
    const { offsets, text } = parts;
    const words = offsets.length - 1;
    // At most three quarters full, so probes stay short.
    const bits = Math.max(1, Math.ceil(Math.log2((words * 4) / 3 + 1)));
    this.shift = 32 - bits;
    this.slots = new Int32Array(2 << bits);
    this.spelled = new Array<string | undefined>(words);
    const last = (1 << bits) - 1;
    for (let word = 0; word < words; word++) {
      const key = anagramKeyOfBytes(text, offsets[word], offsets[word + 1] - 1);
      let slot = key >>> this.shift;
      while (this.slots[2 * slot + 1] !== 0) slot = (slot + 1) & last;
      this.slots[2 * slot] = key;
      this.slots[2 * slot + 1] = word + 1;
    }
  }

  /** Every word made of exactly these letters (lowercase a–z), in alphabetical order. */
  anagrams(letters: string): string[] {
    const { slots } = this;
    const key = anagramKey(letters) | 0;
    const last = (slots.length >> 1) - 1;
    const found: string[] = [];
    for (let slot = key >>> this.shift; slots[2 * slot + 1] !== 0; slot = (slot + 1) & last) {
      if (slots[2 * slot] !== key) continue;
      const word = this.spell(slots[2 * slot + 1] - 1);
      if (sameLetters(word, letters)) found.push(word);
    }
    return found;
  }

  private spell(word: number): string {
    const { offsets, text } = this.parts;
    return (this.spelled[word] ??= text.toString("latin1", offsets[word], offsets[word + 1] - 1));
  }
}

const counts = new Int32Array(26);

function sameLetters(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) counts[a.charCodeAt(i) - 97]++;
  let same = true;
  for (let i = 0; i < b.length; i++) if (--counts[b.charCodeAt(i) - 97] < 0) same = false;
  for (let i = 0; i < a.length; i++) counts[a.charCodeAt(i) - 97] = counts[b.charCodeAt(i) - 97] = 0;
  return same;
}
