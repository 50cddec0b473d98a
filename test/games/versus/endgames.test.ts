// A thousand constructed endgames (a few blanks, a few words, a win within three turns proved by
// the slow solver in endgame-support.ts): the master level finds a winning move in every one.

import { describe, expect, it } from "vitest";
import { computerMove } from "../../../src/games/versus/computer.ts";
import { dealLetterpress } from "../../../src/games/letterpress/deal.ts";
import { inoffensive } from "../../../src/games/offensive.ts";
import { loadDictionary } from "../../../src/solvers/dictionary/index.ts";
import { letterpressWords } from "../../../src/solvers/letterpress.ts";
import { seededRandom } from "../../../src/solvers/random.ts";
import { Clock } from "../../../src/solvers/territory/search.ts";
import { endgameOf, hasWin, playedTurn, turnWins, type Endgame } from "./endgame-support.ts";

const ENDGAMES = 1000;
/** Endgames drawn on one board before the next is dealt. */
const PER_BOARD = 20;

function* endgames(seed: number): Generator<Endgame> {
  const random = seededRandom(seed);
  const dict = loadDictionary("scrabble");
  for (;;) {
    const { letters } = dealLetterpress(random);
    const words = inoffensive(letterpressWords(dict, letters, 2));
    for (let i = 0; i < PER_BOARD; i++) yield endgameOf(letters, words, random, 1 + random.int(3), 4 + random.int(6));
  }
}

describe("the master level's endgames", () => {
  it(`finds a winning move in each of ${ENDGAMES} endgames that have one`, () => {
    const missed: string[] = [];
    let solved = 0;
    for (const game of endgames(28)) {
      if (!hasWin(game)) continue;
      // No budget: the test is about the search's reach, not the machine's speed.
      const move = computerMove(game, "master", game.words, solved, new Clock(Infinity));
      if (!turnWins(game, playedTurn(game, move))) missed.push(JSON.stringify({ game, move }));
      if (++solved === ENDGAMES) break;
    }
    expect(missed.length, missed.slice(0, 3).join("\n")).toBe(0);
  }, 300_000);
});
