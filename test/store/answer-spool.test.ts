// The answer spool: answers written before their receipt are read back in order by the next
// process; a line torn by a crash is skipped; clearing leaves nothing to replay.

import { appendFileSync, existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import type { NewAnswer } from "../../src/games/model.ts";
import { fileSpool, spoolPath } from "../../src/store/answer-spool.ts";
import { tempDbPath } from "./temp-store.ts";

const answer = (text: string, value: unknown = text): NewAnswer => ({ roundId: 7, playerId: "1", playerName: "Ann", text, ok: true, reason: null, value, receivedAt: 1000 });

describe("the answer spool", () => {
  it("reads back what was added, in order, in a process that comes after", () => {
    const path = spoolPath(join(dirname(tempDbPath()), "data"), [0, 1]);
    expect(path).toMatch(/unsaved-answers-shard-0-1\.jsonl$/);
    const spool = fileSpool(path);
    expect(spool.left()).toEqual([]);
    spool.add(answer("crate"));
    spool.add(answer("7 * 8 = 56", { value: 56, used: [7, 8] }));
    expect(fileSpool(path).left()).toEqual([answer("crate"), answer("7 * 8 = 56", { value: 56, used: [7, 8] })]);
  });

  it("skips a line torn by a crash, and clearing leaves nothing", () => {
    const path = spoolPath(dirname(tempDbPath()), [0]);
    const spool = fileSpool(path);
    spool.add(answer("trace"));
    appendFileSync(path, '{"roundId":7,"play');
    expect(fileSpool(path).left()).toEqual([answer("trace")]);
    spool.clear();
    expect(existsSync(path)).toBe(false);
    expect(fileSpool(path).left()).toEqual([]);
  });
});
