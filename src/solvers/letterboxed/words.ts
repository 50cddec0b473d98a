// Every word a Letter Boxed box allows: walk the trie over the box's graph, where the next
// letter may be any box letter on another side (letters can be used again). Each word is
// kept with its length, first and last letter (places 0–11 in the box) and the set of
// places it uses as a 12-bit mask, which is all the solution search needs: all noted during
// the walk, so the search never reads the words' strings (they are looked up after it).

import * as trie from "../dictionary/index.ts";
import type { Dictionary } from "../dictionary/index.ts";
import { spellWordNodes } from "../dictionary/node-word.ts";
import { doubled } from "../grow.ts";
import { boxLetters } from "./sides.ts";

// Imported bindings are read through getters once tsx compiles the modules; the walk
// reads these local copies instead.
const END_OF_WORD = trie.END_OF_WORD;
const popcount = trie.popcount;

export const MIN_WORD_LENGTH = 3;

export interface BoxWords {
  /** Alphabetical. */
  readonly words: string[];
  readonly lengths: Uint8Array;
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
const placeOf = new Uint8Array(26);
const placeBit = new Int32Array(26); // 1 << placeOf[c]
const lettersAfter = new Int32Array(26); // the letters (bit c) on the other three sides from c
let nodes: Int32Array = new Int32Array(0);
// Each word's node and numbers, written in place and copied out once the walk is done.
let found = 0;
let wordNode = new Int32Array(1024);
let lengths = new Uint8Array(1024);
let firstPlace = new Uint8Array(1024);
let lastPlace = new Uint8Array(1024);
let places = new Uint16Array(1024);

export function findBoxWords(dict: Dictionary, sides: readonly string[]): BoxWords {
  nodes = dict.trie.nodes;
  found = 0;
  const letters = boxLetters(sides);
  let all = 0;
  for (let place = 0; place < 12; place++) all |= 1 << (letters.charCodeAt(place) - 97);
  for (let place = 0; place < 12; place++) {
    const side = place - (place % 3);
    let own = 0;
    for (let k = 0; k < 3; k++) own |= 1 << (letters.charCodeAt(side + k) - 97);
    const c = letters.charCodeAt(place) - 97;
    placeOf[c] = place;
    placeBit[c] = 1 << place;
    lettersAfter[c] = all & ~own;
  }
  walk(0, 0, all, 0);
  const n = found;
  return {
    words: spelledWords(dict, n),
    lengths: lengths.slice(0, n),
    firstPlace: firstPlace.slice(0, n),
    lastPlace: lastPlace.slice(0, n),
    places: places.slice(0, n),
  };
}

// Children are visited in letter order and a word before its extensions: alphabetical.
function walk(node: number, depth: number, next: number, used: number): void {
  const m = nodes[2 * node];
  if ((m & END_OF_WORD) !== 0 && depth >= MIN_WORD_LENGTH) note(node, depth, used);
  if (depth === MAX_DEPTH) return;
  const children = nodes[2 * node + 1];
  let letters = m & next;
  while (letters !== 0) {
    const bit = letters & -letters;
    letters ^= bit;
    const c = 31 - Math.clz32(bit);
    path[depth] = c;
    const child = children + popcount(m & (bit - 1));
    const cm = nodes[2 * child];
    if ((cm & lettersAfter[c]) !== 0) walk(child, depth + 1, lettersAfter[c], used | placeBit[c]);
    // The box cannot go on from here: note the word, if any, without a call.
    else if ((cm & END_OF_WORD) !== 0 && depth + 1 >= MIN_WORD_LENGTH) note(child, depth + 1, used | placeBit[c]);
  }
}

function note(node: number, depth: number, used: number): void {
  const i = found++;
  if (i === places.length) grow();
  wordNode[i] = node;
  lengths[i] = depth;
  firstPlace[i] = placeOf[path[0]];
  lastPlace[i] = placeOf[path[depth - 1]];
  places[i] = used;
}

function grow(): void {
  [wordNode, lengths, firstPlace, lastPlace, places] = [doubled(wordNode), doubled(lengths), doubled(firstPlace), doubled(lastPlace), doubled(places)];
}

/** The words found, spelled once the walk is done. */
function spelledWords(dict: Dictionary, n: number): string[] {
  const words = new Array<string>(n);
  spellWordNodes(dict, wordNode, 0, n, words, 0);
  return words;
}
