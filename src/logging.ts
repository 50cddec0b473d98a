// Structured logs: one JSON line per event on stderr, through pino. No secret may leave: keys
// that name one are censored, and the values of secret-looking environment variables (the
// Discord token above all), URL credentials and token-shaped text are scrubbed from every line.

import { pino, type Logger as PinoLogger } from "pino";
import { redactSecrets } from "./redaction.ts";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const SECRET_NAME = /token|secret|password|passwd|credential|api_?key|auth/iu;
/** Shorter values are too likely to occur by chance to be worth scrubbing. */
const MIN_SECRET_LENGTH = 8;

const REDACTED_KEYS = ["token", "password", "secret", "authorization", "env", "headers.authorization"];
const REDACT_PATHS = [...REDACTED_KEYS, ...REDACTED_KEYS.map((key) => `*.${key}`)];

export interface LoggerOptions {
  /** Default: LOG_LEVEL, else "info". */
  readonly level?: string;
  /** Where secrets and LOG_LEVEL are read from; default process.env. */
  readonly env?: NodeJS.ProcessEnv;
  /** Default: synchronous writes to stderr, so nothing is lost on a crash. */
  readonly write?: (line: string) => void;
}

/** The values of environment variables whose names suggest a secret. */
export function secretValues(env: NodeJS.ProcessEnv): string[] {
  return Object.entries(env)
    .filter(([name, value]) => SECRET_NAME.test(name) && value !== undefined && value.trim().length >= MIN_SECRET_LENGTH)
    .map(([, value]) => value!.trim());
}

function isLevel(level: string): level is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(level);
}

export function createLogger(options: LoggerOptions = {}): PinoLogger {
  const env = options.env ?? process.env;
  const asked = (options.level ?? env.LOG_LEVEL ?? "info").trim().toLowerCase();
  const level = isLevel(asked) ? asked : "info";
  const secrets = secretValues(env);
  const stderr = pino.destination({ dest: 2, sync: true });
  const write = options.write ?? ((line: string) => void stderr.write(line));
  const scrub = (line: string): string => redactSecrets(line, secrets);
  const logger = pino({ level, redact: { paths: REDACT_PATHS, censor: "[redacted]" } }, { write: (line: string) => write(scrub(line)) });
  if (!isLevel(asked)) logger.warn({ levels: LOG_LEVELS }, "LOG_LEVEL is not a log level; using info");
  return logger;
}
