// Letterpress versus (issue 28): the master level against greedy (medium) and hard on seeded
// boards, each side moving first on every other board, and the CPU each master move took.

import { dealLetterpress } from "../src/games/letterpress/deal.ts";
import type { VersusLevel } from "../src/games/model.ts";
import { loadDictionary } from "../src/solvers/dictionary/index.ts";
import { letterpressWords } from "../src/solvers/letterpress.ts";
import { seededRandom } from "../src/solvers/random.ts";
import { playComputers } from "./versus-game.ts";

/** Boards each pairing plays (VERSUS_BOARDS sets fewer for a quick look). */
const BOARDS = 200;

/** Games master should win, in per cent, against each opponent. */
const TARGETS: readonly (readonly [VersusLevel, number])[] = [["medium", 90], ["hard", 65]];

export async function benchVersus(): Promise<string[]> {
  const boards = Number(process.env.VERSUS_BOARDS ?? BOARDS);
  const dict = loadDictionary("scrabble");
  const lines: string[] = [];
  const masterCpu: number[] = [];
  for (const [opponent, target] of TARGETS) {
    const tally = { wins: 0, draws: 0, losses: 0 };
    for (let seed = 1; seed <= boards; seed++) {
      const { letters } = dealLetterpress(seededRandom(seed));
      const side = seed % 2;
      const outcome = playComputers(letters, letterpressWords(dict, letters, 2), side === 0 ? ["master", opponent] : [opponent, "master"], seed);
      masterCpu.push(...outcome.cpuMs[side]);
      if (outcome.winner === null) tally.draws++;
      else if (outcome.winner === side) tally.wins++;
      else tally.losses++;
    }
    const share = (100 * tally.wins) / boards;
    lines.push(`versus: master vs ${opponent} on ${boards} boards: ${tally.wins} won, ${tally.draws} drawn, ${tally.losses} lost — ${share.toFixed(1)} % (target ≥ ${target} %)`);
  }
  masterCpu.sort((a, b) => a - b);
  lines.push(`versus: CPU a master move: median ${masterCpu[masterCpu.length >> 1]!.toFixed(0)} ms, worst ${masterCpu.at(-1)!.toFixed(0)} ms (target ≤ 1000 ms), ${masterCpu.length} moves`);
  return lines;
}
