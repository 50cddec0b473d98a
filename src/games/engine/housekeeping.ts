// What is kept of whom: a player's data deleted on request (with what is still to be posted
// about them, and their name as a running round's starter), servers noted as left or present,
// and the periodic job that purges servers left more than a grace period ago. It runs on the
// engine's clock, so tests drive it with the manual clock.

import { withoutPlayer } from "./forgetting.ts";
import type { Clock, EngineStore, Forgotten, Logger, Timer } from "./ports.ts";
import type { Supervisor } from "./supervisor.ts";
import type { RoundViews } from "./views.ts";

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
    private readonly store: Pick<
      EngineStore,
      "purgeGuildsLeftBy" | "forgetPlayer" | "guildLeft" | "guildPresent" | "guildsKept" | "unfinishedRounds" | "pendingAnnouncements" | "announcementRedacted" | "atomically"
    >,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly supervisor: Supervisor,
    private readonly views: Pick<RoundViews, "forgetStarter">,
  ) {}

  /** Deletes the player's answers, scores and stats everywhere, takes them out of every
   *  Countdown game and every round's start, and out of what is still to be posted; null if
   *  that failed (logged). */
  forgetPlayer(playerId: string): Promise<Forgotten | null> {
    const { store } = this;
    return this.supervisor.attempting({ playerId }, "forget a player", null, async () => {
      const started = (await store.unfinishedRounds()).filter((round) => round.startedBy === playerId);
      const forgotten = await store.atomically(async () => {
        for (const announcement of await store.pendingAnnouncements()) {
          const payload = withoutPlayer(announcement, playerId);
          if (payload !== announcement.payload) await store.announcementRedacted(announcement.id, payload);
        }
        return store.forgetPlayer(playerId);
      });
      for (const round of started) this.views.forgetStarter(round.id);
      return forgotten;
    });
  }

  /** The bot left a server: its data is purged once the grace period has passed. */
  serverLeft(guildId: string): Promise<void> {
    return this.supervisor.attempting({ guildId }, "note a server left", undefined, () => this.store.guildLeft(guildId, this.clock.now()));
  }

  /** The bot is in the server (again): nothing of it is purged. */
  serverPresent(guildId: string): Promise<void> {
    return this.supervisor.attempting({ guildId }, "note a server present", undefined, () => this.store.guildPresent(guildId));
  }

  /** At start-up: servers something is kept of but which are not `present` were left while the bot was down. */
  serversLeftWhileAway(present: (guildId: string) => boolean): Promise<void> {
    return this.supervisor.attempting({}, "note servers left while away", undefined, async () => {
      const left = (await this.store.guildsKept()).filter((guildId) => !present(guildId));
      for (const guildId of left) await this.store.guildLeft(guildId, this.clock.now());
      if (left.length > 0) this.logger.info({ guilds: left }, "servers that removed the bot while it was down");
    });
  }

  /** Purges what is due now, then again every `everyMs` until stopped. */
  start(policy: PurgePolicy): void {
    this.stop();
    const run = (): void => {
      void this.supervisor.background({}, "purge servers the bot left", async () => {
        const purged = await this.store.purgeGuildsLeftBy(this.clock.now() - policy.graceMs);
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
