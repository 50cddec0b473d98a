// Delivers the announcements the engine records: each one goes out after its round's earlier
// ones, with its nonce; a failed post is retried with backoff until it is delivered, found
// undeliverable, or a day old. A board is not retried (a late board would eat the players'
// time): the engine cancels its round, or shows it again later if the round waits for it,
// when the same announcement (and nonce) is sent again. What is pending survives a restart: resume().
// A server's daily post belongs to no round: it is delivered the same way, in its own queue;
// so is a versus game's news, in a queue of its game, and a season's end, in its server's.

import type { GameNews } from "../countdown/progress.ts";
import type { Announcement, AnnouncementKind, Round, RoundlessKind } from "../model.ts";
import { dailyPostView, type DailyPost } from "../daily/post.ts";
import type { SeasonNews } from "../seasons/news.ts";
import { versusNewsView, type VersusNews } from "../versus/news.ts";
import { cancellationNotice, type Cancellation } from "./cancellation.ts";
import type { Announcer, Clock, EngineStore, Logger, Post, RoundOutcome, RoundView, RoundWatch, Timer } from "./ports.ts";
import { Undeliverable } from "./ports.ts";
import type { Supervisor } from "./supervisor.ts";
import { isStoreUnavailable } from "../../store/errors.ts";

export interface RetryPolicy {
  /** The wait after the first failure; it doubles with each failure after that. */
  readonly firstMs: number;
  readonly maxMs: number;
  /** An announcement this old is given up at its next failure. */
  readonly giveUpAfterMs: number;
}

export const RETRY: RetryPolicy = { firstMs: 1_000, maxMs: 60_000, giveUpAfterMs: 24 * 60 * 60_000 };

/** How the first attempt went: the board's sender needs to know whether anyone saw it. */
export type Sent = "delivered" | "retrying" | "undelivered" | "stale";

type Deliver = (announcer: Announcer, view: RoundView, payload: unknown, post: Post) => Promise<string | null | void>;

/** What a round announces: every kind but those of no round (the table checks it). */
type RoundKind = Exclude<AnnouncementKind, RoundlessKind>;

const DELIVER: Readonly<Record<RoundKind, Deliver>> = {
  picking: (announcer, view, _payload, post) => announcer.picking(view, post),
  board: (announcer, view, _payload, post) => announcer.roundStarted(view, post),
  results: (announcer, view, payload, post) => announcer.roundFinished(view, payload as RoundOutcome, post),
  cancelled: (announcer, view, payload, post) => announcer.roundCancelled(view, cancellationNotice(payload as Cancellation), post),
  game: (announcer, view, payload, post) => announcer.gameNews(view, payload as GameNews, post),
};

/** What a watcher hears of a round's delivered announcement: its start, its results, its cancellation. */
const WATCHED: Partial<Readonly<Record<RoundKind, (watch: RoundWatch, view: RoundView, payload: unknown) => void>>> = {
  board: (watch, view) => watch.started(view),
  results: (watch, view, payload) => watch.finished(view, payload as RoundOutcome),
  cancelled: (watch, view, payload) => watch.cancelled(view, cancellationNotice(payload as Cancellation)),
};

type DeliverRoundless = (announcer: Announcer, announcement: Announcement, post: Post) => Promise<string | null>;

const DELIVER_ROUNDLESS: Readonly<Record<RoundlessKind, DeliverRoundless>> = {
  // A server's daily post: only adapters that post on their own (Discord) can make one.
  daily: (announcer, announcement, post) => {
    if (!announcer.dailyPosted) throw new Undeliverable("this adapter posts no daily puzzles");
    return announcer.dailyPosted(announcement.channelId, dailyPostView(announcement.payload as DailyPost), post);
  },
  versus: (announcer, announcement, post) => {
    if (!announcer.versusNews) throw new Undeliverable("this adapter plays no versus games");
    return announcer.versusNews(announcement.channelId, versusNewsView(announcement.payload as VersusNews), post);
  },
  season: (announcer, announcement, post) => {
    if (!announcer.seasonEnded) throw new Undeliverable("this adapter plays no seasons");
    return announcer.seasonEnded(announcement.channelId, announcement.payload as SeasonNews, post);
  },
};

