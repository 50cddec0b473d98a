// Loading a named word list from dict/, through its index image under data/dict-index/.
// A missing or stale image (the .txt changed size or time) is rebuilt from the text and
// saved for next time; a read-only disk just means building in memory each start.

import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { PROJECT_ROOT } from "../../project-root.ts";
import { Dictionary, cleanWords, partsFromSortedWords } from "./dictionary.ts";
import { readImage, writeImage, type ImageSource } from "./image.ts";

export const DICTIONARY_NAMES = ["british", "american", "common", "scrabble"] as const;
export type DictName = (typeof DICTIONARY_NAMES)[number];

export function isDictName(name: unknown): name is DictName {
  return typeof name === "string" && (DICTIONARY_NAMES as readonly string[]).includes(name);
}

export const DICT_DIR = join(PROJECT_ROOT, "dict");
export const INDEX_DIR = process.env.LEXICORD_INDEX_DIR ?? join(PROJECT_ROOT, "data", "dict-index");

const loaded = new Map<DictName, Dictionary>();

/** The named dictionary, loaded once per process. */
export function loadDictionary(name: DictName): Dictionary {
  let dictionary = loaded.get(name);
  if (!dictionary) {
    dictionary = loadWordList(name, join(DICT_DIR, `${name}.txt`), join(INDEX_DIR, `${name}.idx`));
    loaded.set(name, dictionary);
  }
  return dictionary;
}

export function loadWordList(name: string, textPath: string, imagePath: string): Dictionary {
  const { size, mtimeMs } = statSync(textPath);
  const source: ImageSource = { size, mtimeMs };
  const cached = tryRead(imagePath, source);
  if (cached) return new Dictionary(name, cached);
  const parts = partsFromSortedWords(cleanWords(readFileSync(textPath, "latin1").split("\n")));
  saveImage(imagePath, writeImage(parts, source));
  return new Dictionary(name, parts);
}

function tryRead(imagePath: string, source: ImageSource) {
  try {
    return readImage(readFileSync(imagePath), source);
  } catch {
    return null;
  }
}

/** Writes the image beside its final name and renames it, so a reader never sees half. */
function saveImage(imagePath: string, image: Buffer): void {
  const temporary = `${imagePath}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(imagePath), { recursive: true });
    writeFileSync(temporary, image);
    renameSync(temporary, imagePath);
  } catch {
    // Not writable (read-only deploy): the dictionary still works, it is just rebuilt next start.
  }
}
