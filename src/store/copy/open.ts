// Opening either end of a copy from what the operator typed: a postgres:// URL or a SQLite
// file. Each is brought to the latest migration, as the bot would on starting; every failure
// is one line that names the database without its password.
import { existsSync, realpathSync } from "node:fs";
import { resolve } from "node:path";
import { redactSecrets } from "../../redaction.ts";
import { openDatabase } from "../open.ts";
import { isPostgresUrl, openPgSql, redactUrl } from "../pg/open.ts";
import { CopyRefused } from "./copy.ts";
import type { CopyEnd } from "./end.ts";
import { pgCopyEnd } from "./pg.ts";
import { sqliteCopyEnd } from "./sqlite.ts";

/** A database as it may be printed: the URL with its password hidden. */
export function labelOf(where: string): string {
  if (!isPostgresUrl(where)) return where;
  return URL.canParse(where) ? redactUrl(where) : redactSecrets(where);
}

/** The password in a URL, to take out of any message that might echo it. */
export function passwordsIn(where: string): string[] {
  if (!isPostgresUrl(where)) return [];
  try {
    const password = decodeURIComponent(new URL(where).password);
    return password ? [password] : [];
  } catch {
    return [];
  }
}

/** What names one database, so two spellings of the same one compare equal. */
function identity(where: string): string {
  if (isPostgresUrl(where)) {
    const url = URL.canParse(where) ? new URL(where) : null;
    if (!url) throw new CopyRefused(`${labelOf(where)} is not a valid URL.`);
    // The options may name another schema (search_path) of the same database.
    return `postgres://${url.hostname.toLowerCase()}:${url.port || "5432"}${decodeURIComponent(url.pathname) || "/"}?${url.searchParams.get("options") ?? ""}`;
  }
  return existsSync(where) ? realpathSync(where) : resolve(where);
}

/** Refuses a copy of a database onto itself before either is opened. */
export function checkDistinct(from: string, to: string): void {
  if (identity(from) === identity(to)) throw new CopyRefused(`--from and --to name the same database (${labelOf(to)}).`);
}

/** Opens the end; the source must exist already, a target file is created if need be. */
export async function openCopyEnd(where: string, role: "source" | "target"): Promise<CopyEnd> {
  const label = labelOf(where);
  try {
    return isPostgresUrl(where) ? await openPg(where, label) : await openSqlite(where, label, role);
  } catch (error) {
    if (error instanceof CopyRefused) throw error;
    throw new CopyRefused(`${label}: ${redactSecrets((error as Error).message, passwordsIn(where))}`);
  }
}

async function openPg(url: string, label: string): Promise<CopyEnd> {
  // One connection: the copy runs one statement at a time, in its transaction.
  return pgCopyEnd(await openPgSql(url, 1), label);
}

async function openSqlite(path: string, label: string, role: "source" | "target"): Promise<CopyEnd> {
  if (role === "source" && !existsSync(path)) throw new CopyRefused(`${label}: no such file.`);
  return sqliteCopyEnd(openDatabase(path), label);
}
