// One loaded word list and the indexes every solver shares: the trie (Boggle, Letterpress,
// Letter Boxed, letters) and the anagram table (conundrums: one lookup). Its arrays are an
// index image in the memory of the compiled walks (walks.ts), however the list was loaded.

import { AnagramIndex } from "./anagram-index.ts";
import { partsOfImage, readLayout, writeImage, type ImageLayout, type ImageSource } from "./image.ts";
import { buildTrie, isWordNode, nodeFor, type Trie } from "./trie.ts";
import { walksHolding, type Walks } from "./walks.ts";
import { rankDirectory, type RankDirectory } from "./word-rank.ts";

/** The flat arrays a dictionary is made of; also what its index image stores. */
export interface DictionaryParts {
  readonly trie: Trie;
  /** The words, each followed by "\n", in sorted order (latin1 = ASCII here). */
  readonly text: Buffer;
  /** offsets[i] is where word i starts in text; offsets[size] = text.length. */
  readonly offsets: Uint32Array;
}

export class Dictionary {
  readonly trie: Trie;
  readonly size: number;
  private spelledByRank?: (string | undefined)[];
  private rankDirectory?: RankDirectory;
  /** By word length, each made on the first anagram lookup of that length: most
   *  dictionaries never get one, and conundrums need only the nines. */
  private readonly anagramIndexes = new Map<number, AnagramIndex>();

  constructor(
    readonly name: string,
    readonly parts: DictionaryParts,
    /** The compiled trie walks, over this dictionary's trie (it lives in their memory). */
    readonly walks: Walks,
  ) {
    this.trie = parts.trie;
    this.size = parts.offsets.length - 1;
  }

  /** Each word's string by its rank (word-rank.ts), filled in as solvers first spell it and
   *  shared by them all: made on first use, as a process may load a dictionary only to check
   *  words. (A table by trie node weighed 8 bytes a node, 10 MB over the four lists.) */
  get spelled(): (string | undefined)[] {
    return (this.spelledByRank ??= spellingsLater(this.size));
  }

  /** The trie's rank directory, made on first use. */
  get ranks(): RankDirectory {
    return (this.rankDirectory ??= rankDirectory(this.trie));
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
    let index = this.anagramIndexes.get(letters.length);
    if (!index) this.anagramIndexes.set(letters.length, (index = new AnagramIndex(this.parts, letters.length)));
    return index.anagrams(letters);
  }
}

/** Room for n strings spelled later: filled with undefined rather than left holey, as V8
 *  reads a holey array through a slower path (Letterpress took 1.7x as long). */
export function spellingsLater(n: number): (string | undefined)[] {
  return new Array<string | undefined>(n).fill(undefined);
}

const WORD = /^[a-z]+$/;

/** Builds a dictionary from any words: lowercased, a–z only, sorted, duplicates dropped. */
export function dictionaryFromWords(name: string, words: Iterable<string>): Dictionary {
  return dictionaryFromImage(name, writeImage(partsFromSortedWords(cleanWords(words)), NO_SOURCE), NO_SOURCE);
}

const NO_SOURCE: ImageSource = { size: 0, mtimeMs: 0 };

/** The dictionary an index image holds, copied into the walks' memory. */
export function dictionaryFromImage(name: string, image: Buffer, source: ImageSource): Dictionary {
  const layout = readLayout(image, image.length, source);
  if (!layout) throw new Error(`not an index image of ${name}`);
  return dictionaryInWalks(name, layout, (into) => image.copy(into));
}

/** A dictionary whose index image `read` writes straight into the walks' memory. */
export function dictionaryInWalks(name: string, layout: ImageLayout, read: (into: Buffer) => void): Dictionary {
  const { walks, image } = walksHolding(layout, read);
  return new Dictionary(name, partsOfImage(image, layout), walks);
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
  return { trie: buildTrie(words), text, offsets };
}
