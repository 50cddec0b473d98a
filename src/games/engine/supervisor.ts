// Our own failures (a store error, a bug in the rules, a post that failed) never escape the
// engine: each becomes a log line with its context and, where a player waits, a short refusal.
// Work nobody awaits is tracked, so idle() can tell when everything has settled.

import type { Round } from "../model.ts";
import type { Checked } from "../rules.ts";
import type { Logger } from "./ports.ts";
import { isStoreUnavailable } from "../../store/errors.ts";
import { OUT_OF_REACH } from "../refusals.ts";

/** What a log line about a round says of it. */
export function roundContext(round: Round): object {
  return { roundId: round.id, guildId: round.guildId, channelId: round.channelId, game: round.game };
}

export class Supervisor {
  private readonly tasks = new Set<Promise<unknown>>();

  /** `failed` hears of every failure after it is logged (the bot stops on a lost database). */
  constructor(
    private readonly logger: Logger,
    readonly failed: (error: unknown) => void = () => {},
  ) {}

  /** A synchronous step: a failure is logged with `where` and answered with `failed`. */
  attempt<T>(where: object, doing: string, failed: T, act: () => T): T {
    try {
      return act();
    } catch (error) {
      this.logger.error({ ...where, err: error }, `could not ${doing}`);
      this.failed(error);
      return failed;
    }
  }

  /** `attempt` for a step that awaits (the store): a failure is logged and answered with `failed`. */
  async attempting<T>(where: object, doing: string, failed: T, act: () => Promise<T>): Promise<T> {
    try {
      return await act();
    } catch (error) {
      this.logger.error({ ...where, err: error }, `could not ${doing}`);
      this.failed(error);
      return failed;
    }
  }

  /** An awaited step: a failure becomes "Something went wrong: could not …" (or, the database
   *  out of reach, OUT_OF_REACH) and a log line. */
  guarded<T>(where: object, doing: string, act: () => Promise<Checked<T>>): Promise<Checked<T>> {
    return this.track(
      (async (): Promise<Checked<T>> => {
        try {
          return await act();
        } catch (error) {
          this.logger.error({ ...where, err: error }, `could not ${doing}`);
          this.failed(error);
          return { ok: false, error: isStoreUnavailable(error) ? OUT_OF_REACH : `Something went wrong: could not ${doing}.` };
        }
      })(),
    );
  }

  /** Work nobody awaits (timers, deliveries): tracked for idle(), failures only logged. */
  background(where: object, doing: string, act: () => Promise<unknown>): Promise<void> {
    return this.track(
      (async () => {
        try {
          await act();
        } catch (error) {
          this.logger.error({ ...where, err: error }, `could not ${doing}`);
          this.failed(error);
        }
      })(),
    );
  }

  track<T>(task: Promise<T>): Promise<T> {
    this.tasks.add(task);
    const done = (): void => void this.tasks.delete(task);
    task.then(done, done);
    return task;
  }

  /** Resolves once every tracked task has settled, including those they started. */
  async idle(): Promise<void> {
    while (this.tasks.size > 0) await Promise.allSettled([...this.tasks]);
  }
}
