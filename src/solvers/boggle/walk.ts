// The Boggle walk (assembly/walk.ts) as one WebAssembly instance a dictionary, over its own
// copy of the trie: the walk marks the words it finds on its trie while it runs, so the
// dictionary other solvers share is never written to.

import type { Dictionary } from "../dictionary/index.ts";
import { MAX_SIZE, neighbours, type BoggleBoard } from "./board.ts";
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
const NONE = 255;
const NODE_MASK = (1 << 24) - 1;

interface WalkExports {
  readonly memory: WebAssembly.Memory;
  readonly NEARBY_AT: WebAssembly.Global;
  readonly LETTER_OF_AT: WebAssembly.Global;
  readonly POINTS_AT: WebAssembly.Global;
  readonly NODES_AT: WebAssembly.Global;
  prepare(nodeCount: number, wordCount: number): number;
  solve(cells: number, minLength: number, sorted: boolean): number;
  totalScore(): number;
}

interface Walk {
  readonly exports: WalkExports;
  readonly nearby: Int32Array;
  readonly letterOf: Int32Array;
  /** The words found, each as length << 24 | trie node. */
  readonly found: Uint32Array;
}

export interface WordsFound {
  /** How many words; `nodeOfWord(i)` is the trie node of the i-th. */
  readonly count: number;
  readonly score: number;
  nodeOfWord(i: number): number;
}

let compiled: WebAssembly.Module | undefined;
const walks = new WeakMap<Dictionary, Walk>();

/** The words on the board, longest first, then alphabetical when `sorted`. */
export function walkBoard(dict: Dictionary, board: BoggleBoard, minLength: number, sorted: boolean): WordsFound {
  const walk = walkFor(dict);
  walk.nearby.set(layout(board.size));
  const cells = board.tiles.length;
  for (let cell = 0; cell < cells; cell++) walk.letterOf[cell] = board.tiles[cell].charCodeAt(0) - 97;
  let count: number;
  try {
    count = walk.exports.solve(cells, minLength, sorted);
  } catch (error) {
    // A walk that stopped part way may have left words marked on its trie: start afresh.
    walks.delete(dict);
    throw error;
  }
  return { count, score: walk.exports.totalScore(), nodeOfWord: (i) => walk.found[i] & NODE_MASK };
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
    nearby: view(exports.NEARBY_AT, 8 * MAX_CELLS),
    letterOf: view(exports.LETTER_OF_AT, MAX_CELLS),
    found: new Uint32Array(exports.memory.buffer, foundAt, dict.size),
  };
}

// The neighbour lists of each board size, eight slots a cell: cell i's k-th is at 8i + k,
// NONE after its last.
const layouts: Int32Array[] = [];

function layout(size: number): Int32Array {
  if (!layouts[size]) {
    const slots = new Int32Array(8 * MAX_CELLS).fill(NONE);
    neighbours(size).forEach((list, cell) => slots.set(list, 8 * cell));
    layouts[size] = slots;
  }
  return layouts[size];
}
