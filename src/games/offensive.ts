// Words the bot never puts in front of players unasked: it never deals them (conundrums) and
// Dictionary Corner leaves them out (they still score if played: the word lists keep them).
// npm `badwords-list` is matched exactly, as the word lists are built; it lacks many ethnic
// and other slurs, so those are listed here as well, plural forms included.

import { createRequire } from "node:module";

const MORE = `
  negro negroes negress kike kikes spic spics spick spicks wop wops gook gooks dago dagos dagoes
  kraut krauts darky darkie darkies wetback wetbacks jigaboo jigaboos pickaninny pickaninnies
  sambo sambos golliwog golliwogs squaw squaws redskin redskins honky honkies gyp gyps gypped
  halfbreed halfbreeds jap japs tranny trannies chinks coons dykes faggots retards homos
`;

let offensive: ReadonlySet<string> | undefined;

export function isOffensive(word: string): boolean {
  offensive ??= new Set([
    ...Object.keys(createRequire(import.meta.url)("badwords-list").object as Record<string, number>),
    ...MORE.split(/\s+/u).filter((w) => w !== ""),
  ]);
  return offensive.has(word);
}

/** The words fit to show in Dictionary Corner. */
export function inoffensive(words: readonly string[]): string[] {
  return words.filter((word) => !isOffensive(word));
}
