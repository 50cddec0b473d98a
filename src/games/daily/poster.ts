// A server's daily post: at its time in its time zone the puzzles of the puzzle day then open
// go out, recorded with that day (Ledger) and delivered by the Courier, so each puzzle day is
// posted once and a post survives a crash. At start-up a post whose time passed while the bot
// was down is made at once, if its puzzle day is still open.

import type { Courier } from "../engine/courier.ts";
import type { Ledger } from "../engine/ledger.ts";
import type { Clock, DailyStore, EngineStore, Timer } from "../engine/ports.ts";
import type { Supervisor } from "../engine/supervisor.ts";
import type { DailyPostSettings, DailySubscription, Day } from "../model.ts";
import { addDays, dayIn, instantOf, puzzleDayAt, readTimeOfDay } from "./calendar.ts";
import { dailyPostOf } from "./post.ts";

/** Made by composePoster (src/games/compose.ts): the poster's own Supervisor, Ledger and Courier. */
export interface DailyPosterDeps {
  readonly store: EngineStore & DailyStore;
  readonly clock: Clock;
  readonly supervisor: Supervisor;
  readonly ledger: Ledger;
  readonly courier: Courier;
}

/** The puzzle day whose post is due at `now`, if it is not made yet: the open one, when the
 *  server's last posting time fell within it. A later time zone or an off-and-on again never
 *  posts a puzzle day twice: the days posted are puzzle days. */
export function postDue(subscription: DailySubscription, now: number): Day | null {
  const minutes = readTimeOfDay(subscription.time) ?? 0;
  const localToday = dayIn(subscription.timeZone, now);
  const todays = instantOf(localToday, minutes, subscription.timeZone);
  const last = todays <= now ? todays : instantOf(addDays(localToday, -1), minutes, subscription.timeZone);
  const open = puzzleDayAt(now);
  const due = puzzleDayAt(last) === open && (subscription.lastDay === null || subscription.lastDay < open);
  return due ? open : null;
}

/** When the next post after `now` falls. */
export function nextPostAt(subscription: DailyPostSettings, now: number): number {
  const minutes = readTimeOfDay(subscription.time) ?? 0;
  const today = dayIn(subscription.timeZone, now);
  const todays = instantOf(today, minutes, subscription.timeZone);
  return todays > now ? todays : instantOf(addDays(today, 1), minutes, subscription.timeZone);
}

const ARM_AGAIN_MS = 60_000;

export class DailyPoster {
  private readonly timers = new Map<string, Timer>();
  private readonly supervisor: Supervisor;
  private readonly ledger: Ledger;
  private readonly courier: Courier;

  constructor(private readonly deps: DailyPosterDeps) {
    ({ supervisor: this.supervisor, ledger: this.ledger, courier: this.courier } = deps);
  }

  /** At start-up: posts still undelivered go out, today's posts missed are made, the next armed. */
  async start(ownsGuild: (guildId: string) => boolean): Promise<void> {
    await this.courier.resume(() => false, (announcement) => announcement.kind === "daily" && ownsGuild(announcement.guildId));
    for (const subscription of await this.deps.store.dailySubscriptions()) if (ownsGuild(subscription.guildId)) await this.armSafely(subscription.guildId);
  }

  /** The server's post from now on; today's is made at once if its time has passed (that day is returned). */
  async subscribe(guildId: string, settings: DailyPostSettings): Promise<Day | null> {
    await this.deps.store.subscribeDaily(guildId, settings);
    const subscription = await this.deps.store.dailySubscription(guildId);
    return subscription && this.arm(subscription);
  }

  async unsubscribe(guildId: string): Promise<void> {
    await this.deps.store.unsubscribeDaily(guildId);
    this.timers.get(guildId)?.cancel();
    this.timers.delete(guildId);
  }

  idle(): Promise<void> {
    return this.supervisor.idle();
  }

  close(): void {
    for (const timer of this.timers.values()) timer.cancel();
    this.timers.clear();
    this.courier.close();
  }

  /** From a timer or at start-up: a failure (a busy database, say) is logged and tried again a
   *  minute later, never thrown at the process. */
  private async armSafely(guildId: string): Promise<void> {
    const armed = await this.supervisor.attempting({ guildId }, "arm the daily post", false, async () => {
      const subscription = await this.deps.store.dailySubscription(guildId);
      if (subscription) this.arm(subscription);
      return true;
    });
    if (!armed) this.timers.set(guildId, this.deps.clock.setTimer(this.deps.clock.now() + ARM_AGAIN_MS, () => void this.supervisor.track(this.armSafely(guildId))));
  }

  /** Makes the post now if it is due (returns its day), and arms the next. */
  private arm(subscription: DailySubscription): Day | null {
    const { guildId } = subscription;
    const now = this.deps.clock.now();
    const day = postDue(subscription, now);
    if (day !== null) void this.supervisor.background({ guildId, day }, "make the daily post", () => this.post(guildId, day));
    this.timers.get(guildId)?.cancel();
    this.timers.set(
      guildId,
      this.deps.clock.setTimer(nextPostAt(subscription, now), () => void this.supervisor.track(this.armSafely(guildId))),
    );
    return day;
  }

  private async post(guildId: string, day: Day): Promise<void> {
    const { store } = this.deps;
    const announcement = await this.ledger.alone(async () => {
      // Read again inside the transaction: another process may have posted it first.
      const subscription = await store.dailySubscription(guildId);
      if (subscription === null || postDue(subscription, this.deps.clock.now()) !== day) return null;
      await store.dailyPosted(guildId, day);
      return { guildId, channelId: subscription.channelId, payload: dailyPostOf(day, await store.dailyEntriesIn(guildId, addDays(day, -1))) };
    });
    if (announcement) await this.courier.send(announcement);
  }
}
