// Discord's rate limits in the log: one line when a burst begins, not one per request held
// back. A burst ends after a quiet spell; the next one's line says how many the last held.

import type { RateLimitData } from "discord.js";
import type { Logger } from "../games/engine/ports.ts";

/** No rate limit for this long ends a burst. */
export const BURST_QUIET_MS = 10_000;

export function rateLimitLogger(logger: Logger, now: () => number = Date.now): (info: RateLimitData) => void {
  let lastAt = -Infinity;
  let held = 0;
  return (info) => {
    const at = now();
    const quiet = at - lastAt >= BURST_QUIET_MS;
    lastAt = at;
    if (!quiet) {
      held += 1;
      return;
    }
    const context = { route: info.route, method: info.method, retryAfter: info.retryAfter, global: info.global, scope: info.scope };
    logger.warn({ ...context, ...(held > 0 ? { heldInLastBurst: held + 1 } : {}) }, "rate limited (one line per burst)");
    held = 0;
  };
}
