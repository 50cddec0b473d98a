// Reading players' words: find-all messages split into words, one-word answers, letters
// a bag lacks, and each player's answers grouped.

import { describe, expect, it } from "vitest";
import { answerThatCounts, answersByPlayer, missingLetter, readWord, splitWords, wordsFound } from "../../src/games/words.ts";
import type { Answer } from "../../src/games/model.ts";
import { asSent } from "../../src/games/standing-lines.ts";

const answer = (id: number, playerId: string, ok: boolean, value: string | null): Answer => ({
  id, roundId: 1, playerId, playerName: playerId, text: value ?? "?", ok, reason: ok ? null : "no", value, receivedAt: id,
});

describe("splitWords", () => {
  it("splits on spaces, commas and semicolons, dropping empties", () => {
    expect(splitWords("  cat dog,bird ; fish,, \n eel ")).toEqual(["cat", "dog", "bird", "fish", "eel"]);
    expect(splitWords(" , ")).toEqual([]);
  });

  it("keeps every word, however many", () => {
    const words = Array.from({ length: 45 }, (_, i) => `w${i}`);
    expect(splitWords(words.join(" "))).toEqual(words);
  });
});

describe("readWord", () => {
  it.each([
    [" Cat ", { ok: true, value: "cat" }],
    ["", { ok: false, error: "no word given" }],
    ["cat dog", { ok: false, error: "one word only" }],
    ["café", { ok: false, error: '"é" is not a letter: use A to Z only' }],
  ])("reads %j", (text, read) => {
    expect(readWord(text)).toEqual(read);
  });
});

describe("missingLetter", () => {
  it.each([
    ["tea", "eat", null],
    ["tee", "eat", "uses E twice but there is only one"],
    ["teeth", "eetth", null],
    ["eerie", "eeri", "uses E three times but there are only two"],
    ["dog", "eat", "uses a letter that is not available: D"],
  ])("%s from %s", (word, letters, reason) => {
    expect(missingLetter(word, letters)).toBe(reason);
  });
});

describe("grouping answers by player", () => {
  const answers = [
    answer(1, "ann", true, "cat"), answer(2, "bob", false, null), answer(3, "ann", true, "dog"),
    answer(4, "ann", false, null), answer(5, "bob", false, null), answer(6, "ann", true, "cat"),
  ];

  it("keeps players in the order they first answered", () => {
    expect(answersByPlayer(answers).map((theirs) => theirs.map((a) => a.id))).toEqual([[1, 3, 4, 6], [2, 5]]);
  });

  it("counts the best valid answer (of equals, the later), else the last one", () => {
    const [ann, bob] = answersByPlayer(answers);
    const byLength = (value: unknown) => String(value).length;
    const dogFirst = (value: unknown) => (value === "dog" ? 1 : 0);
    expect(answerThatCounts(ann.slice(0, 3), byLength).id).toBe(3); // CAT and DOG tie: the later
    expect(answerThatCounts(ann, dogFirst).id).toBe(3); // CAT again later does not beat DOG
    expect(answerThatCounts(bob, byLength).id).toBe(5);
  });

  it("lists a player's distinct valid words", () => {
    expect(wordsFound(answersByPlayer(answers)[0])).toEqual(["cat", "dog"]);
  });
});

describe("asSent", () => {
  it("trims, folds spaces, writes capitals and cuts long answers", () => {
    expect(asSent("  cat \n dog ")).toBe("CAT DOG");
    expect(asSent("x".repeat(100))).toBe(`${"X".repeat(39)}…`);
    expect(asSent("x".repeat(40))).toBe("X".repeat(40));
  });
});
