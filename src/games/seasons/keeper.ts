// A server's seasons: started when turned on (/config seasons), ended at their bound by a timer
// on the engine's Clock. A season's end is one transaction: the season marked ended (once, even
// with several hosts), its final tables archived, the next season started and its winners'
// announcement recorded; the Courier then delivers it. At start-up a season whose end passed
// while the bot was down is ended at once, and each later season that passed wholly meanwhile
// is archived and announced too (one nobody played is skipped). Bounds are read in the daily
// post's time zone (UTC for a server without one).

import type { Courier } from "../engine/courier.ts";
import type { Ledger } from "../engine/ledger.ts";
import type { Clock, DailyStore, EngineStore, SeasonStore, SettingsStore, Timer } from "../engine/ports.ts";
import type { Supervisor } from "../engine/supervisor.ts";
import type { Announcement, GuildSettings } from "../model.ts";
import type { Checked } from "../../solvers/checked.ts";
import { seasonAt, seasonsBetween, type SeasonLength } from "./calendar.ts";
import { seasonNewsOf } from "./news.ts";
import type { RunningSeason } from "./records.ts";
import { seasonTables, type SeasonTables, type TablesStore } from "./tables.ts";

export type SeasonKeeperStore = EngineStore & DailyStore & SeasonStore & SettingsStore & TablesStore;

export interface SeasonKeeperDeps {
  readonly store: SeasonKeeperStore;
  readonly clock: Clock;
  readonly supervisor: Supervisor;
  readonly ledger: Ledger;
  readonly courier: Courier;
}

/** Servers without a daily post keep their seasons in UTC. */
export const DEFAULT_SEASON_ZONE = "UTC";

const ARM_AGAIN_MS = 60_000;

export class SeasonKeeper {
  private readonly timers = new Map<string, Timer>();

  constructor(private readonly deps: SeasonKeeperDeps) {}

  /** At start-up: undelivered announcements go out, seasons ended while down end now, the rest are armed. */
  async start(ownsGuild: (guildId: string) => boolean): Promise<void> {
    await this.deps.courier.resume(() => false, (a) => a.kind === "season" && ownsGuild(a.guildId));
    for (const season of await this.deps.store.runningSeasons()) if (ownsGuild(season.guildId)) this.arm(season);
  }

  /** Seasons on (or their length changed: a new season starts now) or off; the season under way
   *  when turned off or changed is given up, not archived. */
  async configure(guildId: string, length: SeasonLength): Promise<Checked<{ settings: GuildSettings; season: RunningSeason | null }>> {
    const { store, clock } = this.deps;
    const done = await store.atomically(async () => {
      const updated = await store.updateGuildSettings(guildId, { seasons: length });
      if (!updated.ok) return updated;
      const running = await store.runningSeason(guildId);
      if (length === "off" || (running !== null && running.length !== length)) await store.dropRunningSeason(guildId);
      if (length === "off" || (running !== null && running.length === length)) return { ok: true as const, value: { settings: updated.value, season: length === "off" ? null : running } };
      const season = await this.seasonFrom(guildId, length, clock.now());
      await store.startSeason(season);
      return { ok: true as const, value: { settings: updated.value, season } };
    });
    this.timers.get(guildId)?.cancel();
    this.timers.delete(guildId);
    if (done.ok && done.value.season) this.arm(done.value.season);
    return done;
  }

  idle(): Promise<void> {
    return this.deps.supervisor.idle();
  }

  close(): void {
    for (const timer of this.timers.values()) timer.cancel();
    this.timers.clear();
    this.deps.courier.close();
  }

  /** The season holding `at` for the server, in its time zone. */
  private async seasonFrom(guildId: string, length: Exclude<SeasonLength, "off">, at: number): Promise<RunningSeason> {
    const timeZone = (await this.deps.store.dailySubscription(guildId))?.timeZone ?? DEFAULT_SEASON_ZONE;
    return { guildId, length, timeZone, ...seasonAt(length, timeZone, at) };
  }

  /** A season whose end has passed (the bot was down) ends now; the others at their end. */
  private arm(season: RunningSeason): void {
    const { clock, supervisor } = this.deps;
    this.timers.get(season.guildId)?.cancel();
    this.timers.delete(season.guildId);
    if (season.endsAt <= clock.now()) return void supervisor.track(this.endSafely(season.guildId));
    this.timers.set(season.guildId, clock.setTimer(season.endsAt, () => void supervisor.track(this.endSafely(season.guildId))));
  }

  /** From a timer: a failure (a busy database) is logged and tried again a minute later. */
  private async endSafely(guildId: string): Promise<void> {
    const { supervisor, clock, courier } = this.deps;
    const ended = await supervisor.attempting({ guildId }, "end a season", null, async () => ({ announcements: await this.end(guildId) }));
    if (ended === null) {
      this.timers.set(guildId, clock.setTimer(clock.now() + ARM_AGAIN_MS, () => void supervisor.track(this.endSafely(guildId))));
      return;
    }
    const next = await supervisor.attempting({ guildId }, "read the next season", null, () => this.deps.store.runningSeason(guildId));
    if (next) this.arm(next);
    for (const announcement of ended.announcements) await courier.send(announcement);
  }

  /** Ends the server's season if its end has come, and any that passed wholly while the bot was
   *  down: in one transaction, once. Their announcements, oldest first. */
  private end(guildId: string): Promise<Announcement[]> {
    const { store, clock } = this.deps;
    return store.atomically(async () => {
      const now = clock.now();
      const running = await store.runningSeason(guildId);
      if (running === null || running.endsAt > now || !(await store.endSeason(guildId, running.name, now))) return [];
      const next = await this.seasonFrom(guildId, running.length, now);
      // The daily channel, else where the server last played; a server that never played hears nothing.
      const channelId = (await store.dailySubscription(guildId))?.channelId ?? (await store.lastRoundChannel(guildId));
      const tablesOf = (season: RunningSeason) => seasonTables(store, guildId, { since: season.startsAt, until: season.endsAt }, now);
      const announcements = [await this.archive(running, await tablesOf(running), next.name, channelId)];
      for (const span of seasonsBetween(running.length, running.timeZone, running.endsAt, next.startsAt)) {
        const missed = { ...running, ...span };
        const tables = await tablesOf(missed);
        // A season nobody played while the bot was down is neither kept nor announced.
        if (tables.every(({ entries }) => entries.length === 0) || !(await store.startSeason(missed))) continue;
        await store.endSeason(guildId, missed.name, now);
        announcements.push(await this.archive(missed, tables, next.name, channelId));
      }
      await store.startSeason(next);
      return announcements.filter((announcement) => announcement !== null);
    });
  }

  /** Inside end's transaction: an ended season's tables archived and its winners' news recorded. */
  private async archive(season: RunningSeason, tables: SeasonTables, next: string, channelId: string | null): Promise<Announcement | null> {
    const { store, ledger } = this.deps;
    for (const { board, entries } of tables) if (entries.length > 0) await store.archiveSeasonTable(season.guildId, season.name, board, entries);
    if (channelId === null) return null;
    return ledger.roundless("season", { guildId: season.guildId, channelId }, seasonNewsOf(season.name, next, tables));
  }
}
