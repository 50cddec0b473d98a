// Letterpress: any tiles, no adjacency, each tile once — the letters question over 25 tiles.
//
// Twenty-five tiles reach so much of the trie that walking it waits on memory at every
// step. So scan the words instead, kept in answer order (longest first, then A–Z), 32 at a
// time: a board usually lacks a dozen letters, and one bitmask a letter and block says which
// of the block's words use it, so a few ANDs strike out every word with a letter the board
// lacks. What is left fits unless it needs a letter more often than the board has it:
// a second mask per word, its letters used twice or more, settles that, and only words with
// a letter three times or more have their letters counted.

import { spellingsLater, type Dictionary } from "./dictionary/index.ts";
import { letterCounts } from "./letter-bag.ts";

/** Set in a word's `twice` mask when some letter appears three times or more. */
const THRICE = 1 << 26;

interface Signatures {
  /** Word numbers, longest first, then alphabetical: a word's place is its index here. */
  readonly order: Uint32Array;
  /** uses[26 * block + c]: bit k set when the word at place 32 * block + k uses letter c. */
  readonly uses: Int32Array;
  /** The letters each place's word uses twice or more, with THRICE. */
  readonly twice: Uint32Array;
  /** atLeast[n]: how many words have n letters or more, so the first place of a shorter word. */
  readonly atLeast: Uint32Array;
  /** Each place's word, spelled when a board first needs it and kept. */
  readonly spelled: (string | undefined)[];
}

const signaturesByDictionary = new WeakMap<Dictionary, Signatures>();
const lacking = new Int32Array(26);

export function letterpressWords(dict: Dictionary, letters: string, minLength = 2): string[] {
  const { order, uses, twice, atLeast, spelled } = signaturesOf(dict);
  const bag = letterCounts(letters);
  let lacks = 0, many = 0;
  for (let c = 0; c < 26; c++) {
    if (bag[c] === 0) lacking[lacks++] = c;
    if (bag[c] >= 2) many |= 1 << c;
  }
  const found: string[] = [];
  const end = atLeast[Math.min(Math.max(minLength, 0), atLeast.length - 1)];
  for (let block = 0; 32 * block < end; block++) {
    let fit = 32 * block + 32 <= end ? -1 : (1 << (end - 32 * block)) - 1;
    for (let k = 0; k < lacks && fit !== 0; k++) fit &= ~uses[26 * block + lacking[k]];
    for (; fit !== 0; fit &= fit - 1) {
      const at = 32 * block + 31 - Math.clz32(fit & -fit);
      const short = twice[at] & ~many;
      if (short !== 0 && (short !== THRICE || !fits(dict, order[at], bag))) continue;
      found.push((spelled[at] ??= dict.word(order[at])));
    }
  }
  return found;
}

const counts = new Int32Array(26);

/** Whether the word needs no letter more often than the bag holds it. */
function fits(dict: Dictionary, word: number, bag: Int32Array): boolean {
  const { text, offsets } = dict.parts;
  counts.fill(0);
  for (let i = offsets[word]; i < offsets[word + 1] - 1; i++) if (++counts[text[i] - 97] > bag[text[i] - 97]) return false;
  return true;
}

function signaturesOf(dict: Dictionary): Signatures {
  let signatures = signaturesByDictionary.get(dict);
  if (!signatures) signaturesByDictionary.set(dict, (signatures = computeSignatures(dict)));
  return signatures;
}

function computeSignatures(dict: Dictionary): Signatures {
  const { text, offsets } = dict.parts;
  const lengthOf = (word: number) => offsets[word + 1] - offsets[word] - 1;
  // A counting sort by length, longest first; within a length the words keep their A–Z order.
  let longest = 0;
  for (let w = 0; w < dict.size; w++) longest = Math.max(longest, lengthOf(w));
  const atLeast = new Uint32Array(longest + 2);
  for (let w = 0; w < dict.size; w++) atLeast[lengthOf(w)]++;
  for (let n = longest; n >= 0; n--) atLeast[n] += atLeast[n + 1];
  const next = atLeast.slice(1);
  const order = new Uint32Array(dict.size);
  const uses = new Int32Array(26 * Math.ceil(dict.size / 32));
  const twice = new Uint32Array(dict.size);
  for (let w = 0; w < dict.size; w++) {
    const at = next[lengthOf(w)]++;
    order[at] = w;
    counts.fill(0);
    for (let i = offsets[w]; i < offsets[w + 1] - 1; i++) {
      const c = text[i] - 97;
      uses[26 * (at >> 5) + c] |= 1 << (at & 31);
      if (++counts[c] === 2) twice[at] |= 1 << c;
      else if (counts[c] === 3) twice[at] |= THRICE;
    }
  }
  return { order, uses, twice, atLeast, spelled: spellingsLater(dict.size) };
}
