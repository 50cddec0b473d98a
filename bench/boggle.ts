// Boggle: our solver against a plain trie walk (reference/boggle-walk.ts), taken in turn in
// the same process, over different rolls of the standard dice (scrabble list), and over one
// board solved again and again, as some published figures are taken (caches warm).

import { loadDictionary } from "../src/solvers/dictionary/index.ts";
import type { BoggleBoard } from "../src/solvers/boggle/board.ts";
import { dealBoggle, rollDice } from "../src/solvers/boggle/deal.ts";
import { countBoggleWords, solveBoggle } from "../src/solvers/boggle/solve.ts";
import { seededRandom } from "../src/solvers/random.ts";
import { formatMs, formatRate, lead, raceRates, timeEach } from "./measure.ts";
import { plainBoggleSolver } from "./reference/boggle-walk.ts";

const BOARDS = 20_000;
/** The plain walk is slow enough that a tenth of the boards gives a steady figure. */
const PLAIN_BOARDS = BOARDS / 10;
const TARGETS = { 4: { many: 55_000, one: 220_000 }, 5: { many: 17_000, one: 110_000 } };

export async function benchBoggle(): Promise<string[]> {
  const dict = loadDictionary("scrabble");
  const plain = plainBoggleSolver(dict.words());
  const random = seededRandom(2048);
  const lines: string[] = [];
  for (const size of [4, 5] as const) {
    const boards = Array.from({ length: BOARDS }, () => rollDice(random, size));
    const words = Math.round(boards.reduce((n, board) => n + countBoggleWords(dict, board), 0) / BOARDS);
    const race = (boards: BoggleBoard[]) =>
      raceRates({
        ours: { calls: boards.length, run: () => boards.forEach((b) => solveBoggle(dict, b)) },
        plain: { calls: PLAIN_BOARDS, run: () => boards.slice(0, PLAIN_BOARDS).forEach((b) => plain(b)) },
      });
    const many = race(boards);
    const board = boards[0];
    const one = race(Array<BoggleBoard>(BOARDS).fill(board));
    const grid = `${size}x${size}`;
    lines.push(
      `boggle: ${grid}, all words sorted + score, ${BOARDS.toLocaleString("en")} different boards (${words} words each on average): ` +
        `${formatRate(many.ours)} boards/s, plain trie walk ${formatRate(many.plain)}: ${lead(many.ours, many.plain)} (target ≥ ${formatRate(TARGETS[size].many)})`,
      `boggle: ${grid}, one board (${countBoggleWords(dict, board)} words) solved again and again: ` +
        `${formatRate(one.ours)} boards/s, plain trie walk ${formatRate(one.plain)}: ${lead(one.ours, one.plain)} (target ≥ ${formatRate(TARGETS[size].one)})`,
    );
  }
  const seeds = Array.from({ length: 300 }, (_, i) => i);
  const roll = timeEach(seeds, (seed) => countBoggleWords(dict, rollDice(seededRandom(seed), 4)));
  const deal = timeEach(seeds, (seed) => dealBoggle(seededRandom(seed), { size: 4, dict }));
  lines.push(`boggle: deal 4x4 (roll + count words): median ${formatMs(roll.median)} a try; a dealt board (≥ 30 words): median ${formatMs(deal.median)}, worst ${formatMs(deal.worst)}`);
  return lines;
}
