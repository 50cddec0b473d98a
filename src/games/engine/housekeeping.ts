// The periodic job that purges servers the bot left more than a grace period ago. It runs on
// the engine's clock, so tests drive it with the manual clock.

import type { Clock, EngineStore, Logger, Timer } from "./ports.ts";
import type { Supervisor } from "./supervisor.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PurgePolicy {
  /** How long a server's data is kept after the bot leaves it. */
  readonly graceMs: number;
  /** How often departed servers are looked for. */
  readonly everyMs: number;
}

/** Purge `days` after a departure, looking once an hour. */
export const purgePolicy = (days: number): PurgePolicy => ({ graceMs: days * DAY_MS, everyMs: 60 * 60 * 1000 });

export class Housekeeping {
  private timer: Timer | null = null;

  constructor(
    private readonly store: Pick<EngineStore, "purgeGuildsLeftBy">,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly supervisor: Supervisor,
  ) {}

  /** Purges what is due now, then again every `everyMs` until stopped. */
  start(policy: PurgePolicy): void {
    this.stop();
    const run = (): void => {
      this.supervisor.attempt({}, "purge servers the bot left", null, () => {
        const purged = this.store.purgeGuildsLeftBy(this.clock.now() - policy.graceMs);
        if (purged.length > 0) this.logger.info({ guilds: purged }, "purged the data of servers the bot left");
      });
      this.timer = this.clock.setTimer(this.clock.now() + policy.everyMs, run);
    };
    run();
  }

  stop(): void {
    this.timer?.cancel();
    this.timer = null;
  }
}
