// The opponent ladder (issue 26): a simulated casual player (bench/casual-player.ts) wins
// most short games against easy, about half against medium, some against hard and next to
// none against perfect. `npm run bench -- ladder` prints the same over more games.

import { describe, expect, it } from "vitest";
import { LADDER_TARGETS, ladder } from "../../bench/opponent-ladder.ts";
import { OPPONENT_LEVELS } from "../../src/games/model.ts";

describe("the opponent ladder", () => {
  it("gives a casual player each level's share of seeded short games, a rung at a time", () => {
    const won = ladder(200);
    for (const level of OPPONENT_LEVELS) {
      const [fewest, most] = LADDER_TARGETS[level];
      expect(won[level], `${level}: ${JSON.stringify(won)}`).toBeGreaterThanOrEqual(fewest);
      expect(won[level], `${level}: ${JSON.stringify(won)}`).toBeLessThanOrEqual(most);
    }
  }, 120_000);
});
