// Opening the database file: the directory is created, the connection tuned for one writer
// per shard sharing the file (WAL, busy timeout), and the schema brought up to date.
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { migrate } from "./migrations.ts";

export type Db = Database.Database;

export const DEFAULT_DATABASE_PATH = "data/lexicord.db";

/** How long a write waits for another writer's lock. Short, because better-sqlite3 waits on
 *  the event loop: Discord wants an acknowledgement within 3 s, and a write refused as busy
 *  is retried by the engine (a round's end) or reported to the player (an answer). */
export const BUSY_TIMEOUT_MS = 1000;

/** DATABASE_PATH from the environment, or data/lexicord.db. */
export function databasePath(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_PATH?.trim() || DEFAULT_DATABASE_PATH;
}

/** Opens (creating if need be) and migrates the database; ":memory:" gives a throwaway one. */
export function openDatabase(path: string): Db {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.pragma("synchronous = NORMAL");
  try {
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}
