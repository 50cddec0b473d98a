// The bot's logger, with every error in a log line described as errors.ts does. The engine
// logs errors as they come, and a Discord error carries its request: the URL (an interaction's
// token inside) and the body (whole board images). Neither belongs in a log.

import type { Logger } from "../games/engine/ports.ts";
import { describeError } from "./errors.ts";

function described(context: object): object {
  return Object.fromEntries(Object.entries(context).map(([key, value]) => [key, value instanceof Error ? describeError(value) : value]));
}

export function describingErrors(logger: Logger): Logger {
  return {
    info: (context, message) => logger.info(described(context), message),
    warn: (context, message) => logger.warn(described(context), message),
    error: (context, message) => logger.error(described(context), message),
  };
}
