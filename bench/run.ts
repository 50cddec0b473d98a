// `npm run bench`: every solver's speed against its target (issue 14), most of
// them raced against a plain reference in the same run, the computer opponent's ladder, and
// the fairness of conundrums and daily puzzles.
// Reports, never fails.
// `npm run bench -- boggle words` runs only the benches named.

import { benchBoggle } from "./boggle.ts";
import { benchConundrums } from "./conundrums.ts";
import { benchLetterBoxed } from "./letterboxed.ts";
import { benchLive } from "./live.ts";
import { benchMemory } from "./memory.ts";
import { benchNumbers } from "./numbers.ts";
import { benchOpponentLadder } from "./opponent-ladder.ts";
import { benchStatsCard } from "./stats-card.ts";
import { benchVersus } from "./versus.ts";
import { benchDictionaries, benchWords } from "./words.ts";

const benches: [string, () => Promise<string[]>][] = [
  ["words", benchWords],
  ["numbers", benchNumbers],
  ["boggle", benchBoggle],
  ["letterboxed", benchLetterBoxed],
  ["dictionaries", benchDictionaries],
  ["memory", benchMemory],
  ["stats", benchStatsCard],
  ["ladder", benchOpponentLadder],
  ["conundrums", benchConundrums],
  ["versus", benchVersus],
  ["live", benchLive],
];

console.log(`Lexicord benchmarks — Node ${process.version}, one core, medians of many runs; rates are per second of CPU time\n`);
const chosen = process.argv.slice(2);
for (const [name, bench] of benches.filter(([name]) => chosen.length === 0 || chosen.includes(name))) {
  try {
    for (const line of await bench()) console.log(line);
  } catch (error) {
    console.log(`${name}: failed: ${(error as Error).message}`);
  }
}
