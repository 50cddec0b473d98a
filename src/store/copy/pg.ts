// The copy's end on PostgreSQL: tables from pg_catalog, rows streamed through a cursor in the
// order they were written, inserts of many rows a statement, and each identity's sequence
// moved past the copied ids.
import { pgSchemaVersion } from "../pg/migrations.ts";
import type { PgSql } from "../pg/sql.ts";
import type { CopyEnd } from "./end.ts";
import { identifier, type Row, type TableShape, type Value } from "./shape.ts";

/** The migrations' own bookkeeping (pg/migrations.ts), which each database keeps for itself. */
const SCHEMA_VERSION_TABLE = "schema_version";
/** PostgreSQL binds at most 65,535 parameters in one statement. */
const MAX_PARAMETERS = 65_535;

interface ColumnRow {
  table: string;
  column: string;
  identity: boolean;
  keyPosition: number | null;
}

interface Table extends TableShape {
  /** What orders the rows as they were written: an identity beside the key (SQLite's
   *  rowid there), else the key. */
  readonly order: readonly string[];
  readonly identities: readonly string[];
}

const listed = (names: readonly string[]): string => names.map(identifier).join(", ");

async function catalogue(sql: PgSql): Promise<Map<string, Table>> {
  const columns = await sql.rows<ColumnRow>(
    `SELECT cl.relname AS "table", a.attname AS "column", a.attidentity <> '' AS identity,
            array_position(pk.conkey, a.attnum) AS "keyPosition"
       FROM pg_class cl
       JOIN pg_attribute a ON a.attrelid = cl.oid AND a.attnum > 0 AND NOT a.attisdropped
       LEFT JOIN pg_constraint pk ON pk.conrelid = cl.oid AND pk.contype = 'p'
      WHERE cl.relnamespace = current_schema()::regnamespace AND cl.relkind IN ('r', 'p') AND cl.relname <> $1
      ORDER BY cl.relname, a.attnum`,
    [SCHEMA_VERSION_TABLE],
  );
  const parents = await sql.rows<{ table: string; parent: string }>(
    `SELECT DISTINCT child.relname AS "table", parent.relname AS parent
       FROM pg_constraint fk
       JOIN pg_class child ON child.oid = fk.conrelid
       JOIN pg_class parent ON parent.oid = fk.confrelid
      WHERE fk.contype = 'f' AND child.relnamespace = current_schema()::regnamespace`,
  );
  const tables = new Map<string, Table>();
  for (const name of new Set(columns.map((row) => row.table))) {
    const own = columns.filter((row) => row.table === name);
    const key = own.filter((row) => row.keyPosition !== null).sort((a, b) => a.keyPosition! - b.keyPosition!);
    const writeOrder = own.filter((row) => row.identity && row.keyPosition === null);
    tables.set(name, {
      name,
      columns: own.filter((row) => !writeOrder.includes(row)).map((row) => row.column),
      references: parents.filter((row) => row.table === name).map((row) => row.parent),
      order: (writeOrder.length > 0 ? writeOrder : key).map((row) => row.column),
      identities: own.filter((row) => row.identity).map((row) => row.column),
    });
  }
  return tables;
}

export function pgCopyEnd(sql: PgSql, label: string): CopyEnd {
  let known: Promise<Map<string, Table>> | null = null;
  const tables = (): Promise<Map<string, Table>> => (known ??= catalogue(sql));
  const table = async (name: string): Promise<Table> => {
    const found = (await tables()).get(name);
    if (!found) throw new Error(`${label} has no table ${name}`);
    return found;
  };

  return {
    label,
    schemaVersion: () => pgSchemaVersion(sql),
    tables: async () => [...(await tables()).values()],
    reading: (work) =>
      sql.atomically(async () => {
        // One snapshot for every table, and a promise to the server that nothing is written.
        await sql.run("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY");
        return work();
      }),
    atomically: (work) => sql.atomically(work),
    async *batches(shape, size) {
      // FETCH takes no bound parameters; the count is our own integer, checked here.
      if (!Number.isSafeInteger(size) || size < 1) throw new Error(`bad batch size ${size}`);
      const { name, columns, order } = await table(shape.name);
      const sorted = order.length > 0 ? ` ORDER BY ${listed(order)}` : "";
      await sql.run(`DECLARE copy_rows NO SCROLL CURSOR FOR SELECT ${listed(columns)} FROM ${identifier(name)}${sorted}`);
      try {
        for (;;) {
          const rows = await sql.rows<Record<string, Value>>(`FETCH FORWARD ${size} FROM copy_rows`);
          if (rows.length === 0) break;
          yield rows.map((row): Row => columns.map((column) => row[column] as Value));
        }
      } finally {
        await sql.run("CLOSE copy_rows");
      }
    },
    async count(shape) {
      const row = await sql.one<{ rows: number }>(`SELECT count(*) AS rows FROM ${identifier(shape.name)}`);
      return row!.rows;
    },
    async empty(shapes) {
      await sql.run(`TRUNCATE ${listed(shapes.map((shape) => shape.name))}`);
    },
    async insert(shape, rows) {
      const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / shape.columns.length));
      for (let at = 0; at < rows.length; at += perStatement) {
        const chunk = rows.slice(at, at + perStatement);
        const width = shape.columns.length;
        const tuples = chunk.map((_, r) => `(${shape.columns.map((_, c) => `$${r * width + c + 1}`).join(", ")})`);
        await sql.run(`INSERT INTO ${identifier(shape.name)} (${listed(shape.columns)}) VALUES ${tuples.join(", ")}`, chunk.flat());
      }
    },
    async followIds(shapes) {
      for (const shape of shapes) {
        const { name, identities } = await table(shape.name);
        for (const column of identities) {
          await sql.run(`SELECT setval(pg_get_serial_sequence($1, $2), coalesce(max(${identifier(column)}), 0) + 1, false) FROM ${identifier(name)}`, [
            identifier(name),
            column,
          ]);
        }
      }
    },
    close: () => sql.close(),
  };
}
