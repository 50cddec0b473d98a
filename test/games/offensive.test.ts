// What the bot never shows unasked: slurs and vulgar words with their inflections, and nothing ordinary.

import { describe, expect, it } from "vitest";
import { inoffensive, isOffensive, isTouchy, plural, verbForms } from "../../src/games/offensive.ts";

describe("isOffensive", () => {
  it.each(["nigger", "fag", "negro", "kike", "spics", "wetbacks"])("knows %s", (word) => {
    expect(isOffensive(word)).toBe(true);
  });

  it.each(["wogs", "yid", "pikey", "gyppo", "lesbo", "poofter", "minge", "coolie"])("knows the slur %s", (word) => {
    expect(isOffensive(word)).toBe(true);
  });

  it.each(["bastards", "twats", "wankers", "twatted", "fucking", "pikeys", "pickaninnies", "dildoes", "dagoes"])("knows the inflection %s", (word) => {
    expect(isOffensive(word)).toBe(true);
  });

  it.each(["spices", "spiced", "negroni", "jape", "cracking", "gypsum", "honk", "pawn", "hell", "flange", "balls"])("lets %s be", (word) => {
    expect(isOffensive(word)).toBe(false);
  });

  it.each(["lust", "nude", "escort", "damn", "bloody", "tit", "cock", "twattle", "wogan", "cumin", "scunthorpe"])("lets %s be", (word) => {
    expect(isOffensive(word)).toBe(false);
  });

  it("filters a word list, keeping its order", () => {
    expect(inoffensive(["tenor", "negro", "toner"])).toEqual(["tenor", "toner"]);
  });
});

describe("inflections", () => {
  it("plurals", () => {
    expect(["cat", "bitch", "pikey", "pickaninny"].map(plural)).toEqual(["cats", "bitches", "pikeys", "pickaninnies"]);
  });

  it("verb forms double a final consonant after a short vowel", () => {
    expect(verbForms("twat")).toEqual(["twats", "twatted", "twatting", "twatter", "twatters"]);
    expect(verbForms("wank")).toEqual(["wanks", "wanked", "wanking", "wanker", "wankers"]);
  });
});

describe("isTouchy", () => {
  it("keeps scrambles from reading RAPE ALONE or MEET RAPED", () => {
    expect(["rape", "raped", "wogs"].every(isTouchy)).toBe(true);
    expect(isTouchy("alone")).toBe(false);
  });
});
