import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/store/open.ts";
import { newRound, result, startRound, storeAt, tempDbPath, tempStore } from "./temp-store.ts";

describe("rounds", () => {
  it("are created with an id and read back whole, JSON included", () => {
    const store = tempStore();
    const board = { letters: ["S", "T", "A"], target: null, nested: [{ qu: true }] };
    const started = store.createRound(newRound({ board, options: { large: 2 }, messageId: "555" }));
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    expect(started.round).toEqual({ ...newRound({ board, options: { large: 2 }, messageId: "555" }), id: started.round.id, finishedAt: null });
    expect(store.getRound(started.round.id)).toEqual(started.round);
    expect(store.getRound(started.round.id + 1)).toBeNull();
  });

  it("default to no message and keep a null end time", () => {
    const store = tempStore();
    const round = startRound(store, { state: "picking", endsAt: null });
    expect(round.messageId).toBeNull();
    expect(round.endsAt).toBeNull();
    expect(round.state).toBe("picking");
  });

  it("allow one unfinished round per channel, any number across channels", () => {
    const store = tempStore();
    const first = startRound(store, { channelId: "1", state: "picking" });
    const busy = store.createRound(newRound({ channelId: "1", game: "boggle" }));
    expect(busy).toEqual({ ok: false, error: "A letters round is already under way in this channel.", running: first });
    expect(store.createRound(newRound({ channelId: "2" })).ok).toBe(true);

    store.cancelRound(first.id, 1);
    const next = store.createRound(newRound({ channelId: "1" }));
    expect(next.ok).toBe(true);
    if (next.ok) store.finishRound(next.round.id, 2, []);
    expect(store.createRound(newRound({ channelId: "1" })).ok).toBe(true);
  });

  it("refuse a second round in a busy channel from another connection (another shard)", () => {
    const path = tempDbPath();
    const shardA = storeAt(path);
    const shardB = storeAt(path);
    const running = startRound(shardA, { channelId: "9" });
    const refused = shardB.createRound(newRound({ channelId: "9" }));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.running.id).toBe(running.id);
  });

  it("are kept one per channel by the schema itself, not only by the check", () => {
    const path = tempDbPath();
    startRound(storeAt(path), { channelId: "7" });
    const db = openDatabase(path);
    const sneak = db.prepare(`
      INSERT INTO rounds (guild_id, channel_id, game, state, board, options, seed, started_by, started_at)
      VALUES ('1', '7', 'letters', 'running', 'null', 'null', 1, '1', 1)`);
    expect(() => sneak.run()).toThrow(/UNIQUE/);
    db.close();
  });

  it("change only the fields a patch names, and only while unfinished", () => {
    const store = tempStore();
    const round = startRound(store, { state: "picking", endsAt: null });
    const running = store.updateRound(round.id, { state: "running", board: { letters: "ABCDEFGHI" }, endsAt: 99 });
    expect(running).toEqual({ ...round, state: "running", board: { letters: "ABCDEFGHI" }, endsAt: 99 });
    const posted = store.updateRound(round.id, { messageId: "777" });
    expect(posted).toEqual({ ...running, messageId: "777" });
    expect(store.updateRound(round.id, { messageId: null })?.messageId).toBeNull();
    expect(store.updateRound(round.id + 1, { endsAt: 1 })).toBeNull();

    const finished = store.finishRound(round.id, 500, []);
    expect(store.updateRound(round.id, { state: "running", endsAt: 1 })).toEqual(finished.round);
    expect(store.getRound(round.id)?.state).toBe("finished");
  });

  it("are found by channel while picking or running, and listed for restart recovery", () => {
    const store = tempStore();
    const picking = startRound(store, { channelId: "1", state: "picking", startedAt: 30 });
    const running = startRound(store, { channelId: "2", startedAt: 10 });
    const finished = startRound(store, { channelId: "3", startedAt: 20 });
    const cancelled = startRound(store, { channelId: "4", startedAt: 5 });
    store.finishRound(finished.id, 40, [result("p", 1)]);
    store.cancelRound(cancelled.id, 40);

    expect(store.runningRoundIn("1")).toEqual(picking);
    expect(store.runningRoundIn("2")).toEqual(running);
    expect(store.runningRoundIn("3")).toBeNull();
    expect(store.runningRoundIn("4")).toBeNull();
    expect(store.unfinishedRounds().map((r) => r.id)).toEqual([running.id, picking.id]);
  });

  it("are cancelled once; finished or missing rounds cannot be cancelled", () => {
    const store = tempStore();
    const round = startRound(store, { channelId: "1" });
    const cancelled = store.cancelRound(round.id, 1234);
    expect(cancelled).toEqual({ ok: true, round: { ...round, state: "cancelled", finishedAt: 1234 } });
    expect(store.cancelRound(round.id, 2000)).toEqual({ ok: false, error: "That round was cancelled.", round: cancelled.round });

    const done = startRound(store, { channelId: "2" });
    store.finishRound(done.id, 50, []);
    const refused = store.cancelRound(done.id, 60);
    expect(refused.ok).toBe(false);
    expect(refused.ok ? "" : refused.error).toBe("That round has already finished.");
    expect(store.getRound(done.id)?.state).toBe("finished");

    expect(store.cancelRound(9999, 1)).toEqual({ ok: false, error: "There is no such round.", round: null });
  });
});
