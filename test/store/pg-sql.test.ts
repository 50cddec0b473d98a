// Sql on PostgreSQL: statements, and transactions that follow the async calls made in them.
import { describe, expect, it } from "vitest";
import { CONNECT_TIMEOUT_MS, pgPool } from "../../src/store/pg/pool.ts";
import { pgSql, type PgSql } from "../../src/store/pg/sql.ts";
import { tempPgDatabase } from "../support/postgres.ts";

async function twoConnections(): Promise<[PgSql, PgSql]> {
  const url = await tempPgDatabase({ empty: true });
  const [a, b] = [pgSql(pgPool(url, 3)), pgSql(pgPool(url, 3))];
  await a.run("CREATE TABLE t (id INTEGER PRIMARY KEY, n BIGINT NOT NULL)");
  return [a, b];
}

const count = async (sql: PgSql): Promise<number> => (await sql.one<{ n: number }>("SELECT count(*) AS n FROM t"))!.n;

describe("Sql (PostgreSQL)", () => {
  it("runs statements with bound values, BIGINT read as numbers", async () => {
    const [sql, other] = await twoConnections();
    expect(await sql.run("INSERT INTO t VALUES ($1, $2), ($3, $4)", [1, Number.MAX_SAFE_INTEGER, 2, 7])).toBe(2);
    expect(await sql.rows("SELECT id, n FROM t ORDER BY id")).toEqual([{ id: 1, n: Number.MAX_SAFE_INTEGER }, { id: 2, n: 7 }]);
    expect(await sql.one("SELECT n FROM t WHERE id = $1", [3])).toBeNull();
    expect(await sql.one("SELECT sum(n) AS s FROM t WHERE id = $1", [2])).toEqual({ s: 7 });
    expect(await sql.run("UPDATE t SET n = n + 1")).toBe(2);
    await Promise.all([sql.close(), other.close()]);
    await sql.close(); // twice is harmless
  });

  it("commits a transaction's calls together, unseen by others until then", async () => {
    const [sql, other] = await twoConnections();
    const seen = await sql.atomically(async () => {
      await sql.run("INSERT INTO t VALUES (1, 1)");
      await sql.run("INSERT INTO t VALUES (2, 2)");
      return [await count(sql), await count(other)];
    });
    expect(seen).toEqual([2, 0]);
    expect(await count(other)).toBe(2);
    await Promise.all([sql.close(), other.close()]);
  });

  it("undoes everything when work throws, and rethrows", async () => {
    const [sql, other] = await twoConnections();
    await expect(
      sql.atomically(async () => {
        await sql.run("INSERT INTO t VALUES (1, 1)");
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    await expect(sql.atomically(() => sql.run("INSERT INTO t VALUES (1, 1), (1, 2)"))).rejects.toThrow(/unique/);
    expect(await count(other)).toBe(0);
    await Promise.all([sql.close(), other.close()]);
  });

  it("nests as a savepoint: an inner failure undoes only the inner work", async () => {
    const [sql, other] = await twoConnections();
    await sql.atomically(async () => {
      await sql.run("INSERT INTO t VALUES (1, 1)");
      await expect(
        sql.atomically(async () => {
          await sql.run("INSERT INTO t VALUES (2, 2)");
          await sql.run("INSERT INTO t VALUES (2, 3)");
        }),
      ).rejects.toThrow(/unique/);
      await sql.atomically(() => sql.run("INSERT INTO t VALUES (3, 3)"));
    });
    expect(await other.rows("SELECT id FROM t ORDER BY id")).toEqual([{ id: 1 }, { id: 3 }]);
    await Promise.all([sql.close(), other.close()]);
  });

  it("waits for a busy pool's connection longer than a new connection may take to open (a burst is load, not an outage)", async () => {
    const sql = pgSql(pgPool(await tempPgDatabase({ empty: true }), 1));
    const busy = sql.atomically(() => sql.run("SELECT pg_sleep($1)", [(CONNECT_TIMEOUT_MS + 300) / 1000]));
    expect(await sql.one("SELECT $1::int AS n", [7])).toEqual({ n: 7 });
    await busy;
    await sql.close();
  });

  it("runs side by side with another caller's transaction (each on its own connection)", async () => {
    const [sql, other] = await twoConnections();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = sql.atomically(async () => {
      await sql.run("INSERT INTO t VALUES (1, 1)");
      await held;
    });
    // Outside the transaction: not in it, and not kept waiting by it.
    await sql.run("INSERT INTO t VALUES (2, 2)");
    expect(await count(other)).toBe(1);
    release();
    await slow;
    expect(await count(other)).toBe(2);
    await Promise.all([sql.close(), other.close()]);
  });

  it("does not count a timer armed inside a transaction that has ended as in it", async () => {
    const [sql, other] = await twoConnections();
    let fired!: Promise<void>;
    await sql.atomically(async () => {
      await sql.run("INSERT INTO t VALUES (1, 1)");
      fired = new Promise((resolve, reject) => {
        setTimeout(() => sql.atomically(() => sql.run("INSERT INTO t VALUES (2, 2)")).then(() => resolve(), reject), 5);
      });
    });
    await fired;
    expect(await count(other)).toBe(2);
    await Promise.all([sql.close(), other.close()]);
  });

  it("runs work again when PostgreSQL undoes it to break a deadlock", async () => {
    const [sql, other] = await twoConnections();
    await sql.run("INSERT INTO t VALUES (1, 0), (2, 0)");
    let runs = 0;
    let bothLocked!: () => void;
    const locked = new Promise<void>((resolve) => (bothLocked = resolve));
    let firstLocks = 0;
    const lockInOrder = (db: PgSql, first: number, second: number) =>
      db.atomically(async () => {
        runs++;
        await db.run("UPDATE t SET n = n + 1 WHERE id = $1", [first]);
        if (++firstLocks === 2) bothLocked();
        await locked;
        await db.run("UPDATE t SET n = n + 1 WHERE id = $1", [second]);
      });
    await Promise.all([lockInOrder(sql, 1, 2), lockInOrder(other, 2, 1)]);
    expect(runs).toBeGreaterThanOrEqual(3); // one undone, at least
    expect(await sql.rows("SELECT n FROM t ORDER BY id")).toEqual([{ n: 2 }, { n: 2 }]);
    await Promise.all([sql.close(), other.close()]);
  });
});
