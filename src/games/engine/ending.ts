// How a round ends: finished (time, a race solved, /stop, a restart), or cancelled (scoring
// failed, a board nobody saw, a /stop while picking). Each end is recorded once with its
// announcements (the Ledger), which then go out in order before whatever follows the round starts.

import type { Announcement, Answer, GuildSettings, Round } from "../model.ts";
import { ok, type Checked } from "../rules.ts";
import type { AnswerQueue } from "./answer-queue.ts";
import type { Cancellation } from "./cancellation.ts";
import { backoff, RETRY, type Courier, type RetryPolicy } from "./courier.ts";
import type { HeldRounds } from "./held-rounds.ts";
import { refuse } from "./intake.ts";
import type { Ledger } from "./ledger.ts";
import type { Announcer, Clock, EngineStore, Logger, Player, RoundOutcome, RoundPart, RoundSequel } from "./ports.ts";
import { WARNING_SECONDS } from "./requests.ts";
import { roundContext, type Supervisor } from "./supervisor.ts";
import type { RoundTimers } from "./timers.ts";
import type { ChannelTurns } from "./turns.ts";
import type { RoundViews } from "./views.ts";

type Ending = RoundOutcome["ending"];

interface Closed {
  readonly outcome: RoundOutcome;
  /** The results, then what the round's sequel announces. */
  readonly announcements: readonly Announcement[];
}

export interface EndingDeps {
  readonly store: Pick<EngineStore, "answersFor" | "getRound" | "guildSettings">;
  readonly clock: Clock;
  readonly announcer: Announcer;
  readonly logger: Logger;
  readonly views: RoundViews;
  readonly timers: RoundTimers;
  readonly supervisor: Supervisor;
  readonly courier: Courier;
  readonly ledger: Ledger;
  readonly sequel: RoundSequel | null;
  readonly turns: ChannelTurns;
  /** Answers acknowledged but not saved yet: the round's end waits for them. */
  readonly unsaved: Pick<AnswerQueue, "holds">;
  readonly held: Pick<HeldRounds, "ended">;
  readonly retry?: RetryPolicy;
}

export class RoundEnding {
  private readonly retry: RetryPolicy;
  /** Rounds whose end could not be recorded yet, and how often it was tried. */
  private readonly finishTries = new Map<number, number>();

  constructor(private readonly deps: EndingDeps) {
    this.retry = deps.retry ?? RETRY;
  }

  /** The bell at `endsAt`, and the warning before it where the adapter gives one. */
  arm(round: Round, endsAt: number): void {
    const { announcer, views, timers } = this.deps;
    const warn = announcer.timeRunningOut?.bind(announcer);
    const end = this.whenRunning(round, "finish the round", (now) => this.closeNow(now, "time"), "time");
    const warning = warn ? this.whenRunning(round, "warn that time is running out", async (now) => async () => warn(await views.view(now), WARNING_SECONDS)) : null;
    timers.armEnd(round.id, endsAt, end, WARNING_SECONDS * 1000, warning);
  }

  /** /stop, in the channel's turn: a running round is scored; one still being picked is
   *  cancelled, with nothing to score. `announce` it after the turn. */
  async stop(round: Round, by: Player): Promise<Checked<Closed>> {
    if (round.state === "running") return this.scoreOrCancel(round, "stopped");
    const announcements = await this.closeCancelled(round, { reason: "Stopped by {stopper} before the board was complete.", stopper: by }, true);
    const outcome: RoundOutcome = { results: [], standings: [], corner: [], answers: await this.deps.store.answersFor(round.id), ending: "stopped" };
    return ok({ outcome, announcements });
  }

  /** A closed round's announcements go out (outside the channel's turn: answers are not kept
   *  waiting on Discord), then whatever follows it starts. */
  async announce(round: Round, { outcome, announcements }: Closed): Promise<RoundOutcome> {
    await this.announceClosed(round, announcements);
    return outcome;
  }