/** Each round's announcements go out in order; a daily post in its server's queue, a versus
 *  game's news in its game's, a season's end in its server's season queue. */
function queueOf(announcement: Announcement): number | string {
  if (announcement.roundId !== null) return announcement.roundId;
  if (announcement.kind === "versus") return `versus:${(announcement.payload as VersusNews).game.id}`;
  return `${announcement.kind}:${announcement.guildId}`;
}

const RETRIED: Readonly<Record<AnnouncementKind, boolean>> = { picking: false, board: false, results: true, cancelled: true, game: true, daily: true, versus: true, season: true };

/** A board is no longer wanted once its round has moved on (after a restart, say). */
const WANTED: Readonly<Record<RoundKind, (round: Round) => boolean>> = {
  picking: (round) => round.state === "picking",
  board: (round) => round.state === "running",
  results: () => true,
  cancelled: () => true,
  game: () => true,
};

/** The message id a board announcement became is kept with its round, to edit later. */
export const SHOWS_THE_BOARD: ReadonlySet<AnnouncementKind> = new Set(["picking", "board"]);

export interface CourierDeps {
  readonly store: EngineStore;
  readonly clock: Clock;
  readonly announcer: Announcer;
  readonly logger: Logger;
  readonly supervisor: Supervisor;
  readonly view: (round: Round) => Promise<RoundView>;
  /** A board or picking message that could not be shown; `never`: it never can be (the channel is gone).
   *  True when the round will show it later: it stays pending, to go out with the same nonce. */
  readonly undelivered: (announcement: Announcement, round: Round, error: unknown, never: boolean) => Promise<boolean>;
  readonly retry?: RetryPolicy;
  /** Hears of each round's board, results and cancellation once delivered (guarded: see watching.ts). */
  readonly watch?: RoundWatch | null;
}

export function backoff(policy: RetryPolicy, failures: number): number {
  return Math.min(policy.maxMs, policy.firstMs * 2 ** Math.max(0, failures - 1));
}

export class Courier {
  private readonly retry: RetryPolicy;
  /** Per round (per server for daily posts, per game for versus news), the tail of its first attempts, so they go out in order. */
  private readonly queues = new Map<number | string, Promise<unknown>>();
  private readonly inFlight = new Set<number>();
  private readonly retries = new Map<number, Timer>();

  constructor(private readonly deps: CourierDeps) {
    this.retry = deps.retry ?? RETRY;
  }

  /** Delivers after the round's earlier announcements; resolves with how the attempt went. */
  send(announcement: Announcement): Promise<Sent> {
    const queue = queueOf(announcement);
    const sent = (this.queues.get(queue) ?? Promise.resolve()).then(() => this.attempt(announcement.id));
    const tail = sent.catch(() => undefined);
    this.queues.set(queue, tail);
    void tail.then(() => this.queues.get(queue) === tail && this.queues.delete(queue));
    return this.deps.supervisor.track(sent);
  }

  /** At start-up: everything still pending for the rounds `owns` accepts, oldest first, one at a
   *  time; what belongs to no round only when `ownsRoundless` is given and accepts it. */
  async resume(owns: (round: Round) => boolean, ownsRoundless?: (announcement: Announcement) => boolean): Promise<void> {
    const { store } = this.deps;
    const owned = async (announcement: Announcement) => {
      if (announcement.roundId === null) return ownsRoundless?.(announcement) ?? false;
      const round = await store.getRound(announcement.roundId);
      return round !== null && owns(round);
    };
    for (const announcement of await store.pendingAnnouncements()) {
      if (!(await owned(announcement))) continue;
      await this.deps.supervisor.background(where(announcement), "deliver an announcement", () => this.send(announcement));
    }
  }

  close(): void {
    for (const timer of this.retries.values()) timer.cancel();
    this.retries.clear();
  }

  private async attempt(id: number): Promise<Sent> {
    if (this.inFlight.has(id)) return "delivered"; // by an attempt before this one
    this.inFlight.add(id);
    try {
      return await this.deliver(id);
    } finally {
      this.inFlight.delete(id);
    }
  }

