// Copying a whole database between engines: SQLite into a real PostgreSQL server and back, read
// through the Store API; refusal of a target holding data; --replace; one transaction.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it, onTestFinished } from "vitest";
import { CopyRefused, copyDatabase, type CopiedTable } from "../../src/store/copy/copy.ts";
import type { CopyEnd } from "../../src/store/copy/end.ts";
import { openCopyEnd } from "../../src/store/copy/open.ts";
import { MIGRATIONS } from "../../src/store/migrations.ts";
import { pgPool } from "../../src/store/pg/pool.ts";
import { pgSql } from "../../src/store/pg/sql.ts";
import { pgStore } from "../../src/store/pg/store.ts";
import { openStore } from "../../src/store/sqlite-store.ts";
import { fillStore, readBack, type Filled } from "../support/filled-store.ts";
import { tempPgDatabase } from "../support/postgres.ts";
import { newRound } from "./temp-store.ts";

function tempPath(): string {
  const dir = mkdtempSync(join(tmpdir(), "lexicord-copy-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, "lexicord.db");
}

/** A SQLite file filled through the Store API, what the store answers about it, and its path. */
async function filledFile(): Promise<{ path: string; filled: Filled; answers: unknown }> {
  const path = tempPath();
  const store = openStore(path);
  const filled = await fillStore(store);
  const answers = await readBack(store, filled);
  await store.close();
  return { path, filled, answers };
}

async function end(where: string, role: "source" | "target"): Promise<CopyEnd> {
  const opened = await openCopyEnd(where, role);
  onTestFinished(() => opened.close());
  return opened;
}

async function copy(from: string, to: string, replace = false, batchSize?: number): Promise<readonly CopiedTable[]> {
  const [source, target] = [await end(from, "source"), await end(to, "target")];
  try {
    return await copyDatabase(source, target, { replace, batchSize });
  } finally {
    await source.close();
    await target.close();
  }
}

/** Rows per table as the database holds them now. */
async function counts(where: string): Promise<Record<string, number>> {
  const opened = await end(where, "source");
  const rows: Record<string, number> = {};
  for (const table of await opened.tables()) rows[table.name] = await opened.count(table);
  await opened.close();
  return rows;
}

const LATEST = MIGRATIONS.at(-1)!.version;

const asRecord = (copied: readonly CopiedTable[]): Record<string, number> => Object.fromEntries(copied.map((table) => [table.name, table.rows]));

describe("copying a database", () => {
  it("copies SQLite into PostgreSQL and back: every table, parents first, and the store answers as before", async () => {
    const { path, filled, answers } = await filledFile();
    const url = await tempPgDatabase();
    const there = await copy(path, url, false, 7);

    const names = there.map((table) => table.name);
    expect(names.indexOf("rounds")).toBeLessThan(names.indexOf("answers"));
    expect(names.indexOf("countdown_games")).toBeLessThan(names.indexOf("countdown_results"));
    // Every table of the schema is copied, and the filling wrote rows in each.
    expect(new Set(names)).toEqual(new Set(Object.keys(await counts(path))));
    expect(there.filter((table) => table.rows === 0)).toEqual([]);
    expect(asRecord(there)).toEqual(await counts(path));
    expect(await counts(url)).toEqual(await counts(path));

    // PostgreSQL's store answers as SQLite's did (and, below, hands out ids past the copied ones).
    const pg = pgStore(pgSql(pgPool(url, 2)));
    onTestFinished(() => pg.close());
    expect(await readBack(pg, filled)).toEqual(answers);

    const back = tempPath();
    expect(asRecord(await copy(url, back, false, 5))).toEqual(asRecord(there));
    const store = openStore(back);
    onTestFinished(() => store.close());
    expect(await readBack(store, filled)).toEqual(answers);

    const round = await pg.createRound({ ...newRound(), channelId: "new-channel" });
    expect(round.ok && round.round.id).toBe(Math.max(...filled.rounds) + 1);
    const { id: _, ...lobby } = (await pg.getGame(filled.games[1]!))!;
    const game = await pg.openGame({ ...lobby, channelId: "new-channel" });
    expect(game.ok && game.game.id).toBe(Math.max(...filled.games) + 1);
    const answer = await pg.addAnswer({ roundId: filled.rounds[0]!, playerId: "p9", playerName: "P9", text: "x", ok: true, reason: null, value: "x", receivedAt: 1 });
    expect(answer.id).toBe((await counts(url)).answers);
  });

  it("copies one PostgreSQL database into another, results in the order they were written", async () => {
    const { path, filled, answers } = await filledFile();
    const [first, second] = [await tempPgDatabase(), await tempPgDatabase()];
    await copy(path, first);
    expect(asRecord(await copy(first, second, false, 3))).toEqual(await counts(path));
    const pg = pgStore(pgSql(pgPool(second, 1)));
    onTestFinished(() => pg.close());
    expect(await readBack(pg, filled)).toEqual(answers);
  });

  it("copies text PostgreSQL cannot hold (NUL) as the PostgreSQL store keeps it, rather than failing", async () => {
    const path = tempPath();
    const store = openStore(path);
    const started = await store.createRound({ ...newRound(), startedBy: "p\0" });
    const roundId = started.ok ? started.round.id : 0;
    await store.addAnswer({ roundId, playerId: "p1", playerName: "Ann\0", text: "star\0ling", ok: false, reason: null, value: "star\0ling", receivedAt: 1 });
    await store.close();
    const url = await tempPgDatabase();
    await copy(path, url);

    const pg = pgStore(pgSql(pgPool(url, 1)));
    onTestFinished(() => pg.close());
    // A value is JSON, whose text escapes the NUL: it is kept.
    expect(await pg.answersFor(roundId)).toMatchObject([{ playerName: "Ann\uFFFD", text: "star\uFFFDling", value: "star\0ling" }]);
    expect(await pg.getRound(roundId)).toMatchObject({ startedBy: "p\uFFFD" });
  });

  it("refuses a target that holds data, naming what it holds, and changes nothing", async () => {
    const { path } = await filledFile();
    const url = await tempPgDatabase();
    await copy(path, url);
    const before = await counts(url);

    const more = openStore(path);
    await more.ruleWord("g9", "extra", "allow");
    await more.close();
    const refused = copy(path, url);
    await expect(refused).rejects.toThrow(CopyRefused);
    await expect(refused).rejects.toThrow(/already holds data: rounds \(\d+\), .*Add --replace to empty it first\.$/u);
    expect(await counts(url)).toEqual(before);
  });

  it("with replace, empties the target first: twice gives the same rows as the source", async () => {
    const { path } = await filledFile();
    const url = await tempPgDatabase();
    const small = tempPath();
    const store = openStore(small);
    await store.ruleWord("g1", "qi", "allow");
    await store.close();

    await copy(path, url);
    const first = await copy(small, url, true);
    const second = await copy(small, url, true);
    expect(second).toEqual(first);
    expect(await counts(url)).toEqual(await counts(small));
    expect((await counts(url)).word_rulings).toBe(1);
    expect((await counts(url)).rounds).toBe(0);
  });

  it("writes in one transaction: a failure part way leaves the target as it was", async () => {
    const { path } = await filledFile();
    const url = await tempPgDatabase();
    const empty = await counts(url);
    const [source, target] = [await end(path, "source"), await end(url, "target")];
    let inserts = 0;
    const failing: CopyEnd = {
      ...target,
      insert: async (table, rows) => {
        if (++inserts === 4) throw new Error("the disk is full");
        return target.insert(table, rows);
      },
    };
    await expect(copyDatabase(source, failing, { replace: false, batchSize: 10 })).rejects.toThrow("the disk is full");
    expect(inserts).toBe(4);
    expect(await counts(url)).toEqual(empty);
  });

  it("reads and writes in batches of the size asked, never a whole table", async () => {
    const { path } = await filledFile();
    const target = tempPath();
    const source = await end(path, "source");
    const sizes: number[] = [];
    const watched: CopyEnd = {
      ...source,
      async *batches(table, size) {
        for await (const batch of source.batches(table, size)) {
          sizes.push(batch.length);
          yield batch;
        }
      },
    };
    const copied = await copyDatabase(watched, await end(target, "target"), { replace: false, batchSize: 4 });
    expect(Math.max(...sizes)).toBe(4);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(copied.reduce((sum, table) => sum + table.rows, 0));
  });

  it("refuses databases of two schema versions or shapes, and a database newer than this build", async () => {
    const { path } = await filledFile();
    const url = await tempPgDatabase();
    const source = await end(path, "source");
    const older: CopyEnd = { ...(await end(url, "target")), schemaVersion: async () => LATEST - 1 };
    await expect(copyDatabase(source, older, { replace: false })).rejects.toThrow(
      new RegExp(`^the schemas differ: .*lexicord\\.db is at v${LATEST}, postgres://lexicord:\\*\\*\\*@.* at v${LATEST - 1}\\.`, "u"),
    );

    const target = await end(tempPath(), "target");
    const widened: CopyEnd = {
      ...target,
      tables: async () => (await target.tables()).map((table) => (table.name === "answers" ? { ...table, columns: [...table.columns, "extra"] } : table)),
    };
    await expect(copyDatabase(source, widened, { replace: false })).rejects.toThrow(`the schemas differ (both at v${LATEST}): the table answers has other columns in the target.`);

    const newer = tempPath();
    const db = new Database(newer);
    db.pragma("user_version = 99");
    db.close();
    await expect(openCopyEnd(newer, "source")).rejects.toThrow(`${newer}: database schema v99 is newer than this build knows (v${LATEST})`);
  });
});
