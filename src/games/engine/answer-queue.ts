// Answers acknowledged while the database could not be reached, saved in the order they came
// once it can: tried again with the courier's backoff (its waits kept short). A round's end waits while it has answers
// here (see RoundEnding), so its results include them. The spool keeps them on disk meanwhile,
// for the next start should this process die first (replay.ts).

import type { Answer, NewAnswer } from "../model.ts";
import { isStoreUnavailable } from "../../store/errors.ts";
import { backoff, RETRY, type RetryPolicy } from "./courier.ts";
import type { AnswerSpool, Clock, EngineStore, Logger, Timer } from "./ports.ts";
import type { Supervisor } from "./supervisor.ts";

/** A try is one statement, cheap even against a server that is down: the queue catches up
 *  within this long of the database's return, however long it was away. */
const MAX_WAIT_MS = 5_000;

export interface AnswerQueueDeps {
  readonly store: Pick<EngineStore, "addAnswer">;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly supervisor: Supervisor;
  readonly retry?: RetryPolicy;
  readonly spool?: AnswerSpool;
  /** Each answer once it is saved, in order. */
  readonly saved?: (answer: Answer) => void;
}

export class AnswerQueue {
  private readonly waiting: NewAnswer[] = [];
  private readonly retry: RetryPolicy;
  /** Tries in a row that found the database out of reach. */
  private failures = 0;
  private timer: Timer | null = null;
  /** Stopping: nothing more is tried, and the spool keeps whatever is not saved yet. */
  private closed = false;
  /** Answers waiting are known by negative ids until the store gives them theirs. */
  private nextId = -1;

  constructor(private readonly deps: AnswerQueueDeps) {
    const retry = deps.retry ?? RETRY;
    this.retry = { ...retry, maxMs: Math.min(retry.maxMs, MAX_WAIT_MS) };
  }

  /** Whether answers in this round still wait to be saved. */
  holds(roundId: number): boolean {
    return this.waiting.some((answer) => answer.roundId === roundId);
  }

  get size(): number {
    return this.waiting.length;
  }

  /** Queued after every answer before it; the answer as the engine keeps it meanwhile. The
   *  database was just found out of reach, so the first try waits the first backoff. */
  add(answer: NewAnswer): Answer {
    this.deps.spool?.add(answer);
    this.waiting.push(answer);
    if (this.waiting.length === 1) {
      this.failures = 1;
      this.tryLater();
    }
    return { id: this.nextId--, ...answer };
  }

  close(): void {
    this.closed = true;
    this.timer?.cancel();
    this.timer = null;
  }

  private tryLater(): void {
    const wait = backoff(this.retry, this.failures);
    this.timer = this.deps.clock.setTimer(this.deps.clock.now() + wait, () => {
      this.timer = null;
      void this.deps.supervisor.background({ waiting: this.waiting.length }, "save the answers sent while the database was out of reach", () => this.save());
    });
  }

  /** Oldest first; stops at the first failure to reach the database and tries again later. A
   *  real error (a constraint, a bug) is logged and that answer given up, as it would have been
   *  refused when sent. */
  private async save(): Promise<void> {
    const { store, logger, saved } = this.deps;
    while (this.waiting.length > 0) {
      const answer = this.waiting[0]!;
      if (this.closed) return;
      try {
        const kept = await store.addAnswer(answer);
        this.waiting.shift();
        saved?.(kept);
      } catch (error) {
        if (this.closed) return;
        if (isStoreUnavailable(error)) {
          this.failures += 1;
          logger.warn({ waiting: this.waiting.length, err: error, retryInMs: backoff(this.retry, this.failures) }, "the database is still out of reach; answers wait to be saved");
          return this.tryLater();
        }
        this.waiting.shift();
        logger.error({ roundId: answer.roundId, playerId: answer.playerId, err: error }, "could not save an answer sent while the database was out of reach; it is given up");
      }
    }
    this.deps.spool?.clear();
    if (this.failures > 0) logger.info({}, "the database is back; every answer sent meanwhile is saved");
    this.failures = 0;
  }
}
