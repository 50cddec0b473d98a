import { describe, expect, it } from "vitest";
import { NEW_RATING, RATING_PERIOD_MS, ratingAt, updateRating, type Rating } from "../../src/games/ratings/glicko.ts";
import { marginScore } from "../../src/games/ratings/margin.ts";
import { dayStart, repeatWeight } from "../../src/games/ratings/weights.ts";
import { COUNTDOWN_ANCHORS, VERSUS_ANCHORS, anchorId } from "../../src/games/ratings/anchors.ts";
import { isProvisional, shownRating, PROVISIONAL_GAMES } from "../../src/games/ratings/provisional.ts";
import { rateGame } from "../../src/games/ratings/game.ts";
import { RATING_MODES, isRatingMode, roundMode } from "../../src/games/ratings/modes.ts";

const NOW = Date.UTC(2026, 10, 27, 12);
const DAY = RATING_PERIOD_MS;

function player(rating: number, deviation: number, more: Partial<Rating> = {}): Rating {
  return { ...NEW_RATING, rating, deviation, ...more };
}

describe("Glicko-2", () => {
  it("reproduces Glickman's worked example", () => {
    const after = updateRating(player(1500, 200), [
      { opponent: { rating: 1400, deviation: 30 }, score: 1 },
      { opponent: { rating: 1550, deviation: 100 }, score: 0 },
      { opponent: { rating: 1700, deviation: 300 }, score: 0 },
    ], NOW);
    // The paper rounds μ' to −0.2069 before scaling back; unrounded it is 1464.05.
    expect(Math.abs(after.rating - 1464.06)).toBeLessThan(0.01);
    expect(after.deviation).toBeCloseTo(151.52, 2);
    // The paper gives σ' cut to five places (0.059996…).
    expect(Math.trunc(after.volatility * 1e5)).toBe(5999);
    expect(after.games).toBe(1);
    expect(after.lastPlayedAt).toBe(NOW);
  });

  it("leaves a player with no results as they were", () => {
    const before = player(1600, 80, { lastPlayedAt: NOW - 3 * DAY, games: 4 });
    expect(updateRating(before, [], NOW)).toEqual(before);
  });

  it("grows the deviation once per whole idle day, as Glicko-2's pre-period step, up to 350", () => {
    const rested = player(1700, 60, { lastPlayedAt: NOW });
    expect(ratingAt(rested, NOW + DAY - 1).deviation).toBe(60);
    const oneDay = ratingAt(rested, NOW + DAY).deviation;
    expect(oneDay).toBeCloseTo(Math.sqrt(60 ** 2 + (0.06 * 173.7178) ** 2), 9);
    expect(ratingAt(rested, NOW + 30 * DAY).deviation).toBeCloseTo(Math.sqrt(60 ** 2 + 30 * (0.06 * 173.7178) ** 2), 9);
    expect(ratingAt(rested, NOW + 10_000 * DAY).deviation).toBe(350);
    expect(ratingAt(rested, NOW + 30 * DAY).rating).toBe(1700);
  });

  it("plays an idle player's game from the grown deviation, so it moves further", () => {
    const beat = [{ opponent: { rating: 1500, deviation: 60 }, score: 1 }];
    const fresh = updateRating(player(1500, 60, { lastPlayedAt: NOW }), beat, NOW);
    const idle = updateRating(player(1500, 60, { lastPlayedAt: NOW - 60 * DAY }), beat, NOW);
    expect(idle.rating - 1500).toBeGreaterThan(fresh.rating - 1500);
  });

  it("never lets a narrow win over a far weaker player cost rating, nor a narrow loss to a far stronger one gain", () => {
    const strong = player(2200, 50, { lastPlayedAt: NOW });
    const weak = player(1100, 50, { lastPlayedAt: NOW });
    expect(updateRating(strong, [{ opponent: weak, score: 0.76 }], NOW).rating).toBeGreaterThanOrEqual(2200);
    expect(updateRating(weak, [{ opponent: strong, score: 0.24 }], NOW).rating).toBeLessThanOrEqual(1100);
  });

  it("moves a rating a weight w times as far as a full result", () => {
    const me = player(1500, 120, { lastPlayedAt: NOW });
    const opponent = { rating: 1500, deviation: 120 };
    const full = updateRating(me, [{ opponent, score: 1 }], NOW).rating - 1500;
    const third = updateRating(me, [{ opponent, score: 1, weight: 1 / 3 }], NOW).rating - 1500;
    // The volatility step sees a smaller surprise, so not exactly a third.
    expect(third / full).toBeCloseTo(1 / 3, 2);
  });
});