  private async deliver(id: number): Promise<Sent> {
    const { store, clock } = this.deps;
    const announcement = await store.pendingAnnouncement(id);
    if (announcement === null) return "delivered"; // by an attempt before this one
    const round = announcement.roundId === null ? null : await store.getRound(announcement.roundId);
    if (announcement.roundId !== null && (round === null || !WANTED[announcement.kind as RoundKind](round))) {
      await store.announcementAbandoned(id, clock.now(), "stale: its round has moved on");
      return "stale";
    }
    let messageId: string | null;
    let view: RoundView | null = null;
    try {
      const post = { nonce: announcement.nonce, again: announcement.attempts > 0 };
      if (round !== null) view = await this.deps.view(round);
      messageId =
        (view === null
          ? await DELIVER_ROUNDLESS[announcement.kind as RoundlessKind](this.deps.announcer, announcement, post)
          : await DELIVER[announcement.kind as RoundKind](this.deps.announcer, view, announcement.payload, post)) ?? null;
    } catch (error) {
      return this.failed(announcement, round, error);
    }
    await this.recordDelivered(announcement, round, messageId, clock.now());
    const { watch } = this.deps;
    if (watch && view) WATCHED[announcement.kind as RoundKind]?.(watch, view, announcement.payload);
    return "delivered";
  }

  /** Posted: noted as delivered. A post that went out is never counted as failed because the
   *  database could not note it (a board shown as it dropped would cancel a round people see):
   *  the note is tried again later; should this process die first, the post goes out again
   *  with its nonce at the next start. */
  private async recordDelivered(announcement: Announcement, round: Round | null, messageId: string | null, at: number, failures = 0): Promise<void> {
    const { store, clock, logger, supervisor } = this.deps;
    try {
      await store.atomically(async () => {
        await store.announcementDelivered(announcement.id, at, messageId);
        if (round !== null && SHOWS_THE_BOARD.has(announcement.kind) && messageId) await store.updateRound(round.id, { messageId });
      });
    } catch (error) {
      const wait = backoff(this.retry, failures + 1);
      const context = { ...where(announcement), err: error, retryInMs: wait };
      if (isStoreUnavailable(error)) logger.warn(context, "posted, but its delivery could not be noted yet; noting it later");
      else {
        logger.error(context, "posted, but noting its delivery failed; trying again later");
        supervisor.failed(error);
      }
      this.retries.set(
        announcement.id,
        clock.setTimer(clock.now() + wait, () => {
          this.retries.delete(announcement.id);
          void supervisor.background(where(announcement), "note an announcement delivered", () => this.recordDelivered(announcement, round, messageId, at, failures + 1));
        }),
      );
    }
  }

  private async failed(announcement: Announcement, round: Round | null, error: unknown): Promise<Sent> {
    const { store, clock, logger } = this.deps;
    const now = clock.now();
    const cause = error instanceof Undeliverable && error.cause !== undefined ? error.cause : error;
    const why = cause instanceof Error ? cause.message : String(cause);
    const context = { ...where(announcement), game: round?.game, attempts: announcement.attempts + 1, err: cause };
    if (!RETRIED[announcement.kind] && round !== null) {
      const later = await this.deps.undelivered(announcement, round, cause, error instanceof Undeliverable);
      if (later) await store.announcementFailed(announcement.id, why);
      else await store.announcementAbandoned(announcement.id, now, why);
      return "undelivered";
    }
    if (error instanceof Undeliverable || now - announcement.createdAt >= this.retry.giveUpAfterMs) {
      await store.announcementAbandoned(announcement.id, now, why);
      logger.error(context, "announcement given up");
      return "undelivered";
    }
    await store.announcementFailed(announcement.id, why);
    const wait = backoff(this.retry, announcement.attempts + 1);
    logger.warn({ ...context, retryInMs: wait }, "announcement failed; will retry");
    this.retries.get(announcement.id)?.cancel();
    this.retries.set(
      announcement.id,
      clock.setTimer(now + wait, () => {
        this.retries.delete(announcement.id);
        void this.deps.supervisor.background(where(announcement), "deliver an announcement", () => this.send(announcement));
      }),
    );
    return "retrying";
  }
}

function where(announcement: Announcement): object {
  const { id, roundId, guildId, channelId, kind } = announcement;
  return { announcementId: id, roundId, guildId, channelId, announcement: kind };
}
