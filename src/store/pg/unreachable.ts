// Which node-postgres failures mean the server cannot be reached (retry later) rather than a
// statement that failed (refuse): socket errors, the driver's own timeouts, a server that is
// shutting down or not yet accepting connections.
import { StoreUnavailable } from "../errors.ts";

const SOCKET = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENETDOWN", "EAI_AGAIN"]);

/** SQLSTATE class 08 (connection exception); 57P01-57P03: the server shutting down or starting. */
const SERVER = /^(08...|57P0[123])$/u;

/** node-postgres and pg-pool say these in words, without a code. */
const DRIVER = /^(Connection terminated unexpectedly|Connection terminated due to connection timeout|timeout exceeded when trying to connect|Query read timeout|timeout expired|Client has encountered a connection error and is not queryable)$/u;

export function unreachable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (SOCKET.has(code) || SERVER.test(code))) return true;
  return typeof message === "string" && DRIVER.test(message);
}

/** `error` as StoreUnavailable when the server could not be reached, else as it is. */
export const classified = (error: unknown): unknown => (error instanceof StoreUnavailable || !unreachable(error) ? error : new StoreUnavailable(error));
