import { describe, expect, it } from "vitest";
import { storeEngines, tempStoreOn } from "../support/postgres.ts";
import { result, startRound } from "./temp-store.ts";

describe.each(storeEngines)("finishRound ($name)", (engine) => {
  it("marks the round finished and writes every result", async () => {
    const store = await tempStoreOn(engine);
    const round = await startRound(store);
    const results = [
      result("1", 8, { won: true, word: "trainees" }),
      result("2", 0, { word: "train" }),
      result("3", 0),
    ];
    const finished = await store.finishRound(round.id, 31_000, results);
    expect(finished).toEqual({ ok: true, round: { ...round, state: "finished", finishedAt: 31_000 } });
    expect(await store.getRound(round.id)).toEqual(finished.round);
    expect(await store.resultsFor(round.id)).toEqual(results);
    expect(await store.runningRoundIn(round.channelId)).toBeNull();
  });

  it("keeps numbers' exactness, including unknown", async () => {
    const store = await tempStoreOn(engine);
    const round = await startRound(store, { game: "numbers" });
    const results = [result("1", 10, { exact: true, won: true, word: "(25+50)*4" }), result("2", 7, { exact: false }), result("3", 0)];
    await store.finishRound(round.id, 1, results);
    expect((await store.resultsFor(round.id)).map((r) => r.exact)).toEqual([true, false, null]);
  });

  it("does nothing the second time, and says so (restart recovery never scores twice)", async () => {
    const open = await engine.database();
    const store = await open();
    const round = await startRound(store);
    const first = await store.finishRound(round.id, 100, [result("1", 9, { won: true })]);
    await store.close();

    const restarted = await open();
    const again = await restarted.finishRound(round.id, 200, [result("1", 9, { won: true }), result("2", 5)]);
    expect(again).toEqual({ ok: false, error: "That round has already finished.", round: first.round });
    expect((await restarted.getRound(round.id))?.finishedAt).toBe(100);
    expect(await restarted.resultsFor(round.id)).toEqual([result("1", 9, { won: true })]);
    expect((await restarted.leaderboard("100", { period: "all", page: 0, now: 300 })).entries.map((e) => e.points)).toEqual([9]);
  });

  it("finishes once when several connections finish the same round at once", async () => {
    const open = await engine.database();
    const hosts = await Promise.all([open(), open(), open()]);
    const round = await startRound(hosts[0]!);
    const tries = await Promise.all(hosts.map((host, i) => host.finishRound(round.id, 100 + i, [result("1", 9), result(String(i + 2), 3)])));
    const won = tries.filter((t) => t.ok);
    expect(won).toHaveLength(1);
    for (const t of tries) if (!t.ok) expect(t.error).toBe("That round has already finished.");
    const results = await hosts[1]!.resultsFor(round.id);
    expect(results).toHaveLength(2);
    expect((await hosts[2]!.leaderboard("100", { period: "all", page: 0, now: 300 })).entries.map((e) => [e.playerId, e.points])).toEqual([
      ["1", 9],
      [results[1]!.playerId, 3],
    ]);
  });

  it("refuses cancelled and unknown rounds", async () => {
    const store = await tempStoreOn(engine);
    const round = await startRound(store);
    await store.cancelRound(round.id, 10);
    const refused = await store.finishRound(round.id, 20, [result("1", 5)]);
    expect(refused.ok ? "" : refused.error).toBe("That round was cancelled.");
    expect(await store.resultsFor(round.id)).toEqual([]);
    expect((await store.finishRound(round.id + 1, 20, [])).ok).toBe(false);
  });

  it("writes nothing at all when one result fails", async () => {
    const store = await tempStoreOn(engine);
    const round = await startRound(store);
    const twice = [result("1", 6, { playerName: "Renamed" }), result("1", 6)];
    await expect(store.finishRound(round.id, 50, twice)).rejects.toThrow(/unique/i);
    expect(await store.getRound(round.id)).toEqual(round);
    expect(await store.resultsFor(round.id)).toEqual([]);
    expect((await store.leaderboard(round.guildId, { period: "all", page: 0, now: 60 })).totalPlayers).toBe(0);

    await expect(store.finishRound(round.id, 50, [result("1", 6), result("2", 1.5)])).rejects.toThrow();
    expect((await store.getRound(round.id))?.state).toBe("running");
    expect(await store.resultsFor(round.id)).toEqual([]);

    expect((await store.finishRound(round.id, 50, [result("1", 6)])).ok).toBe(true);
    expect(await store.resultsFor(round.id)).toEqual([result("1", 6)]);
  });
});
