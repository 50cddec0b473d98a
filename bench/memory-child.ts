// Run by memory.ts in a fresh process started as the CLI starts (node with tsx): resident
// memory before any solver is loaded, with all four dictionaries loaded, and after one solve
// of each word game in each of them.

import { solveBoggle } from "../src/solvers/boggle/solve.ts";
import { conundrumAnswers } from "../src/solvers/conundrum.ts";
import { DICTIONARY_NAMES, loadDictionary } from "../src/solvers/dictionary/index.ts";
import { solveLetterBoxed } from "../src/solvers/letterboxed/solutions.ts";
import { letterpressWords } from "../src/solvers/letterpress.ts";
import { wordsFromLetters } from "../src/solvers/letters.ts";

const rss = () => process.memoryUsage().rss;
const bare = rss();
const dicts = DICTIONARY_NAMES.map((name) => loadDictionary(name));
const loaded = rss();
for (const dict of dicts) {
  solveBoggle(dict, { size: 4, tiles: [..."perslatgsineters"] });
  wordsFromLetters(dict, "aeinrstlo");
  conundrumAnswers(dict, "aeinrstlg");
  letterpressWords(dict, "aeioubcdfghlmnprstvwyzkqj");
  solveLetterBoxed(dict, ["rme", "wcl", "tgk", "api"]);
}
console.log(JSON.stringify({ bare, loaded, used: rss() }));
