// A conundrum's answers in one probe: a hash table from a bag (letter code and length) to
// its words, open addressing with linear probing, each slot four numbers (the code's two
// halves, where the bag's words start in a list of the words grouped by bag, and their
// count and length) so a probe reads one cache line and stops at the first match: each bag
// has one slot. Within a group the words keep alphabetical order, so answers need no
// sorting, and their strings sit side by side. One table a word length, built when a bag of
// that length is first asked about: conundrums only ever ask about nine letters, whose
// table is a tenth of a whole list's.

import { home, letterCode, letterCodeOfBytes, withoutCarries } from "./anagram-key.ts";
import { spellingsLater, type DictionaryParts } from "./dictionary.ts";

const SLOT = 4;

export class AnagramIndex {
  private readonly bits: number;
  private readonly slots: Uint32Array;
  /** The words grouped by bag: each place's word number. */
  private readonly wordOfPlace: Int32Array;
  /** Each place's word string, made when a probe first needs it and kept (strings are immutable). */
  private readonly spelled: (string | undefined)[];

  /** The table of the words with `length` letters. */
  constructor(
    private readonly parts: DictionaryParts,
    length: number,
  ) {
    const { offsets, text } = parts;
    const words = wordsOfLength(offsets, length);
    // At most three quarters full, so probes stay short.
    this.bits = Math.max(1, Math.ceil(Math.log2((words.length * 4) / 3 + 1)));
    this.slots = new Uint32Array(SLOT << this.bits);
    this.wordOfPlace = new Int32Array(words.length);
    this.spelled = spellingsLater(words.length);
    const slotOf = new Int32Array(words.length);
    words.forEach((word, i) => {
      letterCodeOfBytes(text, offsets[word], offsets[word + 1] - 1, code);
      const at = this.slotOf(length);
      this.slots[at] = code[0];
      this.slots[at + 1] = code[1];
      this.slots[at + 3] += 0x10000 + (this.slots[at + 3] === 0 ? length : 0); // count << 16 | length
      slotOf[i] = at;
    });
    // Groups in the order of their first words, so the strings are made and kept in much
    // the order of the list, as when they were kept by word number.
    const started = new Uint8Array(this.slots.length / SLOT);
    let place = 0;
    for (const at of slotOf) {
      if (started[at / SLOT] === 1) continue;
      started[at / SLOT] = 1;
      this.slots[at + 2] = place;
      place += this.slots[at + 3] >>> 16;
    }
    words.forEach((word, i) => (this.wordOfPlace[this.slots[slotOf[i] + 2]++] = word));
    for (let at = 0; at < this.slots.length; at += SLOT) this.slots[at + 2] -= this.slots[at + 3] >>> 16;
  }

  /** Every word made of exactly these letters (lowercase a–z), in alphabetical order. */
  anagrams(letters: string): string[] {
    if (!letterCode(letters, code)) return [];
    const at = this.slotOf(letters.length);
    const count = this.slots[at + 3] >>> 16, first = this.slots[at + 2];
    const found = new Array<string>(count);
    for (let i = 0; i < count; i++) found[i] = this.spelled[first + i] ??= this.wordAt(this.wordOfPlace[first + i]);
    return withoutCarries(code, letters.length) ? found : found.filter((word) => sameLetters(word, letters));
  }

  /** The slot of the bag in `code` with this many letters: its own, or the empty one where it would go. */
  private slotOf(length: number): number {
    const { slots } = this;
    const low = code[0], high = code[1];
    const last = (1 << this.bits) - 1;
    for (let slot = home(code, this.bits); ; slot = (slot + 1) & last) {
      const at = SLOT * slot;
      if (slots[at + 3] === 0 || (slots[at] === low && slots[at + 1] === high && (slots[at + 3] & 0xffff) === length)) return at;
    }
  }

  private wordAt(word: number): string {
    const { offsets, text } = this.parts;
    return text.toString("latin1", offsets[word], offsets[word + 1] - 1);
  }
}

/** The numbers of the words with `length` letters, in list order. */
function wordsOfLength(offsets: Uint32Array, length: number): Int32Array {
  const words: number[] = [];
  for (let word = 0; word + 1 < offsets.length; word++) if (offsets[word + 1] - 1 - offsets[word] === length) words.push(word);
  return Int32Array.from(words);
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
