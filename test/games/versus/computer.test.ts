import { describe, expect, it } from "vitest";
import { chooseVersusMove, computerMove, type ComputerMove, type VersusTurn } from "../../../src/games/versus/computer.ts";
import { VERSUS_LEVELS } from "../../../src/games/model.ts";
import { dealLetterpress } from "../../../src/games/letterpress/deal.ts";
import { isOffensive } from "../../../src/games/offensive.ts";
import { commonRank } from "../../../src/games/common-words.ts";
import { loadDictionary } from "../../../src/solvers/dictionary/index.ts";
import { letterpressWords } from "../../../src/solvers/letterpress.ts";
import { seededRandom } from "../../../src/solvers/random.ts";
import { colourTiles, spells } from "../../../src/solvers/territory/colours.ts";
import { margin } from "../../../src/solvers/territory/evaluate.ts";
import { Clock } from "../../../src/solvers/territory/search.ts";
import { setOf } from "../../../src/solvers/territory/tiles.ts";
import { playComputers, startedGame } from "../../../bench/versus-game.ts";
import { colourings } from "./endgame-support.ts";

const dict = loadDictionary("scrabble");
const board = (seed: number) => dealLetterpress(seededRandom(seed)).letters;

/** A position some way into a game: a few random words played on their best tiles. */
function midgame(seed: number): { turn: VersusTurn; words: string[] } {
  const letters = board(seed);
  const all = letterpressWords(dict, letters, 2).filter((word) => !isOffensive(word));
  const random = seededRandom(seed);
  let colours: readonly [number, number] = [0, 0];
  const played: string[] = [];
  for (let i = 0; i < 4; i++) {
    const word = all[random.int(all.length)]!;
    played.push(word);
    colours = colourings(letters, colours, (i % 2) as 0 | 1, word)[0]!;
  }
  return { turn: { letters, colours, mover: 0, passed: false }, words: all.filter((word) => !played.some((p) => p.startsWith(word))) };
}

const unlimited = () => new Clock(Infinity);

function expectLegal(move: ComputerMove, turn: VersusTurn, words: readonly string[]): void {
  expect(move.kind).toBe("word");
  if (move.kind !== "word") return;
  expect(words).toContain(move.word);
  expect(spells(turn.letters, move.word, move.tiles)).toBe(true);
}

describe("the computer's move", () => {
  it.each(VERSUS_LEVELS)("at %s is a word of the list on tiles that spell it", (level) => {
    for (const seed of [1, 2, 3]) {
      const { turn, words } = midgame(seed);
      expectLegal(computerMove(turn, level, words, seed, unlimited()), turn, words);
    }
  });

  it("at medium gains the most tiles any word can", () => {
    for (const seed of [4, 5, 6]) {
      const { turn, words } = midgame(seed);
      const move = computerMove(turn, "medium", words, seed);
      if (move.kind !== "word") throw new Error("medium passed");
      const gained = margin(colourTiles(turn.colours, 0, setOf(move.tiles)), 0);
      const most = words.reduce((best, word) => Math.max(best, ...colourings(turn.letters, turn.colours, 0, word).map((after) => margin(after, 0))), -Infinity);
      expect(gained).toBe(most);
    }
  });

  it("at easy plays a common word, gaining no more than greedy would", () => {
    for (const seed of [4, 5, 6]) {
      const { turn, words } = midgame(seed);
      const move = computerMove(turn, "easy", words, seed);
      if (move.kind !== "word") throw new Error("easy passed");
      expect(commonRank(move.word)).toBeDefined();
      const gained = margin(colourTiles(turn.colours, 0, setOf(move.tiles)), 0);
      const most = computerMove(turn, "medium", words, seed);
      expect(gained).toBeLessThanOrEqual(margin(colourTiles(turn.colours, 0, setOf(most.kind === "word" ? most.tiles : [])), 0));
    }
  });

  it("never plays an offensive word, even when offered one", () => {
    const letters = "slutsaaaaeeeeiiiioooorrrr";
    const turn: VersusTurn = { letters, colours: [0, 0], mover: 0, passed: false };
    for (const level of VERSUS_LEVELS) {
      const move = computerMove(turn, level, ["slut", "sluts", "to", "rot"], 1, unlimited());
      expect(move.kind === "word" && isOffensive(move.word)).toBe(false);
    }
  });

  it("passes when no word is left", () => {
    const turn: VersusTurn = { letters: board(7), colours: [0, 0], mover: 0, passed: false };
    for (const level of VERSUS_LEVELS) expect(computerMove(turn, level, [], 1)).toEqual({ kind: "pass" });
  });

  it("yields to the event loop while it searches", async () => {
    const { turn, words } = midgame(8);
    const game = { ...startedGame(turn.letters), colours: turn.colours };
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 0);
    const move = await chooseVersusMove(game, "master", words, 8);
    clearInterval(ticking);
    expectLegal(move, turn, words);
    expect(ticks).toBeGreaterThan(0);
  });
});

describe("the levels against each other", () => {
  it("hard beats medium over a handful of seeded games, each side moving first in turn", () => {
    let hardWins = 0, mediumWins = 0;
    for (const seed of [11, 12, 13, 14, 15, 16]) {
      const letters = board(seed);
      const words = letterpressWords(dict, letters, 2);
      const hardSide = seed % 2;
      const { winner } = playComputers(letters, words, hardSide === 0 ? ["hard", "medium"] : ["medium", "hard"], seed);
      if (winner === hardSide) hardWins++;
      else if (winner !== null) mediumWins++;
    }
    expect(hardWins).toBeGreaterThan(mediumWins);
  });
});
