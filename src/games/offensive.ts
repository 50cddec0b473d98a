// The one offensive filter: what the bot never puts in front of players unasked. Hidden words
// are never dealt (conundrums, scrambles, the common list, a board's lines) nor shown in
// Dictionary Corner; touchy ones are shown but never dealt. Played, they still score.
// The decision comes from the tables in offensive-words.ts, in this order: an allowed word,
// a denied base or its inflection, an allowed stem, a compound of a denied stem.

import { baseForms } from "./morphology.ts";
import { ALLOW, DENY, type OffensiveCategory } from "./offensive-words.ts";

/** Never shown unasked. The other categories are shown but never dealt. */
const HIDDEN: ReadonlySet<OffensiveCategory> = new Set(["slur", "vulgar", "explicit"]);

export type OffensiveVerdict =
  | { readonly verdict: "deny"; readonly category: OffensiveCategory; readonly entry: string; readonly by: "listed" | "inflection" | "compound" }
  | { readonly verdict: "allow"; readonly entry: string };

interface Tables {
  readonly allowed: ReadonlySet<string>;
  readonly allowedStem: RegExp;
  readonly bases: ReadonlyMap<string, OffensiveCategory>;
  readonly stems: ReadonlyMap<string, OffensiveCategory>;
  readonly stem: RegExp;
  /** The first three letters of every entry: a word starting otherwise inflects none. */
  readonly starts: ReadonlySet<string>;
}

const STEM = /^\*([a-z]+)\*$/u;
const entriesOf = (text: string): string[] => text.split(/\s+/u).filter((w) => w !== "");

let tables: Tables | undefined;

function loadTables(): Tables {
  const allow = Object.values(ALLOW).flatMap(entriesOf);
  const bases = new Map<string, OffensiveCategory>();
  const stems = new Map<string, OffensiveCategory>();
  for (const [category, text] of Object.entries(DENY) as [OffensiveCategory, string][]) {
    for (const entry of entriesOf(text)) {
      const stem = STEM.exec(entry)?.[1];
      if (stem === undefined) bases.set(entry, category);
      else stems.set(stem, category);
    }
  }
  const anyOf = (stems: readonly string[]) => new RegExp(stems.join("|"), "u");
  return {
    allowed: new Set(allow.filter((entry) => !STEM.test(entry))),
    allowedStem: anyOf(allow.flatMap((entry) => STEM.exec(entry)?.[1] ?? [])),
    bases,
    stems,
    stem: anyOf([...stems.keys()]),
    starts: new Set([...bases.keys(), ...stems.keys()].map((entry) => entry.slice(0, 3))),
  };
}

/** The word and what it may inflect, two steps down: wankers → wanker → wank. */
function formsDown(word: string): string[] {
  const once = baseForms(word);
  return [...once, ...once.flatMap(baseForms)];
}

/** What the tables decide about a word, or null when they say nothing (an ordinary word). */
export function offensiveVerdict(word: string): OffensiveVerdict | null {
  tables ??= loadTables();
  const { allowed, allowedStem, bases, stems, stem, starts } = tables;
  if (allowed.has(word)) return { verdict: "allow", entry: word };
  const listed = bases.get(word) ?? stems.get(word);
  if (listed !== undefined) return { verdict: "deny", category: listed, entry: word, by: "listed" };
  if (starts.has(word.slice(0, 3))) {
    for (const base of formsDown(word)) {
      const category = bases.get(base) ?? stems.get(base);
      if (category !== undefined) return { verdict: "deny", category, entry: base, by: "inflection" };
    }
  }
  const allowedBy = allowedStem.exec(word)?.[0];
  if (allowedBy !== undefined) return { verdict: "allow", entry: `*${allowedBy}*` };
  const deniedBy = stem.exec(word)?.[0];
  if (deniedBy !== undefined) return { verdict: "deny", category: stems.get(deniedBy)!, entry: `*${deniedBy}*`, by: "compound" };
  return null;
}

/** The category the word is denied for, if any. */
export function offensiveCategory(word: string): OffensiveCategory | null {
  const decided = offensiveVerdict(word);
  return decided?.verdict === "deny" ? decided.category : null;
}

/** Never shown unasked: a slur, vulgar or sexually explicit word. */
export function isOffensive(word: string): boolean {
  const category = offensiveCategory(word);
  return category !== null && HIDDEN.has(category);
}

/** Never dealt: offensive, or a fine word that is no quiz answer or scramble word (sexual,
 *  violent, profane, or with a vulgar second sense). */
export function isTouchy(word: string): boolean {
  return offensiveCategory(word) !== null;
}

/** The words fit to show unasked, in their order. */
export function inoffensive(words: readonly string[]): string[] {
  return words.filter((word) => !isOffensive(word));
}

/** Whether any line, read left to right, spells an offensive word of 3+ letters. */
export function readsOffensive(lines: readonly string[]): boolean {
  return lines.some((line) => {
    for (let start = 0; start < line.length; start++)
      for (let end = start + 3; end <= line.length; end++) if (isOffensive(line.slice(start, end))) return true;
    return false;
  });
}

/** The first arrangement of a board none of whose lines, as shown, reads an offensive word;
 *  undefined when the first `tries` all do. A deal reshuffles how a board is shown this way. */
export function firstInoffensive<T>(arrangements: Iterable<T>, lines: (arrangement: T) => readonly string[], tries = 100): T | undefined {
  let tried = 0;
  for (const arrangement of arrangements) {
    if (!readsOffensive(lines(arrangement))) return arrangement;
    if (++tried >= tries) return undefined;
  }
  return undefined;
}

/** The lines and each read backwards, for a picture read either way (Letter Boxed's sides). */
export function eitherWay(lines: readonly string[]): string[] {
  return lines.flatMap((line) => [line, [...line].reverse().join("")]);
}
