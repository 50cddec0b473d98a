// Picking the board by typing a key alone: v or c for a letter, 0–4 for the large numbers, r for
// the rest. A key is the shortest start of a choice's id that no other choice shares.

import type { Choice } from "../games/rules.ts";

/** Each choice with the key that picks it. */
export function pickKeys(choices: readonly Choice[]): { readonly key: string; readonly choice: Choice }[] {
  return choices.map((choice) => {
    const id = choice.id.toLowerCase();
    let length = 1;
    while (length < id.length && choices.some((other) => other !== choice && other.id.toLowerCase().startsWith(id.slice(0, length)))) length++;
    return { key: id.slice(0, length), choice };
  });
}

/** The choice a line names by its key, id or label (any case), or null: then it is no pick. */
export function typedChoice(choices: readonly Choice[], typed: string): Choice | null {
  const want = typed.trim().toLowerCase();
  const named = pickKeys(choices).find(({ key, choice }) => want === key || want === choice.id.toLowerCase() || want === choice.label.toLowerCase());
  return named?.choice ?? null;
}
