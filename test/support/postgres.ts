// Test helpers for PostgreSQL: each call gives a fresh database, a copy of the migrated
// template the global setup (postgres-server.ts) made, dropped when the test ends.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject, onTestFinished } from "vitest";
import { pgPool } from "../../src/store/pg/pool.ts";
import { pgSql, type PgSql } from "../../src/store/pg/sql.ts";
import { withDatabase } from "./pg-url.ts";

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject("pgServerUrl") });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new database: the template's copy (migrated) or empty (`{ empty: true }`); its URL. */
export async function tempPgDatabase(options: { empty?: boolean } = {}): Promise<string> {
  const name = `lexicord_test_${randomBytes(6).toString("hex")}`;
  await onServer(options.empty ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${inject("pgTemplate")}`);
  onTestFinished(() => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  return withDatabase(inject("pgServerUrl"), name);
}

/** Statements on a fresh migrated database (or an empty one), closed when the test ends. */
export async function tempPgSql(options: { empty?: boolean } = {}): Promise<PgSql> {
  const sql = pgSql(pgPool(await tempPgDatabase(options), 4));
  onTestFinished(() => sql.close());
  return sql;
}
