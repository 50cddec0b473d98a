// One side of a copy, on either engine: what the copy asks of the database it reads and of
// the one it writes. Each engine's end speaks its own SQL; the copy itself knows neither.
import type { Row, TableShape } from "./shape.ts";

export interface CopyEnd {
  /** The file, or the server's URL without its password: safe to print. */
  readonly label: string;
  /** The last migration the database ran. */
  schemaVersion(): Promise<number>;
  /** Every table of the schema, bookkeeping of the engine or the migrations left out. */
  tables(): Promise<readonly TableShape[]>;
  /** Runs `work` reading one snapshot, so rows written meanwhile do not half appear. */
  reading<T>(work: () => Promise<T>): Promise<T>;
  /** Runs `work` in one transaction: every write in it lands, or none does. */
  atomically<T>(work: () => Promise<T>): Promise<T>;
  /** The table's rows in key order, `size` at a time, never the whole table at once. */
  batches(table: TableShape, size: number): AsyncIterable<readonly Row[]>;
  count(table: TableShape): Promise<number>;
  /** Deletes every row of these tables, given children first. */
  empty(tables: readonly TableShape[]): Promise<void>;
  insert(table: TableShape, rows: readonly Row[]): Promise<void>;
  /** Ids handed out from now on follow the copied ones. */
  followIds(tables: readonly TableShape[]): Promise<void>;
  close(): Promise<void>;
}
