// A bag's letter code: how many of each letter it holds as base-4 digits, the count of
// letter c at 4^c, a–m in one number (low) and n–z in another (high). Every arrangement of
// the same letters gets the same code, and while no letter appears four times or more the
// code is exact. Four of a letter carry into the next digit, taking three off the sum of
// the digits; so a code that matches a carry-free bag's, from a word of the same length,
// has no carries either, and is that bag's letters.

/** Letter c's digit in each half: 4^c in the low half for a–m, 4^(c - 13) in the high half
 *  for n–z, and 0 in the other, so a letter is added in without a branch on its half (one
 *  mispredicted every other letter). */
const LOW = Uint32Array.from({ length: 26 }, (_, c) => (c < 13 ? 4 ** c : 0));
const HIGH = Uint32Array.from({ length: 26 }, (_, c) => (c < 13 ? 0 : 4 ** (c - 13)));

/** The code of the letters, left in `code` as [low, high]; false if one is not a–z. */
export function letterCode(letters: string, code: Uint32Array): boolean {
  let low = 0, high = 0;
  for (let i = 0; i < letters.length; i++) {
    const c = letters.charCodeAt(i) - 97;
    if (c >>> 0 >= 26) return false;
    low += LOW[c];
    high += HIGH[c];
  }
  code[0] = low;
  code[1] = high;
  return true;
}

/** The code of the letters bytes[from..to) (a–z), as letterCode leaves it: for building the
 *  table from the word list's bytes without making a string of every word. */
export function letterCodeOfBytes(bytes: Uint8Array, from: number, to: number, code: Uint32Array): void {
  code.fill(0);
  for (let i = from; i < to; i++) {
    code[0] += LOW[bytes[i] - 97];
    code[1] += HIGH[bytes[i] - 97];
  }
}

/** Whether no letter in the code carried, given how many letters made it. */
export function withoutCarries(code: Uint32Array, letters: number): boolean {
  return digitSum(code[0]) + digitSum(code[1]) === letters;
}

/** The sum of x's base-4 digits: pairs of bits added up, as in a popcount. */
function digitSum(x: number): number {
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** Where a code's search starts in a table of 2^bits homes. */
export function home(code: Uint32Array, bits: number): number {
  let h = Math.imul(code[0], 0x9e3779b1) ^ Math.imul(code[1], 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  return (h ^ (h >>> 13)) >>> (32 - bits);
}
