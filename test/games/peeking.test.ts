// No peeking: the board of the round in play can't be solved where it is played, in any
// game sharing its letters; other boards can.

import { describe, expect, it } from "vitest";
import type { Round } from "../../src/games/model.ts";
import { boardKey, NO_PEEKING, peekingRefusal } from "../../src/games/solve/peeking.ts";

const round = (game: Round["game"], board: unknown): Round => ({
  id: 1, guildId: "g", channelId: "c", game, state: "running", board, options: {}, seed: 1,
  startedBy: "u", startedAt: 0, endsAt: 30_000, messageId: null, finishedAt: null,
});

describe("no peeking", () => {
  it("compares boards by their letters in any order, or by numbers and target", () => {
    expect(boardKey({ game: "letters", fields: { letters: "TACOCRIHM" } })).toBe(boardKey({ game: "conundrum", fields: { letters: "mhircoact" } }));
    expect(boardKey({ game: "boggle", fields: { board: "qu/ab" } })).toBe(boardKey({ game: "boggle", fields: { board: "q a b" } }));
    expect(boardKey({ game: "numbers", fields: { numbers: "3 6 25 50 75 100", target: 952 } })).toBe(
      boardKey({ game: "numbers", fields: { numbers: "100 75 50 25 6 3", target: "952" } }),
    );
    expect(peekingRefusal({ game: "letters", fields: { letters: "abc" } }, null)).toBeNull();
  });

  it("refuses the running round's board, in any game sharing its letters, and nothing else", () => {
    const letters = round("letters", { letters: "mhircoact", vowels: "", consonants: "" });
    expect(peekingRefusal({ game: "letters", fields: { letters: "CHROMATIC" } }, letters)).toBe(NO_PEEKING);
    expect(peekingRefusal({ game: "conundrum", fields: { letters: "tacmorich" } }, letters)).toBe(NO_PEEKING);
    expect(peekingRefusal({ game: "letters", fields: { letters: "starlings" } }, letters)).toBeNull();
    const numbers = round("numbers", { numbers: [100, 75, 50, 25, 6, 3], target: 952, large: [], small: [] });
    expect(peekingRefusal({ game: "numbers", fields: { numbers: "3 6 25 50 75 100", target: "952" } }, numbers)).toBe(NO_PEEKING);
    expect(peekingRefusal({ game: "numbers", fields: { numbers: "3 6 25 50 75 100", target: "953" } }, numbers)).toBeNull();
  });

  it("lets a board still being picked be solved: it has no fields yet", () => {
    expect(peekingRefusal({ game: "letters", fields: { letters: "" } }, round("letters", { letters: "" }))).toBeNull();
  });
});
