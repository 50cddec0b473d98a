// Test helpers for PostgreSQL: each call gives a fresh migrated schema in the database the
// global setup (postgres-server.ts) made, dropped when the test ends; and both
// engines side by side for the store's contract tests.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject, onTestFinished } from "vitest";
import { migratePg } from "../../src/store/pg/migrations.ts";
import { pgPool } from "../../src/store/pg/pool.ts";
import { pgSql, type PgSql } from "../../src/store/pg/sql.ts";
import { pgStore } from "../../src/store/pg/store.ts";
import type { Store } from "../../src/store/types.ts";
import { storeAt, tempDbPath } from "../store/temp-store.ts";

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject("pgTestUrl") });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new schema of the test database, migrated (or empty: `{ empty: true }`), dropped when the
 *  test ends; the URL of it (search_path set). A schema costs a fraction of a new database. */
export async function tempPgDatabase(options: { empty?: boolean } = {}): Promise<string> {
  const schema = `t_${randomBytes(6).toString("hex")}`;
  await onServer(`CREATE SCHEMA ${schema}`);
  onTestFinished(() => onServer(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
  const url = new URL(inject("pgTestUrl"));
  url.searchParams.set("options", `-c search_path=${schema}`);
  if (!options.empty) {
    const sql = pgSql(pgPool(url.toString(), 1, 0));
    await migratePg(sql).finally(() => sql.close());
  }
  return url.toString();
}

/** Statements on a fresh migrated database (or an empty one), closed when the test ends. */
export async function tempPgSql(options: { empty?: boolean } = {}): Promise<PgSql> {
  const sql = pgSql(pgPool(await tempPgDatabase(options), 4));
  onTestFinished(() => sql.close());
  return sql;
}

/** A Store on a fresh migrated database, closed when the test ends. */
export async function tempPgStore(): Promise<Store> {
  return pgStore(await tempPgSql());
}

export interface StoreEngine {
  readonly name: "sqlite" | "postgres";
  /** A fresh database, and a way to open a store on it: each call another connection (another
   *  shard or host, or the bot after a restart), closed when the test ends. */
  database(): Promise<() => Promise<Store>>;
}

/** Both engines, for `describe.each(storeEngines)`. */
export const storeEngines: readonly StoreEngine[] = [
  {
    name: "sqlite",
    async database() {
      const path = tempDbPath();
      return async () => storeAt(path);
    },
  },
  {
    name: "postgres",
    async database() {
      const url = await tempPgDatabase();
      return () => pgStoreAt(url);
    },
  },
];

/** A Store on the database `url` names (a new pool), closed when the test ends. */
export async function pgStoreAt(url: string): Promise<Store> {
  const sql = pgSql(pgPool(url, 4));
  onTestFinished(() => sql.close());
  return pgStore(sql);
}

/** A store on a fresh database of this engine. */
export async function tempStoreOn(engine: StoreEngine): Promise<Store> {
  return (await engine.database())();
}
