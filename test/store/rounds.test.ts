import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/store/open.ts";
import { storeEngines, tempPgSql, tempStoreOn } from "../support/postgres.ts";
import { newRound, result, startRound, storeAt, tempDbPath } from "./temp-store.ts";

describe.each(storeEngines)("rounds ($name)", (engine) => {
  it("are created with an id and read back whole, JSON included", async () => {
    const store = await tempStoreOn(engine);
    const board = { letters: ["S", "T", "A"], target: null, nested: [{ qu: true }] };
    const started = await store.createRound(newRound({ board, options: { large: 2 }, messageId: "555" }));
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    expect(started.round).toEqual({ ...newRound({ board, options: { large: 2 }, messageId: "555" }), id: started.round.id, finishedAt: null });
    expect(await store.getRound(started.round.id)).toEqual(started.round);
    expect(await store.getRound(started.round.id + 1)).toBeNull();
  });

  it("default to no message and keep a null end time", async () => {
    const store = await tempStoreOn(engine);
    const round = await startRound(store, { state: "picking", endsAt: null });
    expect(round.messageId).toBeNull();
    expect(round.endsAt).toBeNull();
    expect(round.state).toBe("picking");
  });

  it("allow one unfinished round per channel, any number across channels", async () => {
    const store = await tempStoreOn(engine);
    const first = await startRound(store, { channelId: "1", state: "picking" });
    const busy = await store.createRound(newRound({ channelId: "1", game: "boggle" }));
    expect(busy).toEqual({ ok: false, error: "A letters round is already under way in this channel.", running: first });
    expect((await store.createRound(newRound({ channelId: "2" }))).ok).toBe(true);

    await store.cancelRound(first.id, 1);
    const next = await store.createRound(newRound({ channelId: "1" }));
    expect(next.ok).toBe(true);
    if (next.ok) await store.finishRound(next.round.id, 2, []);
    expect((await store.createRound(newRound({ channelId: "1" }))).ok).toBe(true);
  });

  it("refuse a second round in a busy channel from another connection (another shard or host)", async () => {
    const open = await engine.database();
    const [shardA, shardB] = [await open(), await open()];
    const running = await startRound(shardA, { channelId: "9" });
    const refused = await shardB.createRound(newRound({ channelId: "9" }));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.running.id).toBe(running.id);
  });

  it("started at once in one channel from several connections: exactly one starts", async () => {
    const open = await engine.database();
    const hosts = await Promise.all([open(), open(), open(), open()]);
    const tries = await Promise.all(hosts.map((host, i) => host.createRound(newRound({ channelId: "5", seed: i }))));
    const started = tries.filter((t) => t.ok);
    expect(started).toHaveLength(1);
    const winner = started[0]!.ok ? started[0]!.round : null;
    for (const t of tries) if (!t.ok) expect(t.running).toEqual(winner);
    expect(await hosts[0]!.unfinishedRounds()).toEqual([winner]);
  });

  it("change only the fields a patch names, and only while unfinished", async () => {
    const store = await tempStoreOn(engine);
    const round = await startRound(store, { state: "picking", endsAt: null });
    const running = await store.updateRound(round.id, { state: "running", board: { letters: "ABCDEFGHI" }, endsAt: 99 });
    expect(running).toEqual({ ...round, state: "running", board: { letters: "ABCDEFGHI" }, endsAt: 99 });
    const posted = await store.updateRound(round.id, { messageId: "777" });
    expect(posted).toEqual({ ...running, messageId: "777" });
    expect((await store.updateRound(round.id, { messageId: null }))?.messageId).toBeNull();
    expect(await store.updateRound(round.id + 1, { endsAt: 1 })).toBeNull();

    const finished = await store.finishRound(round.id, 500, []);
    expect(await store.updateRound(round.id, { state: "running", endsAt: 1 })).toEqual(finished.round);
    expect((await store.getRound(round.id))?.state).toBe("finished");
  });

  it("are found by channel while picking or running, and listed for restart recovery", async () => {
    const store = await tempStoreOn(engine);
    const picking = await startRound(store, { channelId: "1", state: "picking", startedAt: 30 });
    const running = await startRound(store, { channelId: "2", startedAt: 10 });
    const finished = await startRound(store, { channelId: "3", startedAt: 20 });
    const cancelled = await startRound(store, { channelId: "4", startedAt: 5 });
    await store.finishRound(finished.id, 40, [result("p", 1)]);
    await store.cancelRound(cancelled.id, 40);

    expect(await store.runningRoundIn("1")).toEqual(picking);
    expect(await store.runningRoundIn("2")).toEqual(running);
    expect(await store.runningRoundIn("3")).toBeNull();
    expect(await store.runningRoundIn("4")).toBeNull();
    expect((await store.unfinishedRounds()).map((r) => r.id)).toEqual([running.id, picking.id]);
    expect((await store.unfinishedRoundsIn("100")).map((r) => r.id)).toEqual([running.id, picking.id]);
    expect(await store.unfinishedRoundsIn("999")).toEqual([]);
  });

  it("are cancelled once; finished or missing rounds cannot be cancelled", async () => {
    const store = await tempStoreOn(engine);
    const round = await startRound(store, { channelId: "1" });
    const cancelled = await store.cancelRound(round.id, 1234);
    expect(cancelled).toEqual({ ok: true, round: { ...round, state: "cancelled", finishedAt: 1234 } });
    expect(await store.cancelRound(round.id, 2000)).toEqual({ ok: false, error: "That round was cancelled.", round: cancelled.round });

    const done = await startRound(store, { channelId: "2" });
    await store.finishRound(done.id, 50, []);
    const refused = await store.cancelRound(done.id, 60);
    expect(refused.ok).toBe(false);
    expect(refused.ok ? "" : refused.error).toBe("That round has already finished.");
    expect((await store.getRound(done.id))?.state).toBe("finished");

    expect(await store.cancelRound(9999, 1)).toEqual({ ok: false, error: "There is no such round.", round: null });
  });
});

describe("one unfinished round per channel is kept by the schema itself, not only by the check", () => {
  const sneak = `INSERT INTO rounds (guild_id, channel_id, game, state, board, options, seed, started_by, started_at)
                 VALUES ('1', '7', 'letters', 'running', 'null', 'null', 1, '1', 1)`;

  it("in SQLite", async () => {
    const path = tempDbPath();
    await startRound(storeAt(path), { channelId: "7" });
    const db = openDatabase(path);
    expect(() => db.prepare(sneak).run()).toThrow(/UNIQUE/);
    db.close();
  });

  it("in PostgreSQL", async () => {
    const sql = await tempPgSql();
    await sql.run(sneak);
    await expect(sql.run(sneak)).rejects.toThrow(/rounds_unfinished_per_channel/);
  });
});
