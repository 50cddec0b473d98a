// Copies every table of one Lexicord database into another, on either engine: in one
// transaction on the target, the source only read, a table at a time in batches.
import type { CopyEnd } from "./end.ts";
import { foreignKeyOrder, shapeMismatch } from "./shape.ts";

/** A copy refused before anything was written, and why, in one line for the operator. */
export class CopyRefused extends Error {}

export interface CopyOptions {
  /** Empty a target that holds data first (in the same transaction); without it, refuse. */
  readonly replace: boolean;
  /** Rows read and written at a time. */
  readonly batchSize?: number;
  /** Told as each table is copied (still uncommitted), for a long copy's progress. */
  readonly onTable?: (table: CopiedTable) => void;
}

export interface CopiedTable {
  readonly name: string;
  readonly rows: number;
}

export const DEFAULT_BATCH_SIZE = 500;

/** Copies `from` into `to`; returns the rows copied per table, parents first. */
export async function copyDatabase(from: CopyEnd, to: CopyEnd, options: CopyOptions): Promise<readonly CopiedTable[]> {
  const [fromVersion, toVersion] = [await from.schemaVersion(), await to.schemaVersion()];
  if (fromVersion !== toVersion) {
    throw new CopyRefused(`the schemas differ: ${from.label} is at v${fromVersion}, ${to.label} at v${toVersion}. Run this version of Lexicord on both.`);
  }
  const tables = foreignKeyOrder(await from.tables());
  const mismatch = shapeMismatch(tables, await to.tables());
  if (mismatch) throw new CopyRefused(`the schemas differ (both at v${fromVersion}): ${mismatch}.`);
  const size = options.batchSize ?? DEFAULT_BATCH_SIZE;

  return from.reading(() =>
    to.atomically(async () => {
      const held: string[] = [];
      for (const table of tables) {
        const rows = await to.count(table);
        if (rows > 0) held.push(`${table.name} (${rows})`);
      }
      if (held.length > 0 && !options.replace) {
        throw new CopyRefused(`${to.label} already holds data: ${held.join(", ")}. Add --replace to empty it first.`);
      }
      if (held.length > 0) await to.empty([...tables].reverse());

      const copied: CopiedTable[] = [];
      for (const table of tables) {
        let rows = 0;
        for await (const batch of from.batches(table, size)) {
          await to.insert(table, batch);
          rows += batch.length;
        }
        // A row the target dropped or doubled (a trigger, a rule) must not pass as a copy.
        const landed = await to.count(table);
        if (landed !== rows) throw new Error(`${table.name}: ${rows} rows read but ${landed} in the target`);
        copied.push({ name: table.name, rows });
        options.onTable?.(copied.at(-1)!);
      }
      await to.followIds(tables);
      return copied;
    }),
  );
}
