// Loading a named word list from dict/, through its index image under data/dict-index/.
// A missing or stale image (the .txt changed size or time) is rebuilt from the text and
// saved for next time; a read-only disk just means building in memory each start.

import { closeSync, fstatSync, mkdirSync, openSync, readFileSync, readSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { PROJECT_ROOT } from "../../project-root.ts";
import { cleanWords, dictionaryFromImage, dictionaryInWalks, partsFromSortedWords, type Dictionary } from "./dictionary.ts";
import { readLayout, writeImage, type ImageSource } from "./image.ts";

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
  const read = tryRead(name, imagePath, source);
  if (read) return read;
  const image = writeImage(partsFromSortedWords(cleanWords(readFileSync(textPath, "latin1").split("\n"))), source);
  saveImage(imagePath, image);
  return dictionaryFromImage(name, image, source);
}

/** An image's header is far shorter than this: a longer one is not one of ours. */
const LEAD_BYTES = 4096;

/** The dictionary in a current image, read from the file straight into the walks' memory. */
function tryRead(name: string, imagePath: string, source: ImageSource): Dictionary | null {
  let fd: number | undefined;
  try {
    fd = openSync(imagePath, "r");
    const lead = Buffer.alloc(LEAD_BYTES);
    const layout = readLayout(lead.subarray(0, readSync(fd, lead, 0, LEAD_BYTES, 0)), fstatSync(fd).size, source);
    const file = fd;
    return layout && dictionaryInWalks(name, layout, (into) => readAll(file, into));
  } catch {
    return null;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function readAll(fd: number, into: Buffer): void {
  for (let at = 0; at < into.length; ) {
    const n = readSync(fd, into, at, into.length - at, at);
    if (n === 0) throw new Error("index image ended early");
    at += n;
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
