// The results board in words: one line per player, each medium marking a cancelled word.

import { describe, expect, it } from "vitest";
import { standingLines } from "../../src/games/standing-lines.ts";
import type { ScoredAnswer, Standing } from "../../src/games/standings.ts";

const strike = (word: string): string => `-${word}-`;

const standing = (answers: ScoredAnswer[], points: number, refusals: Standing["refusals"] = []): Standing => ({
  playerId: "ann", playerName: "Ann", points, answers, refusals,
});

describe("standingLines", () => {
  it("lists a find-all player's words, the cancelled ones as the medium marks them, at most 40", () => {
    const words = Array.from({ length: 42 }, (_, i): ScoredAnswer => ({ kind: "found", word: `w${i}`, points: 1, cancelled: i === 0 }));
    const [line] = standingLines([standing(words, 41)], strike);
    expect(line.startsWith("Ann — 41 points: -W0-, W1 (1), W2 (1)")).toBe(true);
    expect(line.endsWith("W39 (1), … and 2 more")).toBe(true);
    expect(standingLines([standing([], 0)], strike)).toEqual(["Ann — 0 points"]);
  });

  it("shows the answer that counts, or the refused one in capitals with why", () => {
    expect(standingLines([standing([{ kind: "sum", expression: "100 × 9", value: 900, distance: 0, points: 10 }], 10)], strike)).toEqual([
      "Ann: 100 × 9 = 900 (exact) — 10 points",
    ]);
    expect(standingLines([standing([{ kind: "chain", words: ["wig", "gram"], solved: false, unused: 6, points: 0 }], 0)], strike)).toEqual([
      "Ann: WIG–GRAM (6 letters unused) — 0 points",
    ]);
    const long = `  cat\n${"s".repeat(60)}`;
    expect(standingLines([standing([], 0, [{ text: long, reason: "not a word" }])], strike)).toEqual([
      `Ann: CAT ${"S".repeat(35)}… ✗ not a word — 0 points`,
    ]);
  });

  it("marks the words that counted only by the server's ruling", () => {
    const allowed = new Set(["soz", "yeet"]);
    const found: ScoredAnswer[] = [
      { kind: "found", word: "soz", points: 1, cancelled: false },
      { kind: "found", word: "sox", points: 1, cancelled: false },
      { kind: "found", word: "yeet", points: 1, cancelled: true },
    ];
    expect(standingLines([standing(found, 2)], strike, undefined, allowed)).toEqual(["Ann — 2 points: SOZ (1, allowed in this server), SOX (1), -YEET-"]);
    expect(standingLines([standing([{ kind: "word", word: "yeet", points: 4 }], 4)], strike, undefined, allowed)).toEqual([
      "Ann: YEET (4, allowed in this server) — 4 points",
    ]);
    expect(standingLines([standing([{ kind: "solution", word: "soz", points: 10 }], 10)], strike, undefined, allowed)).toEqual([
      "Ann: SOZ ✓ (allowed in this server) — 10 points",
    ]);
    expect(standingLines([standing([{ kind: "chain", words: ["wig", "gram", "yeet"], solved: true, unused: 0, points: 3 }], 3)], strike, undefined, allowed)).toEqual([
      "Ann: WIG–GRAM–YEET (solved in 3; YEET allowed in this server) — 3 points",
    ]);
    expect(standingLines([standing(found.slice(0, 1), 1)], strike)).toEqual(["Ann — 1 point: SOZ (1)"]); // no rulings, no mark
  });
});
