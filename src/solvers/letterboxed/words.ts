// Every word a Letter Boxed box allows: walk the trie over the box's graph, where the next
// letter may be any box letter on another side (letters can be used again). Each word is
// kept with its first and last letter (places 0–11 in the box) and the set of places it
// uses as a 12-bit mask, which is all the solution search needs.

import * as trie from "../dictionary/index.ts";
import type { Dictionary } from "../dictionary/index.ts";
import { boxLetters } from "./sides.ts";

// Imported bindings are read through getters once tsx compiles the modules; the walk
// reads these local copies instead.
const END_OF_WORD = trie.END_OF_WORD;
const popcount = trie.popcount;

export const MIN_WORD_LENGTH = 3;

export interface BoxWords {
  /** Alphabetical. */
  readonly words: string[];
  readonly firstPlace: Uint8Array;
  readonly lastPlace: Uint8Array;
  readonly places: Uint16Array;
}

/** Every word the box allows, alphabetical. */
export function letterBoxedWords(dict: Dictionary, sides: readonly string[]): string[] {
  return findBoxWords(dict, sides).words;
}

// Scratch space for the walk (module-level: see letters.ts).
const MAX_DEPTH = 64;
const path = new Uint8Array(MAX_DEPTH);
const placeOf = new Int8Array(26);
const otherSides = new Int32Array(4); // letters (bit c) on the three other sides
let nodes: Int32Array = new Int32Array(0);
let wordAt: (string | undefined)[] = [];
let found: string[] = [];
let foundPlaces: number[] = [];

export function findBoxWords(dict: Dictionary, sides: readonly string[]): BoxWords {
  nodes = dict.trie.nodes;
  wordAt = dict.wordAtNode;
  found = [];
  foundPlaces = [];
  placeOf.fill(-1);
  const letters = boxLetters(sides);
  let all = 0;
  for (let place = 0; place < 12; place++) {
    const c = letters.charCodeAt(place) - 97;
    placeOf[c] = place;
    all |= 1 << c;
  }
  for (let side = 0; side < 4; side++) {
    let own = 0;
    for (let k = 0; k < 3; k++) own |= 1 << (letters.charCodeAt(side * 3 + k) - 97);
    otherSides[side] = all & ~own;
  }
  walk(0, 0, all, 0);
  const n = found.length;
  const result: BoxWords = { words: found, firstPlace: new Uint8Array(n), lastPlace: new Uint8Array(n), places: new Uint16Array(n) };
  for (let i = 0; i < n; i++) {
    const word = found[i];
    result.firstPlace[i] = placeOf[word.charCodeAt(0) - 97];
    result.lastPlace[i] = placeOf[word.charCodeAt(word.length - 1) - 97];
    result.places[i] = foundPlaces[i];
  }
  return result;
}

// Children are visited in letter order and a word before its extensions: alphabetical.
function walk(node: number, depth: number, next: number, used: number): void {
  const m = nodes[2 * node];
  if ((m & END_OF_WORD) !== 0 && depth >= MIN_WORD_LENGTH) {
    const word = wordAt[node];
    found.push(word === undefined ? spell(node, depth) : word);
    foundPlaces.push(used);
  }
  if (depth === MAX_DEPTH) return;
  let letters = m & next;
  while (letters !== 0) {
    const bit = letters & -letters;
    letters ^= bit;
    const c = 31 - Math.clz32(bit);
    const place = placeOf[c];
    path[depth] = 97 + c;
    walk(nodes[2 * node + 1] + popcount(m & (bit - 1)), depth + 1, otherSides[(place / 3) | 0], used | (1 << place));
  }
}

function spell(node: number, depth: number): string {
  let word = "";
  for (let i = 0; i < depth; i++) word += String.fromCharCode(path[i]);
  return (wordAt[node] = word);
}
