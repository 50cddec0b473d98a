// The trie walks that run as WebAssembly (assembly/): one instance a dictionary, over its own
// copy of the trie, so a walk may mark words on it (Boggle does) without writing to the trie
// the other solvers share. Each walk files the words it finds by length, in node order.

import type { Dictionary } from "./dictionary/index.ts";
import { wordOfNode } from "./dictionary/node-word.ts";
import { WALKS_WASM } from "./walks-wasm.ts";

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

/** The longest word a walk files (assembly/trie.ts). */
export const MAX_LENGTH = 72;

export interface WalksExports {
  readonly memory: WebAssembly.Memory;
  readonly WORDS_OF_LENGTH_AT: WebAssembly.Global;
  readonly FOUND_AT: WebAssembly.Global;
  readonly FOUND_OF_LENGTH_AT: WebAssembly.Global;
  readonly NODES_AT: WebAssembly.Global;
  prepare(nodeCount: number): void;
  readonly LETTER_OF_AT: WebAssembly.Global;
  readonly POINTS_AT: WebAssembly.Global;
  readonly SCORE_AT: WebAssembly.Global;
  readonly LONGEST_AT: WebAssembly.Global;
  boggleWords(size: number, minLength: number): number;
  readonly COUNTS_AT: WebAssembly.Global;
  lettersWords(available: number, size: number, minLength: number): void;
}

export interface Walks {
  readonly exports: WalksExports;
  /** A table of the instance's memory, at an address it exports. */
  table(at: WebAssembly.Global, length: number): Int32Array;
  /** The words filed, `longest` letters down to `shortest`: from the longest, then A–Z. */
  wordsFiled(longest: number, shortest: number): string[];
}

let compiled: WebAssembly.Module | undefined;
const instances = new WeakMap<Dictionary, Walks>();

export function walksFor(dict: Dictionary): Walks {
  let walks = instances.get(dict);
  if (!walks) instances.set(dict, (walks = instantiate(dict)));
  return walks;
}

/** Drops the dictionary's instance, after a walk stopped part way and may have left marks. */
export function forgetWalks(dict: Dictionary): void {
  instances.delete(dict);
}

function instantiate(dict: Dictionary): Walks {
  compiled ??= new WebAssembly.Module(Buffer.from(WALKS_WASM, "base64"));
  const exports = new WebAssembly.Instance(compiled).exports as unknown as WalksExports;
  const table = (at: WebAssembly.Global, length: number) => new Int32Array(exports.memory.buffer, at.value, length);
  const wordsOfLength = table(exports.WORDS_OF_LENGTH_AT, MAX_LENGTH + 1);
  const { offsets } = dict.parts;
  for (let i = 0; i < dict.size; i++) {
    const length = offsets[i + 1] - offsets[i] - 1;
    if (length <= MAX_LENGTH) wordsOfLength[length]++;
  }
  const nodes = dict.trie.nodes;
  exports.prepare(nodes.length / 2);
  // prepare grows the memory, which replaces its buffer: the other views are made after it.
  table(exports.NODES_AT, nodes.length).set(nodes);
  const memory = new Int32Array(exports.memory.buffer);
  const foundAt = table(exports.FOUND_AT, MAX_LENGTH + 1);
  const foundOfLength = table(exports.FOUND_OF_LENGTH_AT, MAX_LENGTH + 1);
  return {
    exports,
    table,
    wordsFiled(longest, shortest) {
      let count = 0;
      for (let length = longest; length >= shortest; length--) count += foundOfLength[length];
      // The walks keep no paths: a word not met before is spelled here, from its node.
      const wordAt = dict.wordAtNode;
      const words = new Array<string>(count);
      for (let length = longest, i = 0; length >= shortest; length--) {
        for (let at = foundAt[length] >> 2, end = at + foundOfLength[length]; at < end; at++) {
          words[i++] = wordAt[memory[at]] ??= wordOfNode(dict.trie, memory[at]);
        }
      }
      return words;
    },
  };
}
