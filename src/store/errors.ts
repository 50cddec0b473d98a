// SQLite failures after which the database cannot be trusted to take writes (its files made
// read-only or removed, a disk error): the process should stop and let its supervisor start it
// again, when rounds recover. Busy and full are not among them: those pass, and are retried.

const LOST = /^SQLITE_(READONLY|CANTOPEN|IOERR|CORRUPT|NOTADB)/u;

/** Why the database is lost, or null when `error` is not such a failure. */
export function databaseLost(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && LOST.test(code) ? `the database can no longer be written (${code})` : null;
}

/** The database cannot be reached just now (connection refused, reset or timed out): the call
 *  may be made again later and succeed. Any other error is a real one (a constraint, a bug). */
export class StoreUnavailable extends Error {
  constructor(cause: unknown) {
    super(`the database cannot be reached: ${(cause as Error | null)?.message ?? String(cause)}`, { cause });
    this.name = "StoreUnavailable";
  }
}

export const isStoreUnavailable = (error: unknown): error is StoreUnavailable => error instanceof StoreUnavailable;
