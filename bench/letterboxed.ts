// Letter Boxed solver and dealer speed (scrabble list): dealt boxes, as players get them,
// against a plain reference (reference/letterboxed-pairs.ts) taken in turn in the same
// process; then boxes of twelve random letters, which often need more words or have none.

import { loadDictionary } from "../src/solvers/dictionary/index.ts";
import { dealLetterBox } from "../src/solvers/letterboxed/deal.ts";
import { solveLetterBoxed } from "../src/solvers/letterboxed/solutions.ts";
import { seededRandom, type Random } from "../src/solvers/random.ts";
import { formatMs, lead, raceTimes, timeEach } from "./measure.ts";
import { plainLetterBoxed } from "./reference/letterboxed-pairs.ts";

function randomBox(random: Random): string[] {
  const letters = [..."abcdefghijklmnopqrstuvwxyz"];
  for (let i = 0; i < 12; i++) {
    const j = i + random.int(26 - i);
    [letters[i], letters[j]] = [letters[j], letters[i]];
  }
  return letters.slice(0, 12).join("").match(/.../g)!;
}

export async function benchLetterBoxed(): Promise<string[]> {
  const dict = loadDictionary("scrabble");
  const common = loadDictionary("common");
  const random = seededRandom(4096);
  dealLetterBox(random, { dict, common }); // builds the common-word pool once
  const deals: string[][] = [];
  const deal = timeEach(Array.from({ length: 200 }, () => random), (r) => deals.push(dealLetterBox(r, { dict, common })));
  const plain = plainLetterBoxed(dict.words());
  const dealt = raceTimes(deals, { ours: (sides) => solveLetterBoxed(dict, sides) });
  const versus = raceTimes(deals.slice(0, 20), { ours: (sides) => solveLetterBoxed(dict, sides), plain: (sides) => plain(sides) }, 3);
  const famous = timeEach(Array.from({ length: 200 }, () => ["rme", "wcl", "tgk", "api"]), (sides) => solveLetterBoxed(dict, sides));
  const randoms = Array.from({ length: 200 }, () => randomBox(random));
  const wild = timeEach(randoms, (sides) => solveLetterBoxed(dict, sides));
  return [
    `letterboxed: all words + par solutions (scrabble, 200 dealt boxes): median ${formatMs(dealt.ours.median)}, worst ${formatMs(dealt.ours.worst)} (target ≤ 0.8 ms); ` +
      `on 20 of them ${formatMs(versus.ours.median)}, plain word scan + every pair ${formatMs(versus.plain.median)}: ${lead(versus.plain.median, versus.ours.median)}`,
    `letterboxed: RME WCL TGK API: median ${formatMs(famous.median)}; 200 boxes of random letters (par up to 5 or none): median ${formatMs(wild.median)}, worst ${formatMs(wild.worst)}`,
    `letterboxed: deal a par-2 box of common words: median ${formatMs(deal.median)}, worst ${formatMs(deal.worst)}`,
  ];
}
