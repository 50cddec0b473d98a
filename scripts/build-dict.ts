// Rebuilds the word lists in dict/ from registry packages only:
// Debian `scowl` (british, american, common), npm `word-list` (scrabble) and
// npm `badwords-list` (kept out of common). Run with `npm run build:dict`, or
// `npm run build:dict -- --out DIR` to write the lists somewhere else (to compare a
// rebuild with the committed lists: `cmp DIR/british.txt dict/british.txt`).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import wordListPath from "word-list";

const SCOWL_LEVELS = [10, 20, 35, 40, 50, 55, 60, 70, 80, 95];
const { out: DICT_DIR, scowl: SCOWL_DIR } = readOptions();

// SCOWL spellings: british_z holds the Oxford -ize forms; SCOWL names the
// American level-1 variants plain `variant_1` (there is no american_variant_1).
const BRITISH = ["english", "british", "british_z", "british_variant_1"];
const AMERICAN = ["english", "american", "variant_1"];
const FULL_LEVEL = 70;
const COMMON_LEVEL = 35;

// SCOWL has every letter as a word; only these two are words a player would say.
const SINGLE_LETTER_WORDS = new Set(["a", "i"]);

// Profanity is matched exactly (so badwords-list's "God" leaves "god" alone).
// Only bad words that are words themselves get inflected: "spac" is listed, but
// "spaces" is innocent.
const plural = (word: string): string => (/(s|x|z|ch|sh)$/.test(word) ? word + "es" : word + "s");
const inflections = (word: string): string[] => [plural(word), word + "ed", word + "ing"];

const isPlainWord = (entry: string): boolean => /^[a-z]+$/.test(entry);

const isScowlWord = (entry: string): boolean =>
  isPlainWord(entry) && (entry.length > 1 || SINGLE_LETTER_WORDS.has(entry));

function readLines(path: string, encoding: BufferEncoding): string[] {
  return readFileSync(path, encoding).split(/\r?\n/);
}

function scowlFiles(category: string, maxLevel: number): string[] {
  const files = SCOWL_LEVELS.filter((level) => level <= maxLevel)
    .map((level) => join(SCOWL_DIR, `${category}-words.${level}`))
    .filter(existsSync);
  if (files.length === 0) fail(`SCOWL has no '${category}-words' files in ${SCOWL_DIR}.`);
  return files;
}

// Read as latin1: older SCOWL files are ISO-8859-1, newer UTF-8; either way any
// accented entry holds a non a–z byte and is dropped.
function scowlWords(categories: string[], maxLevel: number): Set<string> {
  const words = new Set<string>();
  for (const category of categories)
    for (const file of scowlFiles(category, maxLevel))
      for (const entry of readLines(file, "latin1")) if (isScowlWord(entry)) words.add(entry);
  return words;
}

function profanities(words: Set<string>): Set<string> {
  const list: unknown = createRequire(import.meta.url)("badwords-list").array;
  if (!Array.isArray(list)) fail("badwords-list did not export an array.");
  const bad = new Set<string>();
  for (const word of list.map(String)) {
    bad.add(word);
    if (words.has(word)) for (const form of inflections(word)) bad.add(form);
  }
  return bad;
}

function withoutProfanity(words: Set<string>): Set<string> {
  const bad = profanities(words);
  return new Set([...words].filter((word) => !bad.has(word)));
}

function scrabbleWords(): Set<string> {
  return new Set(readLines(wordListPath, "utf8").filter(isPlainWord));
}

function writeList(name: string, words: Set<string>): void {
  // Plain a–z strings, so code-unit order is byte order.
  const lines = [...words].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  writeFileSync(join(DICT_DIR, `${name}.txt`), lines.join("\n") + "\n");
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
const lists: [string, Set<string>][] = [
  ["british", scowlWords(BRITISH, FULL_LEVEL)],
  ["american", scowlWords(AMERICAN, FULL_LEVEL)],
  ["common", withoutProfanity(scowlWords(BRITISH, COMMON_LEVEL))],
  ["scrabble", scrabbleWords()],
];
mkdirSync(DICT_DIR, { recursive: true });
for (const [name, words] of lists) writeList(name, words);
