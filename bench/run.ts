// `npm run bench`: every solver's speed against its target (SOLVERS.md). Reports, never fails.

import { benchBoggle } from "./boggle.ts";
import { benchLetterBoxed } from "./letterboxed.ts";
import { benchNumbers } from "./numbers.ts";
import { benchDictionaries, benchWords } from "./words.ts";

const benches: [string, () => Promise<string[]>][] = [
  ["words", benchWords],
  ["numbers", benchNumbers],
  ["boggle", benchBoggle],
  ["letterboxed", benchLetterBoxed],
  ["dictionaries", benchDictionaries],
];

console.log(`Lexicord benchmarks — Node ${process.version}, one core, medians of many runs\n`);
for (const [name, bench] of benches) {
  try {
    for (const line of await bench()) console.log(line);
  } catch (error) {
    console.log(`${name}: failed: ${(error as Error).message}`);
  }
}
