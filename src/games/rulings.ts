// A server's rulings on single words, as a round uses them: taken from the guild's settings when
// the round starts (kept in its options, so a ruling made mid-round does not change it), and
// consulted before the round's list by every word game's check.

import { loadDictionary, type Dictionary, type DictName } from "../solvers/dictionary/index.ts";
import type { WordRulings } from "./model.ts";
import type { Checked } from "./rules.ts";

/** What a round knows of the server's rulings; absent in rounds stored before rulings existed. */
export interface RoundRulings {
  readonly allowed?: readonly string[];
  readonly denied?: readonly string[];
}

export const ALLOWED_HERE = "allowed in this server";

/** The rulings to keep with a round: none when the server has made none, so options stay small. */
export function roundRulings(words: WordRulings): RoundRulings {
  return words.allowed.length + words.denied.length === 0 ? {} : { allowed: words.allowed, denied: words.denied };
}

/** Whether the word counts in the round: a denial wins, then an allowance, then the list. The
 *  value says why when it is not the list's plain yes ("allowed in this server"). */
export function ruledWord(word: string, options: RoundRulings & { readonly dict: DictName }): Checked<string | null> {
  if (options.denied?.includes(word)) return { ok: false, error: "ruled out in this server (/words)" };
  if (options.allowed?.includes(word)) return { ok: true, value: ALLOWED_HERE };
  if (loadDictionary(options.dict).has(word)) return { ok: true, value: null };
  return { ok: false, error: `not in the ${options.dict} dictionary` };
}

/** The words of a solver's list that the round counts: denied words taken out. */
export function withoutDenied(words: readonly string[], options: RoundRulings): string[] {
  const denied = new Set(options.denied ?? []);
  return denied.size === 0 ? [...words] : words.filter((word) => !denied.has(word));
}

/** The words a round's server allowed although its list lacks them, to mark in its results. */
export function allowedIn(options: unknown): ReadonlySet<string> {
  const allowed = typeof options === "object" && options !== null ? (options as RoundRulings).allowed : undefined;
  return new Set(Array.isArray(allowed) ? allowed : []);
}

/** " (allowed in this server)" after a summary's word, or nothing. */
export const rulingNote = (note: string | null): string => (note === null ? "" : ` (${note})`);

/** The round's list as a solver's check sees it, rulings applied: for checks that take a Dictionary. */
export function ruledDictionary(options: RoundRulings & { readonly dict: DictName }): Dictionary {
  const dict = loadDictionary(options.dict);
  if (!options.allowed?.length && !options.denied?.length) return dict;
  const has = (word: string): boolean => ruledWord(word, options).ok;
  return Object.create(dict, { has: { value: has } }) as Dictionary;
}
