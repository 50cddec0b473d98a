import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { MAX_ANSWER_CHARS, type NewAnswer } from "../../src/games/model.ts";
import { storeEngines, tempStoreOn } from "../support/postgres.ts";
import { startRound, storeAt, tempDbPath } from "./temp-store.ts";

const repo = fileURLToPath(new URL("../..", import.meta.url));

function answer(roundId: number, text: string, more: Partial<NewAnswer> = {}): NewAnswer {
  return { roundId, playerId: "1", playerName: "Ada", text, ok: true, reason: null, value: text.toLowerCase(), receivedAt: 1000, ...more };
}

describe.each(storeEngines)("answers ($name)", (engine) => {
  it("are stored as given and listed in arrival order", async () => {
    const store = await tempStoreOn(engine);
    const round = await startRound(store);
    const first = await store.addAnswer(answer(round.id, "STARE", { receivedAt: 2000 }));
    const second = await store.addAnswer(
      answer(round.id, "xyzzy", { playerId: "2", playerName: "Bo", ok: false, reason: "not in the dictionary", value: null, receivedAt: 1500 }),
    );
    const third = await store.addAnswer(answer(round.id, "25*4", { value: { total: 100, numbers: [25, 4] }, receivedAt: 2500 }));
    expect(first).toEqual({ ...answer(round.id, "STARE", { receivedAt: 2000 }), id: first.id });
    expect(second.ok).toBe(false);
    expect(second.reason).toBe("not in the dictionary");
    expect(await store.answersFor(round.id)).toEqual([first, second, third]);
    expect(await store.answersFor(round.id + 1)).toEqual([]);
  });

  it(`keep at most ${MAX_ANSWER_CHARS} characters of text, never half an emoji`, async () => {
    const store = await tempStoreOn(engine);
    const round = await startRound(store);
    const long = "a".repeat(MAX_ANSWER_CHARS - 1) + "🎲🎲🎲";
    const stored = await store.addAnswer(answer(round.id, long));
    expect(stored.text).toBe("a".repeat(MAX_ANSWER_CHARS - 1) + "🎲");
    expect((await store.answersFor(round.id))[0]!.text).toBe(stored.text);
  });

  it("need a real round", async () => {
    const store = await tempStoreOn(engine);
    await expect(store.addAnswer(answer(12345, "stare"))).rejects.toThrow(/foreign key/i);
  });

  it("keep the player's latest name in the guild, whatever order sightings are written in", async () => {
    const store = await tempStoreOn(engine);
    const round = await startRound(store);
    await store.addAnswer(answer(round.id, "tears", { playerName: "Ada L", receivedAt: 2000 }));
    await store.addAnswer(answer(round.id, "rates", { playerName: "Ada (old)", receivedAt: 1000 }));
    await store.finishRound(round.id, 3000, [{ playerId: "1", playerName: "Ada (old)", points: 5, won: true, word: "tears", wordPoints: 5, exact: null }]);
    await store.finishRound((await startRound(store, { channelId: "9" })).id, 1500, [{ playerId: "1", playerName: "Ada (older)", points: 1, won: false, word: null, wordPoints: null, exact: null }]);
    const board = await store.leaderboard("100", { period: "all", page: 0, now: 4000 });
    expect(board.entries.map((e) => e.playerName)).toEqual(["Ada (old)"]);
  });

  it("survive closing without finishing: reopening finds the round and its answers", async () => {
    const open = await engine.database();
    const before = await open();
    const round = await startRound(before, { channelId: "42" });
    const stored = [await before.addAnswer(answer(round.id, "tears")), await before.addAnswer(answer(round.id, "rates", { playerId: "2" }))];
    await before.close();

    const after = await open();
    expect(await after.unfinishedRounds()).toEqual([round]);
    expect(await after.answersFor(round.id)).toEqual(stored);
  });
});

describe("answers in SQLite", () => {

  it("survive the process being killed right after they are stored", async () => {
    const path = tempDbPath();
    const child = `
      import { openStore } from ${JSON.stringify(`${repo}src/store/sqlite-store.ts`)};
      const store = openStore(${JSON.stringify(path)});
      const started = await store.createRound({ guildId: "1", channelId: "2", game: "boggle", state: "running",
        board: ["abcd", "efgh", "ijkl", "mnop"], options: {}, seed: 7, startedBy: "3", startedAt: 1, endsAt: 180001 });
      if (!started.ok) throw new Error(started.error);
      for (const word of ["fink", "glop", "mink"]) {
        await store.addAnswer({ roundId: started.round.id, playerId: "4", playerName: "Cy", text: word, ok: true,
          reason: null, value: word, receivedAt: 5 });
      }
      process.stdout.write("stored\\n");
      process.kill(process.pid, "SIGKILL");
    `;
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", child], {
      cwd: repo,
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe("stored\n");
    expect(run.signal).toBe("SIGKILL");

    const store = storeAt(path);
    const [round] = await store.unfinishedRounds();
    expect(round?.board).toEqual(["abcd", "efgh", "ijkl", "mnop"]);
    expect((await store.answersFor(round!.id)).map((a) => a.text)).toEqual(["fink", "glop", "mink"]);
  });
});
