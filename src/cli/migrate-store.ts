// `lexicord migrate-store --from A --to B [--replace]`: copies a Lexicord database into another,
// SQLite file or PostgreSQL URL either way, and prints the rows copied per table. Every refusal
// is one line on standard error; a password in a URL is never printed.
import { parseArgs } from "node:util";
import { CopyRefused, copyDatabase } from "../store/copy/copy.ts";
import type { CopyEnd } from "../store/copy/end.ts";
import { redactSecrets } from "../redaction.ts";
import { argumentError } from "./args.ts";
import { refuseWith, type Refusal } from "./refusal.ts";

const OPTIONS = {
  from: { type: "string" },
  to: { type: "string" },
  replace: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

/** Wide enough for every table name the schema has. */
const TABLE_WIDTH = 20;

export function migrateStoreUsage(): string {
  return [
    "Usage: lexicord migrate-store --from SOURCE --to TARGET [--replace]",
    "  SOURCE, TARGET: a SQLite file (data/lexicord.db) or a postgres://user:password@host/database URL",
    "  Copies every table in one transaction on the target; the source is only read.",
    "  --replace: empty a target that holds data first (without it such a target is refused).",
  ].join("\n");
}

/** Runs the command; returns the process exit code. */
export async function migrateStoreCommand(argv: string[], out: NodeJS.WritableStream, err: NodeJS.WritableStream): Promise<number> {
  const refusal: Refusal = { command: "lexicord migrate-store", json: false, out, err };
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: false, strict: true }));
  } catch (error) {
    return refuseWith(refusal, argumentError(error), 2);
  }
  if (values.help) {
    out.write(migrateStoreUsage() + "\n");
    return 0;
  }
  const { from, to } = values;
  if (!from?.trim() || !to?.trim()) return refuseWith(refusal, "Name both databases: --from SOURCE --to TARGET (lexicord migrate-store --help).", 2);

  // Loaded only now: the engines' drivers are no part of the help.
  const { checkDistinct, labelOf, openCopyEnd, passwordsIn } = await import("../store/copy/open.ts");
  const opened: CopyEnd[] = [];
  try {
    checkDistinct(from, to);
    const source = await openCopyEnd(from, "source");
    opened.push(source);
    const target = await openCopyEnd(to, "target");
    opened.push(target);
    const started = performance.now();
    const count = (rows: number): string => rows.toLocaleString("en-GB");
    // Said with the first table copied, so a refused copy prints only its refusal.
    const heading = `Copying ${labelOf(from)} into ${labelOf(to)}:\n`;
    let tables = 0;
    const copied = await copyDatabase(source, target, {
      replace: values.replace === true,
      onTable: (table) => out.write(`${tables++ === 0 ? heading : ""}  ${table.name.padEnd(TABLE_WIDTH)} ${count(table.rows).padStart(11)}\n`),
    });
    const total = copied.reduce((sum, table) => sum + table.rows, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    out.write(`Done: ${count(total)} rows in ${copied.length} tables, in ${seconds} s.\n`);
    return 0;
  } catch (error) {
    if (error instanceof CopyRefused) return refuseWith(refusal, error.message, 1);
    // Anything else is unforeseen: still one line, and no password in it.
    const message = redactSecrets((error as Error).message, [...passwordsIn(from), ...passwordsIn(to)]);
    return refuseWith(refusal, `the copy failed and nothing was written: ${message}`, 1);
  } finally {
    for (const end of opened) await end.close();
  }
}
