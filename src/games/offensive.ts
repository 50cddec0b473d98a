// The one offensive filter: words the bot never puts in front of players unasked. It never
// deals them (conundrums, scrambles, the common list) and Dictionary Corner leaves them out;
// they still score if played, since the word lists keep them. Inflections are generated from
// bases, never guessed by stripping endings, so "spiced" is not "spic" + "ed".

import { SLURS, TOUCHY, VULGAR } from "./offensive-words.ts";

const wordsOf = (text: string): string[] => text.split(/\s+/u).filter((w) => w !== "");

/** cat → cats, bitch → bitches, pikey → pikeys, pickaninny → pickaninnies. */
export function plural(word: string): string {
  if (/(s|x|z|ch|sh)$/u.test(word)) return word + "es";
  if (/[^aeiou]y$/u.test(word)) return word.slice(0, -1) + "ies";
  return word + "s";
}

/** A noun's plurals: both for a final o, as lists have them (dildos, dildoes; dagos, dagoes). */
export function plurals(word: string): string[] {
  return word.endsWith("o") ? [word + "s", word + "es"] : [plural(word)];
}

/** A verb's forms: fuck → fucked, fucking, fucks; twat → twatted, twatting. */
export function verbForms(word: string): string[] {
  const stem = /[^aeiou][aeiou][bdgklmnprt]$/u.test(word) ? word + word.at(-1) : word.replace(/e$/u, "");
  return [plural(word), stem + "ed", stem + "ing", stem + "er", plural(stem + "er")];
}

let offensive: ReadonlySet<string> | undefined;
let touchy: ReadonlySet<string> | undefined;

function offensiveWords(): ReadonlySet<string> {
  offensive ??= new Set([
    ...wordsOf(SLURS).flatMap((w) => [w, ...plurals(w)]),
    ...wordsOf(VULGAR).flatMap((w) => [w, ...plurals(w), ...verbForms(w)]),
  ]);
  return offensive;
}

export function isOffensive(word: string): boolean {
  return offensiveWords().has(word);
}

/** Offensive, or a word no scramble should spell out. */
export function isTouchy(word: string): boolean {
  touchy ??= new Set(wordsOf(TOUCHY));
  return touchy.has(word) || isOffensive(word);
}

/** The words fit to show unasked, in their order. */
export function inoffensive(words: readonly string[]): string[] {
  return words.filter((word) => !isOffensive(word));
}

/** Whether any line of a dealt board, read left to right, spells an offensive word of 3+ letters. */
export function readsOffensive(lines: readonly string[]): boolean {
  return lines.some((line) => {
    for (let start = 0; start < line.length; start++)
      for (let end = start + 3; end <= line.length; end++) if (isOffensive(line.slice(start, end))) return true;
    return false;
  });
}
