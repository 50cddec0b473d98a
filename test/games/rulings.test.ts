// Server rulings on single words: taken into a round's options at the start, consulted before
// the round's list by every word game, marked when they let a word in, and kept out of the corner.

import { describe, expect, it } from "vitest";
import { RULES } from "../../src/games/catalogue.ts";
import { DEFAULT_SETTINGS } from "../../src/store/settings.ts";
import { ruledWord, roundRulings } from "../../src/games/rulings.ts";
import { rulingsList } from "../../src/games/word-rulings.ts";
import type { GuildSettings } from "../../src/games/model.ts";

const ruled: GuildSettings = { ...DEFAULT_SETTINGS, words: { allowed: ["soz", "zzxy"], denied: ["cat", "tes"] } };
const optionsOf = (game: string, settings = ruled) => {
  const read = RULES.get(game as never)!.readOptions({}, settings);
  if (!read.ok) throw new Error(read.error);
  return read.value as Record<string, unknown>;
};

describe("a round's rulings", () => {
  it("are kept in the options only when the server has some", () => {
    expect(roundRulings(DEFAULT_SETTINGS.words)).toEqual({});
    expect(optionsOf("boggle")).toMatchObject({ allowed: ["soz", "zzxy"], denied: ["cat", "tes"] });
  });

  it("deny before allow before the list", () => {
    const options = { dict: "british" as const, allowed: ["soz", "cat"], denied: ["cat"] };
    expect(ruledWord("cat", options)).toEqual({ ok: false, error: "ruled out in this server (/words)" });
    expect(ruledWord("soz", options)).toEqual({ ok: true, value: "allowed in this server" });
    expect(ruledWord("dog", options)).toEqual({ ok: true, value: null });
    expect(ruledWord("zzxy", options)).toEqual({ ok: false, error: "not in the british dictionary" });
  });
});

describe("every word game", () => {
  it("refuses a denied word and marks an allowed one", () => {
    const boggle = RULES.get("boggle")!;
    const board = { size: 4, tiles: [..."sozacatzzzzzzzzz"] };
    expect(boggle.check(board, optionsOf("boggle"), "cat")).toEqual({ ok: false, reason: "ruled out in this server (/words)" });
    expect(boggle.check(board, optionsOf("boggle"), "soz")).toMatchObject({ ok: true, summary: "SOZ (allowed in this server) — 1 point if nobody else finds it." });
    const letters = RULES.get("letters")!;
    const tiles = { letters: "catsozabc", vowels: "", consonants: "" };
    expect(letters.check(tiles, optionsOf("letters"), "cat")).toMatchObject({ ok: false });
    expect(letters.check(tiles, optionsOf("letters"), "soz")).toMatchObject({ ok: true, summary: expect.stringMatching(/^SOZ \(allowed in this server\)/) });
    const letterpress = RULES.get("letterpress")!;
    expect(letterpress.check({ letters: "catsozabcdefghijklmnopqrs" }, optionsOf("letterpress"), "cats")).toMatchObject({ ok: true });
    const conundrum = RULES.get("conundrum")!;
    expect(conundrum.check({ scramble: "tacmorich" }, { ...optionsOf("conundrum"), denied: ["chromatic"] }, "chromatic")).toMatchObject({ ok: false });
    const box = RULES.get("letterboxed")!;
    const sides = { sides: ["rme", "wcl", "tgk", "api"], par: 2 };
    expect(box.check(sides, { ...optionsOf("letterboxed"), denied: ["pragmatic"] }, "pragmatic cakewalk")).toMatchObject({ ok: false });
  });

  it("leaves a denied word out of Dictionary Corner", () => {
    const letters = RULES.get("letters")!;
    const board = { letters: "mhircoact", vowels: "", consonants: "" };
    const [nine] = letters.corner(board, { ...optionsOf("letters"), denied: ["chromatic"] });
    expect(nine.title).toBe("Dictionary Corner — 8 letters");
  });
});

describe("/words list", () => {
  it("lists both kinds, or says there are none", () => {
    expect(rulingsList(ruled.words)).toBe("Allowed (2):\nSOZ, ZZXY\nDenied (2):\nCAT, TES");
    expect(rulingsList(DEFAULT_SETTINGS.words)).toMatch(/^No rulings/);
  });
});
