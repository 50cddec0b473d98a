// Every game's rules through the catalogue, as the engine sees them: options and boards are
// plain JSON that survive a restart, and each game deals, shows, checks and scores.

import { describe, expect, it } from "vitest";
import { PERIOD_LABELS, PERIODS, RULES, findGame, findPeriod, gameCommands, isPeriod, rulesFor } from "../../src/games/catalogue.ts";
import { seededRandom } from "../../src/solvers/random.ts";
import { DEFAULT_SETTINGS } from "../../src/store/settings.ts";
import { DURATION_LIMITS, GAMES } from "../../src/games/model.ts";

const viaJson = <T>(value: T): T => JSON.parse(JSON.stringify(value));

describe("the catalogue", () => {
  it("holds every game once, in GAMES order", () => {
    expect([...RULES.keys()]).toEqual([...GAMES]);
    for (const game of GAMES) expect(rulesFor(game).game).toBe(game);
  });

  it("names each game's command and lists them all in a sentence", () => {
    expect(gameCommands()).toBe("/letters, /numbers, /conundrum, /boggle, /letterpress or /letterboxed");
    expect(gameCommands((c) => `<${c}>`)).toMatch(/^<\/letters>, .* or <\/letterboxed>$/);
  });

  it("keeps the leaderboard's periods, in menu order, with their labels", () => {
    expect(PERIODS).toEqual(["all", "month", "week", "day"]);
    expect(PERIOD_LABELS).toEqual({ all: "all time", month: "this month", week: "this week", day: "today" });
    expect(findPeriod(" Week ")).toBe("week");
    expect(findPeriod("fortnight")).toBeUndefined();
    expect(isPeriod("day")).toBe(true);
    expect(isPeriod("Day")).toBe(false);
  });

  it("finds games by name in any case", () => {
    expect(findGame(" Boggle ")).toBe("boggle");
    expect(findGame("chess")).toBeUndefined();
  });
});

describe.each(GAMES)("%s rules", (game) => {
  const rules = rulesFor(game);
  const read = rules.readOptions({}, DEFAULT_SETTINGS);
  if (!read.ok) throw new Error(read.error);
  const options = read.value;
  const random = seededRandom(2026);
  const dealt = rules.deal(random, options);
  const board = rules.picking && !rules.picking.isComplete(dealt) ? rules.picking.autoComplete(dealt, random) : dealt;

  it("has a title, a style and one line of rules", () => {
    expect(rules.title).not.toBe("");
    expect(["hidden", "race", "find-all"]).toContain(rules.style);
    expect(rules.howToPlay).not.toMatch(/\n/);
  });

  it("lasts the guild's default duration, within the game's limits", () => {
    const seconds = rules.durationSeconds(options);
    expect(seconds).toBe(DEFAULT_SETTINGS.durations[game]);
    const [min, max] = DURATION_LIMITS[game];
    expect(rules.readOptions({ duration: min - 1 }, DEFAULT_SETTINGS).ok).toBe(false);
    expect(rules.readOptions({ duration: max }, DEFAULT_SETTINGS).ok).toBe(true);
  });

  it("keeps options and boards as plain JSON", () => {
    expect(viaJson(options)).toEqual(options);
    expect(viaJson(dealt)).toEqual(dealt);
    expect(viaJson(board)).toEqual(board);
    expect(rules.showBoard(viaJson(board), viaJson(options))).toBe(rules.showBoard(board, options));
  });

  it("shows the board as text", () => {
    expect(rules.showBoard(board, options).trim()).not.toBe("");
  });

  it("refuses nonsense with a reason, and scores an empty round as nothing", () => {
    const verdict = rules.check(board, options, "?!");
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.reason).not.toBe("");
    expect(rules.score(board, options, [], DEFAULT_SETTINGS)).toEqual({ results: [], standings: [] });
  });

  it("has a Dictionary Corner", () => {
    const corner = rules.corner(board, options);
    expect(corner.length).toBeGreaterThan(0);
    for (const section of corner) expect(section.lines.length).toBeGreaterThan(0);
  });
});
