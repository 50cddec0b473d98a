// What the bot never shows unasked: badwords-list's entries and the slurs it lacks.

import { describe, expect, it } from "vitest";
import { inoffensive, isOffensive } from "../../src/games/offensive.ts";

describe("isOffensive", () => {
  it.each(["nigger", "fag", "negro", "kike", "spics", "wetbacks"])("knows %s", (word) => {
    expect(isOffensive(word)).toBe(true);
  });

  it.each(["spices", "negroni", "jape", "cracking", "gypsum", "honk"])("lets %s be", (word) => {
    expect(isOffensive(word)).toBe(false);
  });

  it("filters a word list, keeping its order", () => {
    expect(inoffensive(["tenor", "negro", "toner"])).toEqual(["tenor", "toner"]);
  });
});
