// The Boggle walk (assembly/walk.ts) as one WebAssembly instance a dictionary, over its own
// copy of the trie: the walk marks the words it finds on its trie while it runs, so the
// dictionary other solvers share is never written to.

import type { Dictionary } from "../dictionary/index.ts";
import { MAX_SIZE, type BoggleBoard } from "./board.ts";
import { POINTS_BY_LENGTH } from "./score.ts";
import { WALK_WASM } from "./walk-wasm.ts";

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

const MAX_CELLS = MAX_SIZE * MAX_SIZE;
/** Every tile a Qu. */
const MAX_LENGTH = 2 * MAX_CELLS;

interface WalkExports {
  readonly memory: WebAssembly.Memory;
  readonly LETTER_OF_AT: WebAssembly.Global;
  readonly POINTS_AT: WebAssembly.Global;
  readonly NODES_AT: WebAssembly.Global;
  prepare(nodeCount: number, wordCount: number): number;
  solve(size: number, minLength: number, sorted: boolean): number;
  totalScore(): number;
}

interface Walk {
  readonly exports: WalkExports;
  readonly letterOf: Int32Array;
  /** The trie nodes of the words found, once sorted. */
  readonly found: Uint32Array;
}

export interface WordsFound {
  readonly count: number;
  readonly score: number;
  /** When sorted, the trie node of each word in its first `count` places. */
  readonly nodes: Uint32Array;
}

let compiled: WebAssembly.Module | undefined;
const walks = new WeakMap<Dictionary, Walk>();

/** The words on the board, longest first, then alphabetical when `sorted`. */
export function walkBoard(dict: Dictionary, board: BoggleBoard, minLength: number, sorted: boolean): WordsFound {
  const walk = walkFor(dict);
  for (let cell = 0; cell < board.tiles.length; cell++) walk.letterOf[cell] = board.tiles[cell].charCodeAt(0) - 97;
  let count: number;
  try {
    count = walk.exports.solve(board.size, minLength, sorted);
  } catch (error) {
    // A walk that stopped part way may have left words marked on its trie: start afresh.
    walks.delete(dict);
    throw error;
  }
  return { count, score: walk.exports.totalScore(), nodes: walk.found };
}

function walkFor(dict: Dictionary): Walk {
  let walk = walks.get(dict);
  if (!walk) walks.set(dict, (walk = instantiate(dict)));
  return walk;
}

function instantiate(dict: Dictionary): Walk {
  compiled ??= new WebAssembly.Module(Buffer.from(WALK_WASM, "base64"));
  const exports = new WebAssembly.Instance(compiled).exports as unknown as WalkExports;
  const nodes = dict.trie.nodes;
  const foundAt = exports.prepare(nodes.length / 2, dict.size);
  // prepare grows the memory, which replaces its buffer: the views are made after it.
  const view = (at: WebAssembly.Global, length: number) => new Int32Array(exports.memory.buffer, at.value, length);
  view(exports.NODES_AT, nodes.length).set(nodes);
  view(exports.POINTS_AT, MAX_LENGTH + 1).set(Array.from({ length: MAX_LENGTH + 1 }, (_, n) => POINTS_BY_LENGTH[Math.min(n, POINTS_BY_LENGTH.length - 1)]));
  return {
    exports,
    letterOf: view(exports.LETTER_OF_AT, MAX_CELLS),
    found: new Uint32Array(exports.memory.buffer, foundAt, dict.size),
  };
}
