// Nothing offensive is shown unasked: no offensive word in any Dictionary Corner (words or glosses),
// nor read along a dealt board's rows or a conundrum's scramble, over seeded deals of each game
// (few of the slow-to-solve games, so the suite stays fast).

import { describe, expect, it } from "vitest";
import { RULES } from "../../src/games/catalogue.ts";
import { dealCompleteBoard } from "../../src/games/dealer.ts";
import { isOffensive, readsOffensive } from "../../src/games/offensive.ts";
import { DEFAULT_SETTINGS } from "../../src/store/settings.ts";
import { describeWordsByLength } from "../../src/games/solve/describe.ts";
import { letterpressPuzzle } from "../../src/games/solve/letterpress.ts";
import type { WordGame } from "../../src/games/model.ts";

const DEALS: Readonly<Record<WordGame, number>> = { letters: 60, conundrum: 150, boggle: 20, letterpress: 15, letterboxed: 50 };

/** Every word a corner's lines hold, definitions included. */
const cornerWords = (lines: readonly string[]): string[] => lines.flatMap((line) => line.toLowerCase().split(/[^a-z]+/u)).filter((w) => w !== "");

describe.each(Object.keys(DEALS) as WordGame[])("%s, over seeded deals", (game) => {
  const rules = RULES.get(game)!;
  const read = rules.readOptions({}, DEFAULT_SETTINGS);
  if (!read.ok) throw new Error(read.error);

  it("shows no offensive word in Dictionary Corner, nor along the board", () => {
    for (let seed = 0; seed < DEALS[game]; seed++) {
      const board = dealCompleteBoard(rules, seed, read.value);
      const words = cornerWords(rules.corner(board, read.value, []).flatMap((section) => section.lines));
      expect(words.filter(isOffensive), `seed ${seed}`).toEqual([]);
      expect(readsOffensive(rules.showBoard(board, read.value).toLowerCase().replaceAll(" ", "").split("\n")), `seed ${seed}`).toBe(false);
    }
  });
});

describe("readsOffensive", () => {
  it("finds an offensive word anywhere along a line, and nothing in an ordinary one", () => {
    expect(readsOffensive(["xxwogsx"])).toBe(true);
    expect(readsOffensive(["pawnshop", "hellflange"])).toBe(false);
  });
});

describe("/solve in a channel", () => {
  it("counts offensive words but does not show them", () => {
    expect(describeWordsByLength("abc", "british", ["wogs", "cats"])).toBe("ABC (british): 2 words\n 4: cats");
  });

  it("counts only the Letterpress words the game accepts: 4+ letters", () => {
    const solved = letterpressPuzzle.solve({ letters: "phosphatidylethanolamines" });
    if (!solved.ok) throw new Error(solved.error);
    expect(solved.value.words.length).toBeGreaterThan(1000);
    expect(solved.value.words.filter((w) => w.length < 4)).toEqual([]);
  });
});
