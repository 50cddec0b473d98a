// PostgreSQL out of reach (a relay whose cable is cut): every call fails with StoreUnavailable,
// at once, a transaction cut mid-way included (without an error event that would end the
// process); a real error (a constraint) is not one; calls work again once the cable is mended.
import { describe, expect, it, onTestFinished } from "vitest";
import { isStoreUnavailable, StoreUnavailable } from "../../src/store/errors.ts";
import { pgPool } from "../../src/store/pg/pool.ts";
import { pgSql } from "../../src/store/pg/sql.ts";
import { unreachable } from "../../src/store/pg/unreachable.ts";
import { tempPgDatabase } from "../support/postgres.ts";
import { cuttableLink } from "../support/tcp-cut.ts";

const failure = (call: Promise<unknown>): Promise<unknown> => call.then(() => null, (error: unknown) => error);

describe("PostgreSQL out of reach", () => {
  it("fails every call with StoreUnavailable while the cable is cut, and works again once mended", async () => {
    const link = await cuttableLink(await tempPgDatabase({ empty: true }));
    const sql = pgSql(pgPool(link.url, 2));
    onTestFinished(() => sql.close());
    await sql.run("CREATE TABLE t (id INTEGER PRIMARY KEY)");

    let cutMidway!: () => void;
    const midway = new Promise<void>((resolve) => (cutMidway = resolve));
    const transaction = failure(
      sql.atomically(async () => {
        await sql.run("INSERT INTO t VALUES (1)");
        cutMidway();
        await new Promise((resolve) => setTimeout(resolve, 50)); // other work, while the cable is cut
        await sql.run("INSERT INTO t VALUES (2)");
      }),
    );
    await midway;
    link.cut();
    expect(await transaction).toBeInstanceOf(StoreUnavailable);
    for (const call of [sql.run("INSERT INTO t VALUES (3)"), sql.rows("SELECT id FROM t"), sql.atomically(() => sql.run("INSERT INTO t VALUES (4)"))]) {
      expect(isStoreUnavailable(await failure(call))).toBe(true);
    }

    link.mend();
    expect(await sql.rows("SELECT id FROM t")).toEqual([]);
    await sql.run("INSERT INTO t VALUES (5)");
    const duplicate = await failure(sql.run("INSERT INTO t VALUES (5)"));
    expect(duplicate).toMatchObject({ code: "23505" });
    expect(isStoreUnavailable(duplicate)).toBe(false);
  });

  it("tells a server out of reach from a statement that failed", () => {
    const coded = (code: string, message = "") => Object.assign(new Error(message), { code });
    for (const error of [coded("ECONNREFUSED"), coded("ECONNRESET"), coded("57P01"), coded("08006"), new Error("Connection terminated unexpectedly"), new Error("timeout exceeded when trying to connect"), new Error("Query read timeout")]) {
      expect(unreachable(error), String(error)).toBe(true);
    }
    for (const error of [coded("23505"), coded("42P01"), coded("40P01"), new Error("Connection terminated"), new Error("Cannot use a pool after calling end on the pool"), null]) {
      expect(unreachable(error), String(error)).toBe(false);
    }
  });
});