  /** A race won: scored before the winner's receipt goes out; the results follow it. */
  async finishNowAnnounceSoon(round: Round): Promise<void> {
    const closed = await this.scoreOrCancel(round, "solved");
    if (!closed.ok) return;
    void this.deps.supervisor.background(roundContext(round), "announce the results", async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await this.announceClosed(round, closed.value.announcements);
    });
  }

  /** Cancelled in the channel's turn, then announced after it. */
  async cancel(round: Round, why: Cancellation, announce = true): Promise<void> {
    const announcements = await this.deps.turns.take(round.channelId, () => this.closeCancelled(round, why, announce));
    await this.announceClosed(round, announcements);
  }

  /**
   * Scoring is rules code: if it throws, the round is cancelled (answers kept). Recording is
   * the store's: if it fails (disk full, a lock held too long) nothing is announced and the
   * round is finished again a little later. The store finishes a round only once, so whoever
   * comes second (a timer during /stop, a race answer at the bell) is refused. Answers still
   * waiting to be saved hold the end back the same way, so the results include them.
   */
  async scoreOrCancel(round: Round, ending: Ending): Promise<Checked<Closed>> {
    const { store, views, timers, supervisor, ledger, unsaved, held } = this.deps;
    timers.clear(round.id);
    try {
      if (unsaved.holds(round.id)) throw new Error("answers sent while the database was out of reach are not saved yet");
      const answers = await store.answersFor(round.id);
      const part = (await this.deps.sequel?.partOf(round)) ?? null;
      const outcome = this.outcomeOf(round, answers, ending, await store.guildSettings(round.guildId), part);
      if (outcome === null) {
        const reason = "Something went wrong while scoring, so the round was cancelled. Your answers are kept.";
        void supervisor.background(roundContext(round), "cancel the round", () => this.cancel(round, { reason }));
        return refuse("Something went wrong while scoring, so the round was cancelled.");
      }
      const finished = await ledger.finish(round, outcome.results, outcome);
      held.ended(round);
      if (!finished.ok) return refuse(finished.error);
      views.ended(round.id);
      this.finishTries.delete(round.id);
      return ok({ outcome, announcements: [finished.announcement, ...finished.sequels] });
    } catch (error) {
      return this.finishLater(round, ending, error);
    }
  }

  /** Cancels the round, recording the notice if one is wanted; empty when nothing is to be said.
   *  Until the cancellation is recorded the round runs on (held, its timers armed): a store out
   *  of reach leaves it running, and answers in it are still taken. */
  async closeCancelled(round: Round, why: Cancellation, announce: boolean): Promise<readonly Announcement[]> {
    const announcements = await this.deps.ledger.cancel(round, why, announce);
    this.deps.timers.clear(round.id);
    this.deps.views.ended(round.id);
    this.deps.held.ended(round);
    return announcements;
  }

  /** In the turn: scored; returns what to do after it (announce). */
  private async closeNow(round: Round, ending: Ending): Promise<(() => Promise<unknown>) | undefined> {
    const closed = await this.scoreOrCancel(round, ending);
    return closed.ok ? () => this.announceClosed(round, closed.value.announcements) : undefined;
  }

  /** A closed round's announcements in order, then whatever follows it starts. */
  private async announceClosed(round: Round, announcements: readonly Announcement[]): Promise<void> {
    for (const announcement of announcements) await this.deps.courier.send(announcement);
    const sequel = this.deps.sequel;
    if (sequel) void this.deps.supervisor.background(roundContext(round), "go on after the round", () => sequel.closed(round));
  }

  /** The rules' scoring and Dictionary Corner; null when scoring throws (logged). */
  private outcomeOf(round: Round, answers: readonly Answer[], ending: Ending, settings: GuildSettings, part: RoundPart | null): RoundOutcome | null {
    const rules = this.deps.views.rulesOf(round);
    const { supervisor } = this.deps;
    const scoring = supervisor.attempt(roundContext(round), "score the round", null, () => rules.score(round.board, round.options, answers, settings));
    if (scoring === null) return null;
    const corner = supervisor.attempt(roundContext(round), "fill in Dictionary Corner", [], () => rules.corner(round.board, round.options, answers));
    return { results: scoring.results, standings: scoring.standings, corner, answers, ending, part };
  }

  /** The end could not be recorded: try again after a backoff, announcing nothing meanwhile. */
  private finishLater(round: Round, ending: Ending, error: unknown): Checked<Closed> {
    const { clock, logger, supervisor, timers } = this.deps;
    const tries = (this.finishTries.get(round.id) ?? 0) + 1;
    this.finishTries.set(round.id, tries);
    const wait = backoff(this.retry, tries);
    logger.error({ ...roundContext(round), err: error, retryInMs: wait }, "could not record the end of the round; trying again");
    supervisor.failed(error);
    timers.clear(round.id);
    timers.arm(round.id, clock.now() + wait, this.whenRunning(round, "finish the round", (now) => this.closeNow(now, ending), ending));
    return refuse("The results could not be saved just now; they will be posted as soon as they are.");
  }

  /** A timer's work on the round in the channel's turn, if it still runs then, and what `act`
   *  returns to do after the turn (post something); `ending`: a store failure retries the end. */
  private whenRunning(round: Round, doing: string, act: (now: Round) => Promise<(() => Promise<unknown>) | undefined>, ending?: Ending): () => void {
    return () =>
      void this.deps.supervisor.background(roundContext(round), doing, async () => {
        const after = await this.deps.turns.take(round.channelId, async () => {
          let now: Round | null;
          try {
            now = await this.deps.store.getRound(round.id);
          } catch (error) {
            if (ending) this.finishLater(round, ending, error);
            throw error;
          }
          return now?.state === "running" ? act(now) : undefined;
        });
        await after?.();
      });
  }
}
