// Definitions offline: WordNet's one line for a word or its base form, found fast.

import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { baseForms } from "../../src/games/morphology.ts";
import { define, defineReply, definedLine, lineFor, meanings } from "../../src/games/definitions.ts";
import { DICT_DIR } from "../../src/solvers/dictionary/load.ts";

describe("define", () => {
  it("finds a word's most used sense", () => {
    expect(define("chariot")).toEqual({ word: "chariot", partOfSpeech: "n", gloss: "a light four-wheel horse-drawn ceremonial carriage" });
  });

  it("gives the sense most people mean where WordNet's order is a guess", () => {
    expect(define("airline")?.gloss).toBe("a commercial enterprise that provides scheduled flights for passengers");
    expect(define("needles")).toEqual({ word: "needle", partOfSpeech: "n", gloss: "a sharp pointed implement (usually steel)" });
    expect(define("cake")?.gloss).toMatch(/^baked goods made from or based on a mixture of flour/);
    // A word is not a person who bore it as a name.
    expect(define("carter")?.gloss).toBe("someone whose work is driving carts");
    expect(define("cooper")?.gloss).toBe("a craftsman who makes or repairs wooden barrels or tubs");
  });

  it("keeps the sense WordNet's few tags do point at, and never an obscene one", () => {
    // Each asserted by a keyword of the gloss it must give.
    const senses: Record<string, RegExp> = {
      bull: /cattle/, jet: /airplane/, must: /necessary/, exit: /opening/, kingdom: /domain/, garbage: /food/,
      // HUMOUR has no tags of its own: it takes its spelling HUMOR's, wit rather than the body's fluids.
      humour: /laughter/, humor: /laughter/,
      airline: /flights/, needle: /implement/, cake: /baked/, bike: /pedals/, cable: /conductor/, jazz: /music/, tiger: /feline/,
      carter: /carts/, cooper: /barrels/, miller: /mill/,
    };
    expect(Object.keys(senses).filter((word) => !senses[word].test(define(word)?.gloss ?? ""))).toEqual([]);
    expect(define("bull")?.gloss).not.toMatch(/obscene/);
    expect(define("exit")?.gloss).not.toMatch(/euphemis/);
  });

  it("finds an inflected word through its base form", () => {
    expect(define("cities")?.word).toBe("city");
    expect(define("hopped")?.word).toBe("hop");
    expect(define("happier")?.word).toBe("happy");
    expect(baseForms("running")).toContain("run");
  });

  it("is null for a word WordNet lacks", () => {
    expect(define("zzzq")).toBeNull();
  });

  it("finds every line of the sorted file by binary search, and nothing that is not there", () => {
    const lines = readFileSync(join(DICT_DIR, "definitions.txt"), "utf8").split("\n").filter((line) => line !== "");
    const words = new Set(lines.map((line) => line.slice(0, line.indexOf("\t"))));
    expect(lines.filter((line) => lineFor(line.slice(0, line.indexOf("\t"))) !== line.slice(line.indexOf("\t") + 1))).toEqual([]);
    const misses = [...words].slice(0, 2000).flatMap((word) => [`${word}q`, word.slice(0, -1), `${word} `]).concat(["", "a", "zzzzz", "~"]);
    expect(misses.filter((word) => !words.has(word) && lineFor(word) !== undefined)).toEqual([]);
  });
});

describe("lines shown", () => {
  it("shows the base form when it differs", () => {
    expect(definedLine("cities")).toBe("CITIES (city): a large and densely populated urban area");
    expect(definedLine("zzzq")).toBe("ZZZQ");
  });

  it("shows no gloss that holds an offensive word unasked; /define, being asked, does", () => {
    expect(definedLine("blackface")).toBe("BLACKFACE");
    expect(defineReply("blackface")).toMatch(/^BLACKFACE, noun: the makeup/);
  });

  it("defines only words that have a definition", () => {
    expect(meanings(["genro", "goner", "gone"], 1)).toEqual(["GONER: a person in desperate straits"]);
  });

  it("answers /define", () => {
    expect(defineReply(" Chariot ")).toBe("CHARIOT, noun: a light four-wheel horse-drawn ceremonial carriage");
    expect(defineReply("")).toBe("Define which word? No word given.");
  });
});
