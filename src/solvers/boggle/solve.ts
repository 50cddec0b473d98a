// Every word on a Boggle board: a depth-first search over the grid guided by the trie, in
// WebAssembly compiled from assembly/walk.ts. A path goes on only while its letters are a
// prefix of some word, each tile is used once per path, the Qu tile steps the trie twice, and
// a word spelled by several paths is kept once. One instance a dictionary, over its own copy
// of the trie: the walk marks words on it as it finds them, so the shared trie is never written.

import type { Dictionary } from "../dictionary/index.ts";
import { wordOfNode } from "../dictionary/node-word.ts";
import { MAX_SIZE, type BoggleBoard } from "./board.ts";
import { POINTS_BY_LENGTH, defaultMinLength } from "./score.ts";
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

export interface BoggleSolution {
  /** Longest first, then alphabetical: the order Dictionary Corner shows them. */
  readonly words: string[];
  readonly score: number;
}

/** Every word of at least `minLength` letters on the board (3, or 4 from 5x5), and their total score. */
export function solveBoggle(dict: Dictionary, board: BoggleBoard, minLength = defaultMinLength(board.size)): BoggleSolution {
  const walk = walkFor(dict);
  const count = run(walk, dict, board, minLength);
  // The walk keeps no path: a word not met before is spelled here, from its node.
  const { memory, foundAt, foundOfLength } = walk;
  const wordAt = dict.wordAtNode;
  const words = new Array<string>(count);
  for (let length = walk.longest[0], i = 0; length >= minLength; length--) {
    for (let at = foundAt[length] >> 2, end = at + foundOfLength[length]; at < end; at++) {
      words[i++] = wordAt[memory[at]] ??= wordOfNode(dict.trie, memory[at]);
    }
  }
  return { words, score: walk.score[0] };
}

/** How many words the board holds (at least `minLength` letters), without listing them. */
export function countBoggleWords(dict: Dictionary, board: BoggleBoard, minLength = defaultMinLength(board.size)): number {
  return run(walkFor(dict), dict, board, minLength);
}

const MAX_CELLS = MAX_SIZE * MAX_SIZE;
/** Every tile a Qu. */
const MAX_LENGTH = 2 * MAX_CELLS;

interface WalkExports {
  readonly memory: WebAssembly.Memory;
  readonly LETTER_OF_AT: WebAssembly.Global;
  readonly POINTS_AT: WebAssembly.Global;
  readonly SCORE_AT: WebAssembly.Global;
  readonly LONGEST_AT: WebAssembly.Global;
  readonly WORDS_OF_LENGTH_AT: WebAssembly.Global;
  readonly FOUND_AT: WebAssembly.Global;
  readonly FOUND_OF_LENGTH_AT: WebAssembly.Global;
  readonly NODES_AT: WebAssembly.Global;
  prepare(nodeCount: number): void;
  solve(size: number, minLength: number): number;
}

/** An instance and views of its memory (see assembly/walk.ts). */
interface Walk {
  readonly solve: WalkExports["solve"];
  readonly memory: Uint32Array;
  readonly letterOf: Int32Array;
  readonly score: Int32Array;
  readonly longest: Int32Array;
  /** Where the words of each length are filed (byte addresses), and how many. */
  readonly foundAt: Int32Array;
  readonly foundOfLength: Int32Array;
}

function run(walk: Walk, dict: Dictionary, board: BoggleBoard, minLength: number): number {
  for (let cell = 0; cell < board.tiles.length; cell++) walk.letterOf[cell] = board.tiles[cell].charCodeAt(0) - 97;
  try {
    return walk.solve(board.size, minLength);
  } catch (error) {
    // A walk that stopped part way may have left words marked on its trie: start afresh.
    walks.delete(dict);
    throw error;
  }
}

let compiled: WebAssembly.Module | undefined;
const walks = new WeakMap<Dictionary, Walk>();

function walkFor(dict: Dictionary): Walk {
  let walk = walks.get(dict);
  if (!walk) walks.set(dict, (walk = instantiate(dict)));
  return walk;
}

function instantiate(dict: Dictionary): Walk {
  compiled ??= new WebAssembly.Module(Buffer.from(WALK_WASM, "base64"));
  const exports = new WebAssembly.Instance(compiled).exports as unknown as WalkExports;
  const view = (at: WebAssembly.Global, length: number) => new Int32Array(exports.memory.buffer, at.value, length);
  const wordsOfLength = view(exports.WORDS_OF_LENGTH_AT, MAX_LENGTH + 1);
  const { offsets } = dict.parts;
  for (let i = 0; i < dict.size; i++) {
    const length = offsets[i + 1] - offsets[i] - 1;
    if (length <= MAX_LENGTH) wordsOfLength[length]++;
  }
  const nodes = dict.trie.nodes;
  exports.prepare(nodes.length / 2);
  // prepare grows the memory, which replaces its buffer: the other views are made after it.
  view(exports.NODES_AT, nodes.length).set(nodes);
  view(exports.POINTS_AT, MAX_LENGTH + 1).set(Array.from({ length: MAX_LENGTH + 1 }, (_, n) => POINTS_BY_LENGTH[Math.min(n, POINTS_BY_LENGTH.length - 1)]));
  return {
    solve: exports.solve,
    memory: new Uint32Array(exports.memory.buffer),
    letterOf: view(exports.LETTER_OF_AT, MAX_CELLS),
    score: view(exports.SCORE_AT, 1),
    longest: view(exports.LONGEST_AT, 1),
    foundAt: view(exports.FOUND_AT, MAX_LENGTH + 1),
    foundOfLength: view(exports.FOUND_OF_LENGTH_AT, MAX_LENGTH + 1),
  };
}
