// The connection pool for a postgres:// URL: BIGINT and NUMERIC read as JS numbers (ids, ms
// times and sums stay far below 2^53), short timeouts, and idle errors absorbed.
import pg from "pg";

/** Long enough for a slow network, short enough that a server gone silent is known within a
 *  player's answer: Discord wants the receipt within 3 s, and the engine then answers from memory. */
export const CONNECT_TIMEOUT_MS = 1000;

/** How long a statement waits for a free connection while every one is busy (a burst: 200
 *  rounds stopped at once). A busy pool is load, not a server out of reach: only after this
 *  long is it taken for one. */
export const POOL_WAIT_MS = 10_000;

/** A statement with no reply for this long is given up (the connection is dropped): a network
 *  cut without a reset would otherwise hold it for minutes. Ours take milliseconds. */
export const QUERY_TIMEOUT_MS = 2000;

const INT8 = 20;
const NUMERIC = 1700;

/** On this pool only: the global parsers are left as node-postgres ships them. */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (oid === INT8 || oid === NUMERIC) return (text: string) => Number(text);
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig["getTypeParser"],
};

/** pg-pool's one timeout bounds both the wait for a free connection and the opening of a new
 *  one; each connection is given the short one itself. */
class Connection extends pg.Client {
  constructor(config: pg.ClientConfig = {}) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

/** `queryTimeoutMs`: 0 for none (migrations, which may build an index or wait for another host's). */
export function pgPool(url: string, max = 10, queryTimeoutMs = QUERY_TIMEOUT_MS): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: POOL_WAIT_MS,
    Client: Connection,
    query_timeout: queryTimeoutMs,
    // A peer gone without a word (a cut cable) is noticed on idle connections too.
    keepAlive: true,
    types,
    application_name: "lexicord",
  });
  // A connection lost while idle (the server restarted) is dropped by the pool; the next
  // statement opens another. Without a listener the error would end the process.
  pool.on("error", () => {});
  return pool;
}
