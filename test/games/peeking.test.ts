// No peeking: a board that gives away a round being played anywhere in the server can't be
// solved, in any game sharing its letters; other boards can.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Round } from "../../src/games/model.ts";
import { NO_PEEKING, NO_PEEKING_ELSEWHERE, peekingRefusal } from "../../src/games/solve/peeking.ts";

const round = (game: Round["game"], board: unknown, channelId = "c", state: Round["state"] = "running"): Round => ({
  id: 1, guildId: "g", channelId, game, state, board, options: {}, seed: 1,
  startedBy: "u", startedAt: 0, endsAt: 30_000, messageId: null, finishedAt: null,
});
const letters = round("letters", { letters: "mhircoact", vowels: "", consonants: "" });
const numbers = round("numbers", { numbers: [100, 75, 50, 25, 6, 3], target: 952, large: [], small: [] });

describe("no peeking", () => {
  it("compares boards by their letters in any order, or by numbers and target", () => {
    expect(peekingRefusal({ game: "letters", fields: { letters: "TACOCRIHM" } }, [letters], "c", [])).toBe(NO_PEEKING);
    const boggle = round("boggle", { size: 2, tiles: ["q", "a", "b", "c"] });
    expect(peekingRefusal({ game: "boggle", fields: { board: "qu a b c" } }, [boggle], "c", [])).toBe(NO_PEEKING);
    expect(peekingRefusal({ game: "numbers", fields: { numbers: "3 6 25 50 75 100", target: "952" } }, [numbers], "c", [])).toBe(NO_PEEKING);
    expect(peekingRefusal({ game: "letters", fields: { letters: "abc" } }, [], "c", [])).toBeNull();
  });

  it("refuses the running round's board, in any game sharing its letters, and nothing else", () => {
    expect(peekingRefusal({ game: "letters", fields: { letters: "CHROMATIC" } }, [letters], "c", [])).toBe(NO_PEEKING);
    expect(peekingRefusal({ game: "conundrum", fields: { letters: "tacmorich" } }, [letters], "c", [])).toBe(NO_PEEKING);
    expect(peekingRefusal({ game: "letters", fields: { letters: "starlings" } }, [letters], "c", [])).toBeNull();
    expect(peekingRefusal({ game: "numbers", fields: { numbers: "3 6 25 50 75 100", target: "952" } }, [numbers], "c", [])).toBe(NO_PEEKING);
    expect(peekingRefusal({ game: "numbers", fields: { numbers: "3 6 25 50 75 100", target: "953" } }, [numbers], "c", [])).toBeNull();
  });

  it("refuses boards that contain the round's: its letters plus more, five of its six numbers", () => {
    const conundrum = round("conundrum", { scramble: "tacmorich" });
    expect(peekingRefusal({ game: "letters", fields: { letters: "tacmorichs" } }, [conundrum], "c", [])).toBe(NO_PEEKING);
    expect(peekingRefusal({ game: "letterpress", fields: { letters: "tacmorichabcdefghijklmnop" } }, [conundrum], "c", [])).toBe(NO_PEEKING);
    expect(peekingRefusal({ game: "letters", fields: { letters: "tacmoric" } }, [conundrum], "c", [])).toBeNull(); // one letter short
    expect(peekingRefusal({ game: "numbers", fields: { numbers: "100 75 50 25 6", target: "952" } }, [numbers], "c", [])).toBe(NO_PEEKING);
    expect(peekingRefusal({ game: "numbers", fields: { numbers: "100 75 50 25 6 7", target: "952" } }, [numbers], "c", [])).toBe(NO_PEEKING);
    expect(peekingRefusal({ game: "numbers", fields: { numbers: "100 75 50 25", target: "952" } }, [numbers], "c", [])).toBeNull();
  });

  it("says so for a round in another channel of the server", () => {
    const elsewhere = round("conundrum", { scramble: "tacmorich" }, "other");
    expect(peekingRefusal({ game: "conundrum", fields: { letters: "tacmorich" } }, [numbers, elsewhere], "c", [])).toBe(NO_PEEKING_ELSEWHERE);
  });

  it("lets a board still being picked be solved: it has no fields yet", () => {
    expect(peekingRefusal({ game: "letters", fields: { letters: "" } }, [round("letters", { letters: "" })], "c", [])).toBeNull();
    expect(peekingRefusal({ game: "letters", fields: { letters: "abc" } }, [round("letters", { letters: "ab" }, "c", "picking")], "c", [])).toBeNull();
  });

  it("refuses every superset of a running round's letters, in any order and case (property)", () => {
    const letter = fc.constantFrom(..."abcdefghijklmnoprstuvwxyz");
    fc.assert(
      fc.property(fc.array(letter, { minLength: 9, maxLength: 9 }), fc.array(letter, { maxLength: 16 }), fc.boolean(), (played, extra, upper) => {
        const asked = fc.sample(fc.shuffledSubarray([...played, ...extra], { minLength: played.length + extra.length }), { seed: 1, numRuns: 1 })[0]!.join("");
        const running = [round("conundrum", { scramble: played.join("") })];
        expect(peekingRefusal({ game: "letters", fields: { letters: upper ? asked.toUpperCase() : asked } }, running, "c", [])).toBe(NO_PEEKING);
      }),
      { seed: 10, numRuns: 200 },
    );
  });
});
