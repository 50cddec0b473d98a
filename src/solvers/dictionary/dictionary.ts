// One loaded word list and the indexes every solver shares: the trie (Boggle, Letterpress,
// Letter Boxed, letters) and the anagram table (conundrums: one lookup).

import { anagramKey, sameLetters } from "./anagram-key.ts";
import { buildTrie, isWordNode, nodeCount, nodeFor, type Trie } from "./trie.ts";

/** The flat arrays a dictionary is made of; also what its index image stores. */
export interface DictionaryParts {
  readonly trie: Trie;
  /** The words, each followed by "\n", in sorted order (latin1 = ASCII here). */
  readonly text: Buffer;
  /** offsets[i] is where word i starts in text; offsets[size] = text.length. */
  readonly offsets: Uint32Array;
  /** Anagram keys in ascending order, and the word each belongs to. */
  readonly anagramKeys: Uint32Array;
  readonly anagramWords: Uint32Array;
}

export class Dictionary {
  readonly trie: Trie;
  readonly size: number;
  /** The word ending at each trie node, filled in as solvers first spell it. */
  readonly wordAtNode: (string | undefined)[];

  constructor(
    readonly name: string,
    readonly parts: DictionaryParts,
  ) {
    this.trie = parts.trie;
    this.size = parts.offsets.length - 1;
    this.wordAtNode = new Array<string | undefined>(nodeCount(parts.trie));
  }

  has(word: string): boolean {
    return isWordNode(this.trie, nodeFor(this.trie, word));
  }

  word(i: number): string {
    const { text, offsets } = this.parts;
    return text.toString("latin1", offsets[i], offsets[i + 1] - 1);
  }

  words(): string[] {
    return Array.from({ length: this.size }, (_, i) => this.word(i));
  }

  /** Every word made of exactly these letters (lowercase a–z), in alphabetical order. */
  anagrams(letters: string): string[] {
    const { anagramKeys, anagramWords } = this.parts;
    const key = anagramKey(letters);
    const found: string[] = [];
    for (let i = lowerBound(anagramKeys, key); anagramKeys[i] === key; i++) {
      const word = this.word(anagramWords[i]);
      if (sameLetters(word, letters)) found.push(word);
    }
    return found.sort();
  }
}

function lowerBound(sorted: Uint32Array, key: number): number {
  let lo = 0, hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const WORD = /^[a-z]+$/;

/** Builds a dictionary from any words: lowercased, a–z only, sorted, duplicates dropped. */
export function dictionaryFromWords(name: string, words: Iterable<string>): Dictionary {
  return new Dictionary(name, partsFromSortedWords(cleanWords(words)));
}

/** Lowercased, a–z only, sorted, without duplicates: the shape the index needs. */
export function cleanWords(words: Iterable<string>): string[] {
  return [...new Set([...words].map((w) => w.trim().toLowerCase()))].filter((w) => WORD.test(w)).sort();
}

export function partsFromSortedWords(words: readonly string[]): DictionaryParts {
  const text = Buffer.from(words.length ? words.join("\n") + "\n" : "", "latin1");
  const offsets = new Uint32Array(words.length + 1);
  for (let i = 0, at = 0; i < words.length; i++) {
    offsets[i] = at;
    at += words[i].length + 1;
    offsets[i + 1] = at;
  }
  // Sort (key, word) pairs packed into one double: key * 2^21 + word (< 2M words) is exact.
  const packed = new Float64Array(words.length);
  words.forEach((w, i) => (packed[i] = anagramKey(w) * 2 ** 21 + i));
  packed.sort();
  const anagramKeys = new Uint32Array(words.length);
  const anagramWords = new Uint32Array(words.length);
  packed.forEach((p, i) => {
    anagramKeys[i] = Math.floor(p / 2 ** 21);
    anagramWords[i] = p % 2 ** 21;
  });
  return { trie: buildTrie(words), text, offsets, anagramKeys, anagramWords };
}
