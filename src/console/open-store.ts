// Opening local play's database, with what is wrong said in one line instead of a stack trace
// when DATABASE_PATH names something that is not a Lexicord database (or DATABASE_URL cannot be used).

import { statSync } from "node:fs";
import type { Checked } from "../games/rules.ts";
import { openStoreFrom } from "../store/choose.ts";
import { openStore } from "../store/sqlite-store.ts";
import type { Store } from "../games/engine/ports.ts";

function whatIsWrong(path: string, error: unknown): string {
  if (statSync(path, { throwIfNoEntry: false })?.isDirectory()) return "that is a folder; give the path of a database file";
  const code = (error as { code?: unknown }).code;
  if (code === "SQLITE_NOTADB") return "that file is not a database; give a new path, or the Lexicord database";
  return error instanceof Error ? error.message : String(error);
}

/** The SQLite file at `path`; or, when `env` names a DATABASE_URL, that PostgreSQL database. */
export async function openLocalStore(path: string, env: NodeJS.ProcessEnv = {}): Promise<Checked<Store>> {
  if (env.DATABASE_URL?.trim()) {
    try {
      return { ok: true, value: await openStoreFrom(env) };
    } catch (error) {
      return { ok: false, error: `Can't open the database: ${error instanceof Error ? error.message : String(error)}.` };
    }
  }
  try {
    return { ok: true, value: openStore(path) };
  } catch (error) {
    return { ok: false, error: `Can't open the database at DATABASE_PATH=${path}: ${whatIsWrong(path, error)}.` };
  }
}
