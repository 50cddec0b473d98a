// A dictionary's index image lives in the memory of its own WebAssembly instance of the trie
// walks (../assembly/), the trie where the walks read it, so Boggle and letters walk the very
// trie the other solvers read. Each walk files the words it finds by length, in node order.

import { WALKS_WASM } from "../walks-wasm.ts";
import type { Dictionary } from "./dictionary.ts";
import type { ImageLayout } from "./image.ts";
import { spellWordNodes } from "./node-word.ts";

// @types/node 20 leaves WebAssembly to the DOM's types: the part used here.
declare namespace WebAssembly {
  class Module {
    constructor(bytes: Uint8Array);
  }
  class Instance {
    constructor(module: Module);
    readonly exports: object;
  }
  class Memory {
    readonly buffer: ArrayBuffer;
  }
  class Global {
    readonly value: number;
  }
}

/** The longest word a walk files (assembly/trie.ts): a 6x6 Boggle board of Qu tiles. */
export const MAX_LENGTH = 72;
const MAX_CELLS = 36;

export interface WalksExports {
  readonly memory: WebAssembly.Memory;
  readonly FOUND_AT: WebAssembly.Global;
  readonly FOUND_OF_LENGTH_AT: WebAssembly.Global;
  readonly NODES_AT: WebAssembly.Global;
  prepare(imageEnd: number, nodes: number, wordCount: number): void;
  readonly LETTER_OF_AT: WebAssembly.Global;
  readonly POINTS_AT: WebAssembly.Global;
  readonly SCORE_AT: WebAssembly.Global;
  readonly LONGEST_AT: WebAssembly.Global;
  boggleWords(size: number, minLength: number): number;
  unmarkAll(): void;
  readonly COUNTS_AT: WebAssembly.Global;
  lettersWords(available: number, size: number, minLength: number): void;
}

export interface Walks {
  readonly exports: WalksExports;
  // The walks' inputs and outputs in their memory (assembly/boggle.ts, assembly/letters.ts).
  readonly letterOf: Int32Array;
  readonly points: Int32Array;
  readonly score: Int32Array;
  readonly longest: Int32Array;
  readonly counts: Int32Array;
  /** The words the last walk filed, `longest` letters down to `shortest`: longest first, then A–Z. */
  wordsFiled(dict: Dictionary, longest: number, shortest: number): string[];
}

let compiled: WebAssembly.Module | undefined;

/** A fresh instance holding an index image of this layout, which `read` writes into the bytes
 *  it is given; returns the instance and the image, in its memory. */
export function walksHolding(layout: ImageLayout, read: (into: Buffer) => void): { walks: Walks; image: Buffer } {
  compiled ??= new WebAssembly.Module(Buffer.from(WALKS_WASM, "base64"));
  const exports = new WebAssembly.Instance(compiled).exports as unknown as WalksExports;
  const imageAt = exports.NODES_AT.value - layout.headerBytes;
  exports.prepare(imageAt + layout.imageBytes, layout.nodes / 2, layout.words);
  // prepare grows the memory, which replaces its buffer: every view is made after it.
  const { buffer } = exports.memory;
  const image = Buffer.from(buffer, imageAt, layout.imageBytes);
  read(image);
  const table = (at: WebAssembly.Global, length: number) => new Int32Array(buffer, at.value, length);
  const memory = new Int32Array(buffer);
  const foundAt = table(exports.FOUND_AT, MAX_LENGTH + 1);
  const foundOfLength = table(exports.FOUND_OF_LENGTH_AT, MAX_LENGTH + 1);
  const walks: Walks = {
    exports,
    letterOf: table(exports.LETTER_OF_AT, MAX_CELLS),
    points: table(exports.POINTS_AT, MAX_LENGTH + 1),
    score: table(exports.SCORE_AT, 1),
    longest: table(exports.LONGEST_AT, 1),
    counts: table(exports.COUNTS_AT, 26),
    wordsFiled(dict, longest, shortest) {
      let count = 0;
      for (let length = longest; length >= shortest; length--) count += foundOfLength[length];
      // The walks keep no paths: a word not met before is spelled from its node.
      const words = new Array<string>(count);
      for (let length = longest, i = 0; length >= shortest; i += foundOfLength[length--]) {
        const at = foundAt[length] >> 2;
        spellWordNodes(dict, memory, at, at + foundOfLength[length], words, i);
      }
      return words;
    },
  };
  return { walks, image };
}
