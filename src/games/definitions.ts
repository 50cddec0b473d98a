// One-line definitions from WordNet, indexed at build time into dict/definitions.txt
// (word, part of speech, gloss), sorted by word. The file is searched as it is read, not parsed
// into a Map: loading takes milliseconds and a binary search of its lines microseconds.
// An inflected word is looked up through its base: running → run, cities → city.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DICT_DIR } from "../solvers/dictionary/load.ts";
import { baseForms } from "./morphology.ts";
import { isOffensive } from "./offensive.ts";
import { capitalised, readWord } from "./words.ts";

export interface Definition {
  /** The word defined: the word asked for, or its base form. */
  readonly word: string;
  /** n, v, adj or adv. */
  readonly partOfSpeech: string;
  readonly gloss: string;
}

// Kept as bytes: its one non-ASCII character ("…") would make it a two-byte JS string of 6 MB.
let text: Buffer | undefined;
const NEWLINE = 0x0a;
const TAB = 0x09;

/** "n\tgloss" for the word, or undefined. */
export function lineFor(word: string): string | undefined {
  text ??= readFileSync(join(DICT_DIR, "definitions.txt"));
  // lo and hi are line starts; the word's line, if any, starts in [lo, hi).
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const middle = (lo + hi) >>> 1;
    // A Buffer reads a negative offset from its end, so the first line is not searched for.
    const start = middle === 0 ? 0 : text.lastIndexOf(NEWLINE, middle - 1) + 1;
    const tab = text.indexOf(TAB, start);
    const end = text.indexOf(NEWLINE, start);
    const key = text.toString("latin1", start, tab); // words are a–z
    if (key === word) return text.toString("utf8", tab + 1, end < 0 ? text.length : end);
    if (key < word) lo = end < 0 ? text.length : end + 1;
    else hi = start;
  }
  return undefined;
}

/** The word's definition, or its base form's; null when WordNet has neither. */
export function define(word: string): Definition | null {
  for (const form of [word, ...baseForms(word)]) {
    const line = lineFor(form);
    if (line === undefined) continue;
    const [partOfSpeech, gloss] = line.split("\t");
    return { word: form, partOfSpeech, gloss };
  }
  return null;
}

/** Whether a gloss holds an offensive word, as WordNet's BLACKFACE's does. */
export function glossOffends(gloss: string): boolean {
  return gloss.toLowerCase().split(/[^a-z]+/u).some(isOffensive);
}

/** The definition to show unasked (Dictionary Corner): none when its gloss offends.
 *  /define, which is asked, shows every gloss. */
function shownDefinition(word: string): Definition | null {
  const definition = define(word);
  return definition !== null && glossOffends(definition.gloss) ? null : definition;
}

/** "RUNNING (run): move fast by using one's feet…", or just the word when it has none to show. */
export function definedLine(word: string): string {
  const definition = shownDefinition(word);
  if (definition === null) return word.toUpperCase();
  const base = definition.word === word ? "" : ` (${definition.word})`;
  return `${word.toUpperCase()}${base}: ${definition.gloss}`;
}

/** definedLine for the first `count` of the words that have a definition. */
export function meanings(words: readonly string[], count: number): string[] {
  return words.filter((word) => shownDefinition(word) !== null).slice(0, count).map(definedLine);
}

const PARTS_OF_SPEECH: Readonly<Record<string, string>> = { n: "noun", v: "verb", adj: "adjective", adv: "adverb" };

/** /define's answer, in Discord and local play alike: the word's meaning or why there is none. */
export function defineReply(text: string): string {
  const word = readWord(text);
  if (!word.ok) return `Define which word? ${capitalised(word.error)}.`;
  const definition = define(word.value);
  if (definition === null) return `No definition of ${word.value.toUpperCase()} here (WordNet has none).`;
  const base = definition.word === word.value ? "" : ` (${definition.word})`;
  return `${word.value.toUpperCase()}${base}, ${PARTS_OF_SPEECH[definition.partOfSpeech] ?? definition.partOfSpeech}: ${definition.gloss}`;
}
