// Which engine serves the store: DATABASE_URL (postgres://) means PostgreSQL, DATABASE_PATH or
// nothing means SQLite. Each mistake is refused with one line, the password never shown.
import { databasePath } from "./open.ts";
import { openStore } from "./sqlite-store.ts";
import type { Store } from "./types.ts";

export async function openStoreFrom(env: NodeJS.ProcessEnv = process.env): Promise<Store> {
  const url = env.DATABASE_URL?.trim();
  if (!url) return openStore(databasePath(env));
  // Loaded only for PostgreSQL: a bot on SQLite carries no driver it does not use.
  const { isPostgresUrl, openPgStore, redactUrl } = await import("./pg/open.ts");
  if (env.DATABASE_PATH?.trim()) {
    throw new Error("DATABASE_URL (PostgreSQL) and DATABASE_PATH (SQLite) are both set: keep the one to use");
  }
  if (!isPostgresUrl(url)) throw new Error(`DATABASE_URL must start postgres:// or postgresql://, not ${redactUrl(url)}`);
  return openPgStore(url);
}
