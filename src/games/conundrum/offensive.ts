// Words never dealt, from npm `badwords-list` (matched exactly, as the word lists are built).
// The common list already leaves them out; this guards against a list rebuilt without it.

import { createRequire } from "node:module";

let offensive: ReadonlySet<string> | undefined;

export function isOffensive(word: string): boolean {
  offensive ??= new Set(Object.keys(createRequire(import.meta.url)("badwords-list").object as Record<string, number>));
  return offensive.has(word);
}
