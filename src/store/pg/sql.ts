// Statements on a PostgreSQL pool, and transactions that follow the async calls made inside
// them: the store's parts run every statement through `Sql`, never through a client.
import { AsyncLocalStorage } from "node:async_hooks";
import pg from "pg";
import { classified } from "./unreachable.ts";

export interface Sql {
  /** Rows of one parameterised statement ($1, $2 …); inside `atomically` it runs in that transaction. */
  rows<R>(text: string, values?: readonly unknown[]): Promise<R[]>;
  /** The first row, or null. */
  one<R>(text: string, values?: readonly unknown[]): Promise<R | null>;
  /** Runs a statement; returns the number of rows it changed. */
  run(text: string, values?: readonly unknown[]): Promise<number>;
  /** One transaction; calls made while `work` runs (awaited from it) are the transaction's. Nested: a savepoint. */
  atomically<T>(work: () => Promise<T>): Promise<T>;
}

/** `Sql` that owns its pool. */
export interface PgSql extends Sql {
  /** Waits for the statements under way, then closes every connection. */
  close(): Promise<void>;
}

interface Transaction {
  readonly client: pg.PoolClient;
  open: boolean;
  savepoints: number;
}

/** Deadlock and serialization failure: PostgreSQL undid the transaction, which may run again. */
const RETRYABLE = new Set(["40P01", "40001"]);
const ATTEMPTS = 5;
const RETRY_PAUSE_MS = 20;

/** PostgreSQL text cannot hold NUL (SQLite can): it is stored as U+FFFD, the replacement character. */
const storable = (value: unknown): unknown => (typeof value === "string" ? value.replaceAll("\0", "\uFFFD") : value);

const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

export function pgSql(pool: pg.Pool): PgSql {
  // A timer armed inside a transaction keeps its context after the commit: `open` tells.
  const transaction = new AsyncLocalStorage<Transaction>();
  const current = (): Transaction | null => {
    const tx = transaction.getStore();
    return tx?.open ? tx : null;
  };

  // A statement with values is prepared once on each connection, named for its text, so the
  // server parses and plans it once rather than on every call (the store's texts are fixed).
  const names = new Map<string, string>();
  const nameOf = (text: string): string => names.get(text) ?? names.set(text, `lexicord_${names.size}`).get(text)!;

  /** A server out of reach is told apart (StoreUnavailable) from a statement that failed. */
  async function query<R>(text: string, values: readonly unknown[] = []): Promise<pg.QueryResult<R & pg.QueryResultRow>> {
    const runner = current()?.client ?? pool;
    const sent = values.length === 0 ? runner.query<R & pg.QueryResultRow>(text) : runner.query<R & pg.QueryResultRow>({ name: nameOf(text), text, values: values.map(storable) });
    return sent.catch((error: unknown) => Promise.reject(classified(error)));
  }

  async function nested<T>(work: () => Promise<T>, outer: Transaction): Promise<T> {
    const name = `s${++outer.savepoints}`;
    await outer.client.query(`SAVEPOINT ${name}`);
    try {
      const result = await work();
      await outer.client.query(`RELEASE ${name}`);
      return result;
    } catch (error) {
      await outer.client.query(`ROLLBACK TO ${name}`);
      await outer.client.query(`RELEASE ${name}`);
      throw error;
    }
  }

  async function once<T>(work: () => Promise<T>): Promise<T> {
    const client = await pool.connect().catch((error: unknown) => Promise.reject(classified(error)));
    const tx: Transaction = { client, open: true, savepoints: 0 };
    let broken: Error | undefined;
    // A connection lost while checked out is an "error" event on the client, which nothing else
    // listens to here (it would end the process): the next statement fails, and the client is dropped.
    const lost = (error: Error): void => void (broken = error);
    client.on("error", lost);
    try {
      await client.query("BEGIN");
      const result = await transaction.run(tx, work);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch((lost: Error) => (broken = lost));
      throw classified(error);
    } finally {
      tx.open = false;
      client.off("error", lost);
      // A connection lost, or that failed to roll back, is dropped, not handed to the next caller.
      client.release(broken);
    }
  }

  return {
    async rows<R>(text: string, values?: readonly unknown[]): Promise<R[]> {
      return (await query<R>(text, values)).rows;
    },
    async one<R>(text: string, values?: readonly unknown[]): Promise<R | null> {
      return (await query<R>(text, values)).rows[0] ?? null;
    },
    async run(text: string, values?: readonly unknown[]): Promise<number> {
      return (await query(text, values)).rowCount ?? 0;
    },
    async atomically<T>(work: () => Promise<T>): Promise<T> {
      const outer = current();
      if (outer) return nested(work, outer);
      // Another process's transaction can deadlock with this one; PostgreSQL undoes one of
      // them, and `work` (which only awaits the store) runs again on a fresh snapshot, after a
      // random pause so that the two do not meet the same way again.
      for (let attempt = 1; ; attempt++) {
        try {
          return await once(work);
        } catch (error) {
          if (attempt >= ATTEMPTS || !RETRYABLE.has(codeOf(error) as string)) throw error;
          await new Promise((resolve) => setTimeout(resolve, Math.random() * RETRY_PAUSE_MS * attempt));
        }
      }
    },
    async close(): Promise<void> {
      if (!pool.ended && !pool.ending) await pool.end();
    },
  };
}
