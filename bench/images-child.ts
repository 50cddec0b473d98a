// Run by memory.ts in a fresh process with --expose-gc: the resident memory that drawn Boggle
// board images leave behind, drawn as the bot draws them (the event loop turns between two)
// and then in one synchronous loop (Node frees an encoded image's native memory only from the
// event loop, so until the loop ends every image's memory stays held).

import { drawBoggleBoard } from "../src/discord/images/index.ts";
import { rollDice } from "../src/solvers/boggle/deal.ts";
import { boggleRows } from "../src/solvers/boggle/board.ts";
import { seededRandom } from "../src/solvers/random.ts";

const BOARDS = 3000;
const random = seededRandom(3);
const boards = Array.from({ length: BOARDS }, () => boggleRows(rollDice(random, 4)));
const turn = () => new Promise((resolve) => setImmediate(resolve));
const gc = (globalThis as { gc?: () => void }).gc!;

async function settledRss(): Promise<number> {
  gc();
  await turn();
  return process.memoryUsage().rss;
}

for (const rows of boards.slice(0, 200)) drawBoggleBoard(rows);
const start = await settledRss();
for (const rows of boards) {
  drawBoggleBoard(rows);
  await turn();
}
const turning = await settledRss();
for (const rows of boards) drawBoggleBoard(rows);
const looped = process.memoryUsage().rss;
console.log(JSON.stringify({ boards: BOARDS, turning: turning - start, looped: looped - turning }));
