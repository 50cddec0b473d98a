import { describe, expect, it } from "vitest";
import { result, startRound, storeAt, tempDbPath, tempStore } from "./temp-store.ts";

describe("finishRound", () => {
  it("marks the round finished and writes every result", () => {
    const store = tempStore();
    const round = startRound(store);
    const results = [
      result("1", 8, { won: true, word: "trainees" }),
      result("2", 0, { word: "train" }),
      result("3", 0),
    ];
    const finished = store.finishRound(round.id, 31_000, results);
    expect(finished).toEqual({ ok: true, round: { ...round, state: "finished", finishedAt: 31_000 } });
    expect(store.getRound(round.id)).toEqual(finished.round);
    expect(store.resultsFor(round.id)).toEqual(results);
    expect(store.runningRoundIn(round.channelId)).toBeNull();
  });

  it("keeps numbers' exactness, including unknown", () => {
    const store = tempStore();
    const round = startRound(store, { game: "numbers" });
    const results = [result("1", 10, { exact: true, won: true, word: "(25+50)*4" }), result("2", 7, { exact: false }), result("3", 0)];
    store.finishRound(round.id, 1, results);
    expect(store.resultsFor(round.id).map((r) => r.exact)).toEqual([true, false, null]);
  });

  it("does nothing the second time, and says so (restart recovery never scores twice)", () => {
    const path = tempDbPath();
    const store = storeAt(path);
    const round = startRound(store);
    const first = store.finishRound(round.id, 100, [result("1", 9, { won: true })]);
    store.close();

    const restarted = storeAt(path);
    const again = restarted.finishRound(round.id, 200, [result("1", 9, { won: true }), result("2", 5)]);
    expect(again).toEqual({ ok: false, error: "That round has already finished.", round: first.round });
    expect(restarted.getRound(round.id)?.finishedAt).toBe(100);
    expect(restarted.resultsFor(round.id)).toEqual([result("1", 9, { won: true })]);
    expect(restarted.leaderboard("100", { period: "all", page: 0, now: 300 }).entries.map((e) => e.points)).toEqual([9]);
  });

  it("refuses cancelled and unknown rounds", () => {
    const store = tempStore();
    const round = startRound(store);
    store.cancelRound(round.id, 10);
    const refused = store.finishRound(round.id, 20, [result("1", 5)]);
    expect(refused.ok ? "" : refused.error).toBe("That round was cancelled.");
    expect(store.resultsFor(round.id)).toEqual([]);
    expect(store.finishRound(round.id + 1, 20, []).ok).toBe(false);
  });

  it("writes nothing at all when one result fails", () => {
    const store = tempStore();
    const round = startRound(store);
    const twice = [result("1", 6, { playerName: "Renamed" }), result("1", 6)];
    expect(() => store.finishRound(round.id, 50, twice)).toThrow(/UNIQUE/);
    expect(store.getRound(round.id)).toEqual(round);
    expect(store.resultsFor(round.id)).toEqual([]);
    expect(store.leaderboard(round.guildId, { period: "all", page: 0, now: 60 }).totalPlayers).toBe(0);

    expect(() => store.finishRound(round.id, 50, [result("1", 6), result("2", 1.5)])).toThrow();
    expect(store.getRound(round.id)?.state).toBe("running");
    expect(store.resultsFor(round.id)).toEqual([]);

    expect(store.finishRound(round.id, 50, [result("1", 6)]).ok).toBe(true);
    expect(store.resultsFor(round.id)).toEqual([result("1", 6)]);
  });
});
