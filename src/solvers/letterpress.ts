// Letterpress: any tiles, no adjacency, each tile once — the letters question over 25 tiles.
//
// Twenty-five tiles reach so much of the trie that walking it waits on memory at every
// step. So scan the words instead, kept in answer order (longest first, then A–Z), 32 at a
// time, striking out with a few ANDs every word that needs a letter more often than the
// board has it: a board usually lacks a dozen letters and has another half dozen only once,
// and a bitmask a letter and block says which of the block's words use it, another which
// use it twice or more. A block whose words use a letter three times or more is rare enough
// to have a third set of masks read for the letters the board has twice; only words with a
// letter four times or more have their letters counted.

import type { Dictionary } from "./dictionary/index.ts";
import { letterCounts } from "./letter-bag.ts";

/** A block's masks, side by side: 26 of words using each letter, 26 of words using it twice
 *  or more, and one of words using some letter three times or more. */
const STRIDE = 53;
const TWICE = 26, THRICE = 52;
/** A block's rarely read masks: 26 of words using each letter three times or more, and one
 *  of words using some letter four times or more. */
const RARE_STRIDE = 27;
const FOURFOLD = 26;

interface Signatures {
  /** Word numbers, longest first, then alphabetical: a word's place is its index here. */
  readonly order: Uint32Array;
  /** masks[STRIDE * block + ...]: bit k is about the word at place 32 * block + k. */
  readonly masks: Int32Array;
  /** rare[RARE_STRIDE * block + ...], likewise. */
  readonly rare: Int32Array;
  /** atLeast[n]: how many words have n letters or more, so the first place of a shorter word. */
  readonly atLeast: Uint32Array;
  /** rankAfter[n]: a place's word rank (word-rank.ts), less the place, for words of n letters. */
  readonly rankAfter: Int32Array;
}

const signaturesByDictionary = new WeakMap<Dictionary, Signatures>();
/** The masks a board strikes words out by: a letter it lacks (these first, as they strike
 *  the most), or has only once. */
const strikes = new Int32Array(26);
/** The letters the board has twice. */
const twos = new Int32Array(26);
/** The words found, kept between calls (a copy is returned): growing a fresh array one push
 *  at a time cost as much as the scan. */
const found: string[] = [];

export function letterpressWords(dict: Dictionary, letters: string, minLength = 2): string[] {
  const { order, masks, rare, atLeast, rankAfter } = signaturesOf(dict);
  // Each place's word, spelled when a board first needs it and kept, shared with the other solvers.
  const spelled = dict.spelled;
  const bag = letterCounts(letters);
  let strikeCount = 0, twoCount = 0;
  for (let c = 0; c < 26; c++) if (bag[c] === 0) strikes[strikeCount++] = c;
  for (let c = 0; c < 26; c++) {
    if (bag[c] === 1) strikes[strikeCount++] = TWICE + c;
    else if (bag[c] === 2) twos[twoCount++] = c;
  }
  let count = 0, length = atLeast.length - 1;
  const end = atLeast[Math.min(Math.max(minLength, 0), atLeast.length - 1)];
  for (let block = 0; 32 * block < end; block++) {
    const at = STRIDE * block;
    let fit = 32 * block + 32 <= end ? -1 : (1 << (end - 32 * block)) - 1;
    // Four strikes a test: the test that ends the loop is mispredicted about once a block.
    let k = 0;
    for (; k + 4 <= strikeCount && fit !== 0; k += 4) {
      fit &= ~(masks[at + strikes[k]] | masks[at + strikes[k + 1]] | masks[at + strikes[k + 2]] | masks[at + strikes[k + 3]]);
    }
    for (; k < strikeCount && fit !== 0; k++) fit &= ~masks[at + strikes[k]];
    if ((fit & masks[at + THRICE]) !== 0) {
      const rareAt = RARE_STRIDE * block;
      for (let t = 0; t < twoCount; t++) fit &= ~rare[rareAt + twos[t]];
      for (let check = fit & rare[rareAt + FOURFOLD]; check !== 0; check &= check - 1) {
        const bit = check & -check;
        if (!fits(dict, order[32 * block + 31 - Math.clz32(bit)], bag)) fit ^= bit;
      }
    }
    for (; fit !== 0; fit &= fit - 1) {
      const place = 32 * block + 31 - Math.clz32(fit & -fit);
      // Places rise through the scan, so lengths only fall.
      while (place >= atLeast[length]) length--;
      found[count++] = spelled[place + rankAfter[length]] ??= dict.word(order[place]);
    }
  }
  return found.slice(0, count);
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
  const blocks = Math.ceil(dict.size / 32);
  const masks = new Int32Array(STRIDE * blocks);
  const rare = new Int32Array(RARE_STRIDE * blocks);
  for (let w = 0; w < dict.size; w++) {
    const place = next[lengthOf(w)]++;
    const block = place >> 5, bit = 1 << (place & 31);
    order[place] = w;
    counts.fill(0);
    for (let i = offsets[w]; i < offsets[w + 1] - 1; i++) {
      const c = text[i] - 97;
      const times = ++counts[c];
      if (times === 1) masks[STRIDE * block + c] |= bit;
      else if (times === 2) masks[STRIDE * block + TWICE + c] |= bit;
      else if (times === 3) {
        masks[STRIDE * block + THRICE] |= bit;
        rare[RARE_STRIDE * block + c] |= bit;
      } else rare[RARE_STRIDE * block + FOURFOLD] |= bit;
    }
  }
  // Words of n letters take the ranks after the shorter ones, and the places after the longer.
  const rankAfter = Int32Array.from(atLeast, (_, n) => dict.size - atLeast[n] - (atLeast[n + 1] ?? 0));
  return { order, masks, rare, atLeast, rankAfter };
}
