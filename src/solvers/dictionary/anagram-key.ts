// A multiset hash: the key of a word is the sum of a fixed random number per letter, so
// every arrangement of the same letters gets the same key. Collisions are possible (32 bits)
// and are settled by comparing letter counts, so they cost time, never correctness.

const LETTER_WEIGHTS = new Uint32Array(26);
let state = 0x9e3779b9;
for (let i = 0; i < 26; i++) {
  state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
  LETTER_WEIGHTS[i] = state;
}

export function anagramKey(letters: string): number {
  let key = 0;
  for (let i = 0; i < letters.length; i++) {
    key = (key + LETTER_WEIGHTS[letters.charCodeAt(i) - 97]) >>> 0;
  }
  return key;
}

/** The key of the letters bytes[from..to), the same as anagramKey of them as a string. */
export function anagramKeyOfBytes(bytes: Uint8Array, from: number, to: number): number {
  let key = 0;
  for (let i = from; i < to; i++) key = (key + LETTER_WEIGHTS[bytes[i] - 97]) >>> 0;
  return key;
}
