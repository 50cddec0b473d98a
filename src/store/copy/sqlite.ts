// The copy's end on a SQLite file: tables from the table pragmas, rows streamed by a
// statement's iterator in the order they were written, writes in one IMMEDIATE transaction.
import { schemaVersion } from "../migrations.ts";
import type { Db } from "../open.ts";
import type { CopyEnd } from "./end.ts";
import { identifier, type Row, type TableShape, type Value } from "./shape.ts";

interface ColumnRow {
  name: string;
  pk: number;
}

const listed = (names: readonly string[]): string => names.map(identifier).join(", ");

export function sqliteCopyEnd(db: Db, label: string): CopyEnd {
  // Tables SQLite keeps for itself (sqlite_sequence, sqlite_stat1) are not the schema's.
  const tableList = db.prepare<[], { name: string; wr: number }>(
    `SELECT name, wr FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name`,
  );
  const columns = db.prepare<[string], ColumnRow>("SELECT name, pk FROM pragma_table_info(?) ORDER BY cid");
  const parents = db.prepare<[string], { table: string }>('SELECT DISTINCT "table" FROM pragma_foreign_key_list(?)');

  /** Rows as they were written: some reads rely on it (a round's results); a table without
   *  rowids by its key. */
  function order(name: string): string {
    const table = tableList.all().find((row) => row.name === name);
    if (!table?.wr) return "rowid";
    const key = columns.all(name).filter((column) => column.pk > 0).sort((a, b) => a.pk - b.pk);
    return listed(key.map((column) => column.name));
  }

  async function inTransaction<T>(begin: string, work: () => Promise<T>): Promise<T> {
    db.exec(begin);
    try {
      const result = await work();
      db.exec("COMMIT");
      return result;
    } catch (error) {
      if (db.inTransaction) db.exec("ROLLBACK");
      throw error;
    }
  }

  return {
    label,
    async schemaVersion() {
      return schemaVersion(db);
    },
    async tables() {
      return tableList.all().map(({ name }): TableShape => ({
        name,
        columns: columns.all(name).map((column) => column.name),
        references: parents.all(name).map((row) => row.table),
      }));
    },
    // A deferred transaction reads one snapshot from its first read to its end (WAL).
    reading: (work) => inTransaction("BEGIN DEFERRED", work),
    // IMMEDIATE: a bot still running on the file waits for the copy rather than deadlocks.
    atomically: (work) => inTransaction("BEGIN IMMEDIATE", work),
    async *batches(table, size) {
      const select = db.prepare(`SELECT ${listed(table.columns)} FROM ${identifier(table.name)} ORDER BY ${order(table.name)}`).raw(true);
      let batch: Row[] = [];
      for (const row of select.iterate() as IterableIterator<Value[]>) {
        batch.push(row);
        if (batch.length === size) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
    },
    async count(table) {
      return db.prepare<[], { rows: number }>(`SELECT count(*) AS rows FROM ${identifier(table.name)}`).get()!.rows;
    },
    async empty(tables) {
      for (const table of tables) db.prepare(`DELETE FROM ${identifier(table.name)}`).run();
    },
    async insert(table, rows) {
      const marks = table.columns.map(() => "?").join(", ");
      const insert = db.prepare(`INSERT INTO ${identifier(table.name)} (${listed(table.columns)}) VALUES (${marks})`);
      for (const row of rows) insert.run(row);
    },
    // A rowid table hands out one more than its largest id: nothing to set.
    async followIds() {},
    async close() {
      if (db.open) db.close();
    },
  };
}
