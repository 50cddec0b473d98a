// A RoundWatch as the engine calls it: whatever a watcher throws (or rejects) is logged, never
// passed on, so a broken listener cannot fail an answer or an announcement.

import type { Logger, RoundWatch } from "./ports.ts";

export function guardedWatch(watch: RoundWatch, logger: Logger): RoundWatch {
  const guard =
    <A extends unknown[]>(event: keyof RoundWatch, hear: (...args: A) => unknown) =>
    (...args: A): void => {
      const failed = (error: unknown): void => logger.error({ err: error, event }, "a round watcher failed");
      try {
        const heard = hear(...args);
        if (heard instanceof Promise) heard.catch(failed);
      } catch (error) {
        failed(error);
      }
    };
  return {
    answered: guard("answered", (...args: Parameters<RoundWatch["answered"]>) => watch.answered(...args)),
    started: guard("started", (...args: Parameters<RoundWatch["started"]>) => watch.started(...args)),
    finished: guard("finished", (...args: Parameters<RoundWatch["finished"]>) => watch.finished(...args)),
    cancelled: guard("cancelled", (...args: Parameters<RoundWatch["cancelled"]>) => watch.cancelled(...args)),
  };
}
