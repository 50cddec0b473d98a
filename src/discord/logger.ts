// Structured logs: one JSON line per event on stderr. Anything named like a token is
// redacted, as a last guard; nothing should put one there in the first place.

import { pino } from "pino";
import type { Logger } from "../games/engine/ports.ts";
import type { LogLevel } from "./config.ts";

export function createLogger(level: LogLevel): Logger {
  return pino({ level, redact: { paths: ["token", "*.token", "headers.authorization"], censor: "[redacted]" } }, pino.destination(2));
}
