// The terminal's results board: a word the server allowed says so, as in Discord.

import { describe, expect, it } from "vitest";
import { showResults } from "../../src/console/format.ts";
import type { RoundView } from "../../src/games/engine/ports.ts";
import type { Round } from "../../src/games/model.ts";
import { hiddenRules } from "../games/engine-fakes.ts";

const round: Round = {
  id: 1, guildId: "local", channelId: "terminal", game: "letters", state: "finished", board: { letters: "sozer" },
  options: { duration: 30, dict: "british", allowed: ["soz"] }, seed: 1, startedBy: "1", startedAt: 0, endsAt: 30_000, messageId: null, finishedAt: 30_000,
};
const view: RoundView = { round, rules: hiddenRules as never, boardText: "SOZER", choices: [], starterName: "Ann" };

describe("showResults", () => {
  it("marks a word that counted by the server's ruling", () => {
    const standings = [{ playerId: "1", playerName: "Ann", points: 3, answers: [{ kind: "word" as const, word: "soz", points: 3 }], refusals: [] }];
    const shown = showResults(view, { results: [], standings, corner: [], answers: [], ending: "time" });
    expect(shown.split("\n")).toContain("   🥇 Ann: SOZ (3, allowed in this server) — 3 points");
  });
});
