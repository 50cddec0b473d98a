// The update's invariants over random players and results (seeded runs: a failure replays).

import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { RUNS } from "../properties/runs.ts";
import { NEW_RATING, RATING_PERIOD_MS, ratingAt, updateRating, type Rating } from "../../src/games/ratings/glicko.ts";
import { marginScore } from "../../src/games/ratings/margin.ts";
import { rateGame } from "../../src/games/ratings/game.ts";
import { repeatWeight } from "../../src/games/ratings/weights.ts";

const NOW = Date.UTC(2026, 10, 27, 12);

const ratingArb = fc.record({
  rating: fc.double({ min: 800, max: 2400, noNaN: true }),
  deviation: fc.double({ min: 40, max: 350, noNaN: true }),
  volatility: fc.double({ min: 0.03, max: 0.09, noNaN: true }),
  games: fc.nat({ max: 500 }),
  lastPlayedAt: fc.constant(NOW),
});
const opponentArb = fc.record({ rating: fc.double({ min: 800, max: 2400, noNaN: true }), deviation: fc.double({ min: 40, max: 350, noNaN: true }) });
const pointsArb = fc.nat({ max: 150 });
const weightArb = fc.integer({ min: 0, max: 5 });

describe("the rating update's invariants", () => {
  it("is symmetric: two equal players given opposite results move by opposite amounts", () => {
    fc.assert(fc.property(ratingArb, pointsArb, pointsArb, weightArb, (start, a, b, met) => {
      const [first, second] = rateGame([{ id: "a", points: a, rating: start }, { id: "b", points: b, rating: start }], () => met, NOW);
      expect(first.after.rating - start.rating).toBeCloseTo(start.rating - second.after.rating, 6);
      expect(first.after.deviation).toBeCloseTo(second.after.deviation, 6);
      expect(marginScore(a, b) + marginScore(b, a)).toBeCloseTo(1, 12);
    }), RUNS);
  });

  it("never lowers a rating for a win nor raises it for a loss, whatever the margin or weight", () => {
    fc.assert(fc.property(ratingArb, opponentArb, pointsArb, pointsArb, weightArb, (me, opponent, a, b, met) => {
      const after = updateRating(me, [{ opponent, score: marginScore(a, b), weight: repeatWeight(met) }], NOW).rating;
      if (a > b) expect(after).toBeGreaterThanOrEqual(me.rating);
      if (a < b) expect(after).toBeLessThanOrEqual(me.rating);
    }), RUNS);
  });

  it("wins against everyone in a game never lower a rating", () => {
    fc.assert(fc.property(ratingArb, fc.array(fc.tuple(ratingArb, pointsArb), { minLength: 1, maxLength: 7 }), weightArb, (me, others, met) => {
      const top = Math.max(...others.map(([, p]) => p)) + 1;
      const seats = [{ id: "me", points: top, rating: me }, ...others.map(([rating, points], i) => ({ id: `p${i}`, points, rating }))];
      expect(rateGame(seats, () => met, NOW)[0].after.rating).toBeGreaterThanOrEqual(me.rating);
    }), RUNS);
  });

  it("shrinks the deviation with each game from a new player's, against opponents within 400", () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.double({ min: -400, max: 400, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })), { minLength: 1, maxLength: 30 }), (games) => {
      let me: Rating = NEW_RATING;
      for (const [gap, score] of games) {
        const after = updateRating(me, [{ opponent: { rating: me.rating + gap, deviation: 80 }, score }], NOW);
        expect(after.deviation).toBeLessThan(me.deviation);
        me = after;
      }
    }), RUNS);
  });

  it("grows the deviation when idle, a period at a time, and keeps the rating", () => {
    fc.assert(fc.property(ratingArb, fc.nat({ max: 400 }), (me, days) => {
      const later = ratingAt(me, NOW + days * RATING_PERIOD_MS);
      const dayMore = ratingAt(me, NOW + (days + 1) * RATING_PERIOD_MS);
      expect(later.rating).toBe(me.rating);
      expect(later.deviation).toBeGreaterThanOrEqual(me.deviation);
      expect(dayMore.deviation).toBeGreaterThanOrEqual(later.deviation);
      if (later.deviation < 350) expect(dayMore.deviation).toBeGreaterThan(later.deviation);
      expect(dayMore.deviation).toBeLessThanOrEqual(350);
    }), RUNS);
  });
});
