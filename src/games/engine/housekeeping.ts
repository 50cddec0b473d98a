// What is kept of whom: a player's data deleted on request, servers noted as left or present,
// and the periodic job that purges servers left more than a grace period ago. It runs on the
// engine's clock, so tests drive it with the manual clock.

import type { Clock, EngineStore, Forgotten, Logger, Timer } from "./ports.ts";
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
    private readonly store: Pick<EngineStore, "purgeGuildsLeftBy" | "forgetPlayer" | "guildLeft" | "guildPresent" | "guildsKept">,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly supervisor: Supervisor,
  ) {}

  /** Deletes the player's answers, scores and stats everywhere; null if that failed (logged). */
  forgetPlayer(playerId: string): Forgotten | null {
    return this.supervisor.attempt({ playerId }, "forget a player", null, () => this.store.forgetPlayer(playerId));
  }

  /** The bot left a server: its data is purged once the grace period has passed. */
  serverLeft(guildId: string): void {
    this.supervisor.attempt({ guildId }, "note a server left", undefined, () => this.store.guildLeft(guildId, this.clock.now()));
  }

  /** The bot is in the server (again): nothing of it is purged. */
  serverPresent(guildId: string): void {
    this.supervisor.attempt({ guildId }, "note a server present", undefined, () => this.store.guildPresent(guildId));
  }

  /** At start-up: servers something is kept of but which are not `present` were left while the bot was down. */
  serversLeftWhileAway(present: (guildId: string) => boolean): void {
    this.supervisor.attempt({}, "note servers left while away", undefined, () => {
      const left = this.store.guildsKept().filter((guildId) => !present(guildId));
      for (const guildId of left) this.store.guildLeft(guildId, this.clock.now());
      if (left.length > 0) this.logger.info({ guilds: left }, "servers that removed the bot while it was down");
    });
  }

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
