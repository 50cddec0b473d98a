// What the bot never shows unasked, decided by tables: every word a public profanity list flags
// in a shipped list is denied or allowed there, and inflections and compounds follow their base.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { profaneWords } from "@2toad/profanity";
import naughtyEnglish from "naughty-words/en.json" with { type: "json" };
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from "obscenity";
import { describe, expect, it } from "vitest";
import { eitherWay, inoffensive, isOffensive, isTouchy, offensiveVerdict, readsOffensive } from "../../src/games/offensive.ts";
import { DICT_DIR } from "../../src/solvers/dictionary/load.ts";

describe("the decision table", () => {
  // Three maintained public lists (naughty-words: LDNOOBW, CC-BY-4.0; @2toad/profanity and
  // obscenity: MIT). The first two flag whole words, obscenity also words that contain one.
  const listed = new Set([...naughtyEnglish, ...(profaneWords.get("en") ?? [])].map((word) => word.toLowerCase()));
  const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  const flags = (word: string): boolean => listed.has(word) || matcher.hasMatch(word);

  it.each(["british", "american", "common", "scrabble"])("decides every word of %s that a public list flags", (list) => {
    const words = readFileSync(join(DICT_DIR, `${list}.txt`), "utf8").split("\n").slice(0, -1);
    const flagged = words.filter(flags);
    expect(flagged.length).toBeGreaterThan(80);
    expect(flagged.filter((word) => offensiveVerdict(word) === null)).toEqual([]);
  });

  it("says why", () => {
    expect(offensiveVerdict("wankers")).toEqual({ verdict: "deny", category: "vulgar", entry: "wank", by: "inflection" });
    expect(offensiveVerdict("bullshit")).toEqual({ verdict: "deny", category: "vulgar", entry: "*shit*", by: "compound" });
    expect(offensiveVerdict("mulatto")).toEqual({ verdict: "deny", category: "slur", entry: "mulatto", by: "listed" });
    expect(offensiveVerdict("swanky")).toEqual({ verdict: "allow", entry: "*swank*" });
    expect(offensiveVerdict("spiced")).toEqual({ verdict: "allow", entry: "spiced" });
    expect(offensiveVerdict("table")).toBeNull();
  });
});

describe("isOffensive", () => {
  it.each(["nigger", "fag", "negro", "kike", "spics", "wetbacks", "wogs", "yid", "pikey", "gyppo", "lesbo", "poofter", "minge", "coolie"])(
    "knows the slur %s",
    (word) => expect(isOffensive(word)).toBe(true),
  );

  it.each(["mulatto", "sheeny", "mick", "chinaman", "octoroon", "boong", "retarded", "negroid", "faggy", "midget", "midgets"])("knows the dated slur or adjective %s", (word) => {
    expect(isOffensive(word)).toBe(true);
  });

  it.each(["bastards", "twats", "wankers", "twatted", "fucking", "pikeys", "pickaninnies", "dildoes", "dagoes", "pussies", "titties"])("knows the inflection %s", (word) => {
    expect(isOffensive(word)).toBe(true);
  });

  it.each(["buggered", "buggering", "bullshitted"])("knows the past tense of an -er verb, and its -ing: %s", (word) => {
    expect(isOffensive(word)).toBe(true);
  });

  it.each(["bullshit", "horseshit", "chickenshit", "shitfaced", "shitload", "motherfucking", "fuckheads", "niggaz", "whorehouse", "slutty", "bitchiness", "dickheads"])(
    "knows the compound %s",
    (word) => expect(isOffensive(word)).toBe(true),
  );

  it.each(["whorish", "whorishly", "mongolism", "honkeys", "sheeney", "sheenie", "lezzas", "poovy", "dykier", "paedophilia", "pedophilic", "autoeroticism"])(
    "knows the form or spelling %s, which no inflection of a listed word reaches",
    (word) => expect(isOffensive(word)).toBe(true),
  );

  it.each(["cock", "cocks", "prick", "pricks", "tits"])("hides %s, whose bare word reads as vulgar today (Ofcom: medium or worse)", (word) => {
    expect(isOffensive(word)).toBe(true);
  });

  it.each(["masturbate", "ejaculated", "orgasms", "pornography", "penis", "vaginal", "rapist"])("keeps the explicit %s from being shown", (word) => {
    expect(isOffensive(word)).toBe(true);
  });

  it.each(["spices", "spiced", "negroni", "jape", "japes", "cracking", "gypsum", "honk", "pawn", "hell", "flange", "balls"])("lets %s be", (word) => {
    expect(isOffensive(word)).toBe(false);
  });

  it.each(["lust", "nude", "escort", "damn", "bloody", "tit", "cocked", "pricking", "twattle", "wogan", "cumin", "scunthorpe"])("lets %s be", (word) => {
    expect(isOffensive(word)).toBe(false);
  });

  it.each(["snigger", "swanky", "wristwatch", "saltwater", "inspissate", "shitake", "mishits", "monger", "assess", "cockpit", "cocksure", "pussycat", "analysis", "niggardly", "retardant", "butter", "titter", "scunthorpe"])(
    "lets the innocent %s be, though it contains or inflects a denied word",
    (word) => expect(isTouchy(word)).toBe(false),
  );

  it("filters a word list, keeping its order", () => {
    expect(inoffensive(["tenor", "negro", "toner"])).toEqual(["tenor", "toner"]);
  });
});

describe("isTouchy", () => {
  it("keeps scrambles from reading RAPE ALONE or MEET RAPED", () => {
    expect(["rape", "raped", "wogs"].every(isTouchy)).toBe(true);
    expect(isTouchy("alone")).toBe(false);
  });

  it.each(["sexy", "orgy", "incestuous", "murderer", "suicide", "goddamn", "crappy", "tit", "balls", "knob", "queer", "hookers"])(
    "keeps %s out of deals, though it may be shown",
    (word) => {
      expect(isTouchy(word)).toBe(true);
      expect(isOffensive(word)).toBe(false);
    },
  );
});

describe("readsOffensive", () => {
  it("finds an offensive word anywhere along a line, and nothing in an ordinary one", () => {
    expect(readsOffensive(["xxwogsx"])).toBe(true);
    expect(readsOffensive(["pawnshop", "hellflange"])).toBe(false);
  });

  it("reads either way when asked", () => {
    expect(readsOffensive(["gaf"])).toBe(false);
    expect(readsOffensive(eitherWay(["gaf"]))).toBe(true);
  });
});