describe("margins", () => {
  it("a tie is 0.5, a win at least 0.75, twice the loser's points or more a full 1", () => {
    expect(marginScore(40, 40)).toBe(0.5);
    expect(marginScore(41, 40)).toBeCloseTo(0.75 + 0.25 * (2 / 41), 12);
    expect(marginScore(80, 60)).toBeCloseTo(0.875, 12);
    expect(marginScore(80, 40)).toBe(1);
    expect(marginScore(10, 0)).toBe(1);
    expect(marginScore(0, 10)).toBe(0);
    expect(marginScore(60, 80)).toBeCloseTo(0.125, 12);
    expect(marginScore(0, 0)).toBe(0.5);
  });
});

describe("repeats the same day", () => {
  it("count 1/k for the k-th game of a pair", () => {
    expect([0, 1, 2, 3].map(repeatWeight)).toEqual([1, 1 / 2, 1 / 3, 1 / 4]);
  });

  it("are counted from the start of the UTC day", () => {
    expect(dayStart(NOW)).toBe(Date.UTC(2026, 10, 27));
    expect(dayStart(Date.UTC(2026, 10, 27))).toBe(Date.UTC(2026, 10, 27));
  });

  it("move a rating less each time the same pair meets again", () => {
    const a = player(1500, 150, { lastPlayedAt: NOW });
    const b = player(1500, 150, { lastPlayedAt: NOW });
    const gains = [0, 1, 2].map((before) => rateGame([{ id: "a", points: 50, rating: a }, { id: "b", points: 30, rating: b }], () => before, NOW)[0].after.rating - 1500);
    expect(gains[0]).toBeGreaterThan(gains[1]);
    expect(gains[1]).toBeGreaterThan(gains[2]);
    expect(gains[1] / gains[0]).toBeCloseTo(1 / 2, 1);
    expect(gains[2] / gains[0]).toBeCloseTo(1 / 3, 1);
  });
});

describe("a rated game", () => {
  it("rates every pair of people and against the computer's fixed anchor, not the anchor", () => {
    const seats = [
      { id: "ann", points: 60, rating: player(1500, 350) },
      { id: "bob", points: 40, rating: player(1500, 350) },
      { id: anchorId("hard"), points: 50, anchor: COUNTDOWN_ANCHORS.hard },
    ];
    const rated = rateGame(seats, () => 0, NOW);
    expect(rated.map((r) => r.id)).toEqual(["ann", "bob"]);
    expect(rated[0].opponents).toEqual(["bob", "computer:hard"]);
    expect(rated[0].after.rating).toBeGreaterThan(1500);
    expect(rated[1].after.rating).toBeLessThan(1500);
    expect(rated.every((r) => r.after.games === 1 && r.after.deviation < 350)).toBe(true);
  });

  it("moves a rating when the computer is the only opponent", () => {
    const [beat] = rateGame([{ id: "ann", points: 70, rating: player(1500, 200) }, { id: anchorId("easy"), points: 20, anchor: COUNTDOWN_ANCHORS.easy }], () => 0, NOW);
    const [lost] = rateGame([{ id: "ann", points: 20, rating: player(1500, 200) }, { id: anchorId("perfect"), points: 70, anchor: COUNTDOWN_ANCHORS.perfect }], () => 0, NOW);
    expect(beat.after.rating).toBeGreaterThan(1500);
    expect(lost.after.rating).toBeLessThan(1500);
  });

  it("ranks the computer's levels, weakest first, as published data", () => {
    const ranked = (anchors: Record<string, { rating: number }>) => Object.values(anchors).map((a) => a.rating);
    expect(ranked(COUNTDOWN_ANCHORS)).toEqual([1200, 1500, 1800, 2300]);
    expect(ranked(VERSUS_ANCHORS)).toEqual([1200, 1500, 1800, 2100]);
  });
});

describe("provisional and modes", () => {
  it("shows a '?' until 10 rated games", () => {
    expect(PROVISIONAL_GAMES).toBe(10);
    expect(shownRating({ rating: 1523.4, games: 9 })).toBe("1523?");
    expect(isProvisional({ games: 9 })).toBe(true);
    expect(shownRating({ rating: 1523.6, games: 10 })).toBe("1524");
  });

  it("has a mode for whole games and one for each game's rated rounds", () => {
    expect(RATING_MODES).toEqual(["countdown", "letterpress-versus", "letters", "numbers", "conundrum", "boggle", "letterpress", "letterboxed"]);
    expect(roundMode("boggle")).toBe("boggle");
    expect(isRatingMode("letterpress-versus")).toBe(true);
    expect(isRatingMode("chess")).toBe(false);
  });
});
