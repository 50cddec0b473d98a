import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { MAX_ANSWER_CHARS, type NewAnswer } from "../../src/games/model.ts";
import { startRound, storeAt, tempDbPath, tempStore } from "./temp-store.ts";

const repo = fileURLToPath(new URL("../..", import.meta.url));

function answer(roundId: number, text: string, more: Partial<NewAnswer> = {}): NewAnswer {
  return { roundId, playerId: "1", playerName: "Ada", text, ok: true, reason: null, value: text.toLowerCase(), receivedAt: 1000, ...more };
}

describe("answers", () => {
  it("are stored as given and listed in arrival order", () => {
    const store = tempStore();
    const round = startRound(store);
    const first = store.addAnswer(answer(round.id, "STARE", { receivedAt: 2000 }));
    const second = store.addAnswer(
      answer(round.id, "xyzzy", { playerId: "2", playerName: "Bo", ok: false, reason: "not in the dictionary", value: null, receivedAt: 1500 }),
    );
    const third = store.addAnswer(answer(round.id, "25*4", { value: { total: 100, numbers: [25, 4] }, receivedAt: 2500 }));
    expect(first).toEqual({ ...answer(round.id, "STARE", { receivedAt: 2000 }), id: first.id });
    expect(second.ok).toBe(false);
    expect(second.reason).toBe("not in the dictionary");
    expect(store.answersFor(round.id)).toEqual([first, second, third]);
    expect(store.answersFor(round.id + 1)).toEqual([]);
  });

  it(`keep at most ${MAX_ANSWER_CHARS} characters of text, never half an emoji`, () => {
    const store = tempStore();
    const round = startRound(store);
    const long = "a".repeat(MAX_ANSWER_CHARS - 1) + "🎲🎲🎲";
    const stored = store.addAnswer(answer(round.id, long));
    expect(stored.text).toBe("a".repeat(MAX_ANSWER_CHARS - 1) + "🎲");
    expect(store.answersFor(round.id)[0]!.text).toBe(stored.text);
  });

  it("need a real round", () => {
    const store = tempStore();
    expect(() => store.addAnswer(answer(12345, "stare"))).toThrow(/FOREIGN KEY/);
  });

  it("survive closing without finishing: reopening finds the round and its answers", () => {
    const path = tempDbPath();
    const before = storeAt(path);
    const round = startRound(before, { channelId: "42" });
    const stored = [before.addAnswer(answer(round.id, "tears")), before.addAnswer(answer(round.id, "rates", { playerId: "2" }))];
    before.close();

    const after = storeAt(path);
    expect(after.unfinishedRounds()).toEqual([round]);
    expect(after.answersFor(round.id)).toEqual(stored);
  });

  it("survive the process being killed right after they are stored", () => {
    const path = tempDbPath();
    const child = `
      import { openStore } from ${JSON.stringify(`${repo}src/store/sqlite-store.ts`)};
      const store = openStore(${JSON.stringify(path)});
      const started = store.createRound({ guildId: "1", channelId: "2", game: "boggle", state: "running",
        board: ["abcd", "efgh", "ijkl", "mnop"], options: {}, seed: 7, startedBy: "3", startedAt: 1, endsAt: 180001 });
      if (!started.ok) throw new Error(started.error);
      for (const word of ["fink", "glop", "mink"]) {
        store.addAnswer({ roundId: started.round.id, playerId: "4", playerName: "Cy", text: word, ok: true,
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
    const [round] = store.unfinishedRounds();
    expect(round?.board).toEqual(["abcd", "efgh", "ijkl", "mnop"]);
    expect(store.answersFor(round!.id).map((a) => a.text)).toEqual(["fink", "glop", "mink"]);
  });
});
