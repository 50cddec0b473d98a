// Boggle solver and dealer speed over seeded rolls of the standard dice (scrabble list).

import { loadDictionary, type Dictionary } from "../src/solvers/dictionary/index.ts";
import type { BoggleBoard } from "../src/solvers/boggle/board.ts";
import { dealBoggle, rollDice } from "../src/solvers/boggle/deal.ts";
import { countBoggleWords, solveBoggle } from "../src/solvers/boggle/solve.ts";
import { seededRandom } from "../src/solvers/random.ts";
import { formatMs, timeEach } from "./measure.ts";

const BATCHES = 15;
const PER_BATCH = 2000;

/** Boards solved per second (all words, sorted, and the score): the median over batches. */
function boardsPerSecond(dict: Dictionary, batches: readonly BoggleBoard[][]): number {
  for (const board of batches[0]) solveBoggle(dict, board); // warm up
  const rates = batches.map((boards) => {
    const start = performance.now();
    for (const board of boards) solveBoggle(dict, board);
    return (boards.length * 1000) / (performance.now() - start);
  });
  return rates.sort((a, b) => a - b)[Math.floor(rates.length / 2)];
}

export async function benchBoggle(): Promise<string[]> {
  const dict = loadDictionary("scrabble");
  const random = seededRandom(2048);
  const lines: string[] = [];
  for (const size of [4, 5] as const) {
    const batches = Array.from({ length: BATCHES }, () => Array.from({ length: PER_BATCH }, () => rollDice(random, size)));
    const words = batches[0].reduce((n, board) => n + countBoggleWords(dict, board), 0) / PER_BATCH;
    const rate = boardsPerSecond(dict, batches);
    const target = size === 4 ? " (target ≥ 100,000)" : "";
    lines.push(`boggle: ${size}x${size}, all words + score (scrabble, ${Math.round(words)} words a board on average): median ${Math.round(rate).toLocaleString("en")} boards/s${target}`);
  }
  // Some published figures solve one board over and over, with caches and branch history warm.
  const board = rollDice(random, 4);
  const again = Array.from({ length: BATCHES }, () => Array<BoggleBoard>(PER_BATCH).fill(board));
  const rate = boardsPerSecond(dict, again);
  lines.push(`boggle: 4x4, one board (${countBoggleWords(dict, board)} words) solved again and again, as some published figures are taken: median ${Math.round(rate).toLocaleString("en")} boards/s`);
  const seeds = Array.from({ length: 300 }, (_, i) => i);
  const roll = timeEach(seeds, (seed) => countBoggleWords(dict, rollDice(seededRandom(seed), 4)));
  const deal = timeEach(seeds, (seed) => dealBoggle(seededRandom(seed), { size: 4, dict }));
  lines.push(`boggle: deal 4x4 (roll + count words): median ${formatMs(roll.median)} a try; a dealt board (≥ 30 words): median ${formatMs(deal.median)}, worst ${formatMs(deal.worst)}`);
  return lines;
}
