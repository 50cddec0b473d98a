// Definitions offline: WordNet's one line for a word or its base form, found fast.

import { describe, expect, it } from "vitest";
import { baseForms, define, defineReply, definedLine, meanings } from "../../src/games/definitions.ts";

describe("define", () => {
  it("finds a word's most used sense", () => {
    expect(define("chariot")).toEqual({ word: "chariot", partOfSpeech: "n", gloss: "a light four-wheel horse-drawn ceremonial carriage" });
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

  it("answers a round's worth of lookups in a few milliseconds each", () => {
    define("warm");
    const started = performance.now();
    for (const word of ["categories", "stories", "disappointments", "chromatic", "zzzq", "thoracic", "gone", "zero"]) define(word);
    expect(performance.now() - started).toBeLessThan(200);
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
