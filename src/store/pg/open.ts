// Opening the database a postgres:// URL names: the first connection tells a wrong host,
// password or database apart in one line each (never showing the password), then the schema
// is brought up to date.
import { StoreUnavailable } from "../errors.ts";
import { migratePg } from "./migrations.ts";
import { pgPool } from "./pool.ts";
import { pgSql, type PgSql } from "./sql.ts";
import { pgStore } from "./store.ts";
import type { Store } from "../types.ts";

/** DATABASE_URL (or a tool's argument) names a PostgreSQL database, not a SQLite file. */
export const isPostgresUrl = (where: string): boolean => /^postgres(ql)?:\/\//iu.test(where);

/** The URL with its password masked, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(not a URL)";
  }
}

/** Why the first connection failed, in one line. */
function connectProblem(url: URL, error: unknown): string {
  const where = `${url.hostname || "localhost"}:${url.port || "5432"}`;
  // The driver's own words: "cannot reach" is said here once, not again by StoreUnavailable.
  const { code, message } = (error instanceof StoreUnavailable ? error.cause : error) as { code?: string; message?: string };
  const user = decodeURIComponent(url.username);
  const database = decodeURIComponent(url.pathname.slice(1)) || user;
  // 28P01: wrong password (or no such user); 28000: the server's rules refuse this user.
  if (code === "28P01" || code === "28000") return `PostgreSQL at ${where} refused user "${user}": ${message}`;
  if (code === "3D000") return `PostgreSQL at ${where} has no database "${database}"`;
  if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return `PostgreSQL at ${where} refused the connection: ${message} (${code})`;
  return `cannot reach PostgreSQL at ${where}: ${message || code || String(error)}`;
}

/** Connects, migrates and returns the Store; a bad URL or server throws one clear line. */
export async function openPgStore(url: string): Promise<Store> {
  if (!URL.canParse(url)) throw new Error("DATABASE_URL is not a valid URL (a password's special characters must be %-encoded)");
  return pgStore(await openPgSql(url));
}

/** Connects and migrates, for the store or a tool that reads the tables (migrate-store);
 *  a server that cannot be used throws one clear line. */
export async function openPgSql(url: string, connections?: number): Promise<PgSql> {
  const sql = pgSql(pgPool(url, connections));
  try {
    await sql.run("SELECT 1");
  } catch (error) {
    await sql.close();
    throw new Error(connectProblem(new URL(url), error));
  }
  // On a connection of its own with no statement timeout: a migration may build an index on a
  // big table, or wait for another host's migration to end.
  const migrating = pgSql(pgPool(url, 1, 0));
  try {
    await migratePg(migrating);
  } catch (error) {
    await sql.close();
    throw error;
  } finally {
    await migrating.close();
  }
  return sql;
}
