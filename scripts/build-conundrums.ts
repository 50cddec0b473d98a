// Writes dict/conundrums.txt, the words a conundrum's answer may be (scripts/dict/conundrums.ts),
// from dict/common-by-frequency.txt: `npm run build:conundrums`, after `npm run build:dict`.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { conundrumCandidates } from "./dict/conundrums.ts";

const DICT_DIR = join(import.meta.dirname, "..", "dict");
const byFrequency = readFileSync(join(DICT_DIR, "common-by-frequency.txt"), "latin1").split("\n").filter((word) => word !== "");
const words = conundrumCandidates(byFrequency);
writeFileSync(join(DICT_DIR, "conundrums.txt"), words.join("\n") + "\n");
console.log(`conundrums.txt: ${words.length} words`);
