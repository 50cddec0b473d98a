// /words, in Discord and local play alike: reading the word ruled on, and what the server is told.
// Rulings apply to every word game of the server from the next round on (rulings.ts).

import type { WordRuling, WordRulings } from "./model.ts";
import type { Checked } from "./rules.ts";
import { capitalised, counted, readWord, wordLines } from "./words.ts";

const MAX_WORD = 40;

/** /words's subcommands that rule, and the ruling each makes (lift: none). */
export const RULING_OF: Readonly<Record<string, WordRuling | null>> = { allow: "allow", deny: "deny", lift: null };

/** The word a ruling is about: one word, a–z, at most 40 letters. */
export function readRuledWord(text: string): Checked<string> {
  const word = readWord(text);
  if (!word.ok) return { ok: false, error: `Rule on which word? ${capitalised(word.error)}.` };
  if (word.value.length > MAX_WORD) return { ok: false, error: `A word is at most ${MAX_WORD} letters.` };
  return word;
}

const DONE: Readonly<Record<WordRuling | "lift", (word: string) => string>> = {
  allow: (word) => `${word} now counts in every game in this server, marked "allowed in this server", from the next round.`,
  deny: (word) => `${word} no longer counts in any game in this server, from the next round.`,
  lift: (word) => `${word} is back to what each round's word list says.`,
};

export function rulingDone(word: string, ruling: WordRuling | null): string {
  return DONE[ruling ?? "lift"](word.toUpperCase());
}

/** The server's rulings, for /words list: every word, as moderators need the whole list. */
export function rulingsList(words: WordRulings): string {
  if (words.allowed.length + words.denied.length === 0) return "No rulings: every round goes by its word list. /words allow or /words deny (Manage Server) to rule on a word.";
  const part = (title: string, list: readonly string[]) => (list.length === 0 ? [] : [`${title} (${list.length}):`, ...wordLines(list, 8, Infinity)]);
  return [...part("Allowed", words.allowed), ...part("Denied", words.denied)].join("\n");
}

/** How many words are ruled on, for a list too long to show in one message. */
export function rulingsCounted(words: WordRulings): string {
  return `This server allows ${counted(words.allowed.length, "word")} and denies ${counted(words.denied.length, "word")}.`;
}
