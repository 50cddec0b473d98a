// The last net under the bot: a promise nobody awaited that rejects is logged and the bot
// plays on (every answer is already in the store); an exception nobody caught is logged and
// the process ends with a failure code, for a supervisor to restart it, since the state in
// memory can no longer be trusted. Rounds and answers live in the store, so a restart
// recovers them. A shard's process outlives its manager by no more than its own stop.

import type { Logger } from "../games/engine/ports.ts";
import { describeError } from "./errors.ts";

export interface GuardedProcess {
  on(event: "unhandledRejection", listener: (reason: unknown) => void): unknown;
  on(event: "uncaughtException", listener: (error: Error) => void): unknown;
  exit(code: number): void;
}

/** A shard's process, as far as its link to the manager goes. */
export interface ManagedProcess {
  readonly connected: boolean;
  readonly send?: unknown;
  once(event: "disconnect", listener: () => void): unknown;
}

/** A shard's process whose manager is gone has nobody to restart it or hear from it: `leave`
 *  is called when the link closes, or at once if it closed before anyone listened. */
export function leaveWithManager(leave: () => void, proc: ManagedProcess = process): void {
  if (proc.send === undefined) return; // not started by a manager
  if (!proc.connected) return leave();
  proc.once("disconnect", leave);
}

export function guardProcess(logger: Logger, proc: GuardedProcess = process): void {
  proc.on("unhandledRejection", (reason) => logger.error({ error: describeError(reason) }, "a promise failed and nobody was waiting for it; carrying on"));
  proc.on("uncaughtException", (error) => {
    logger.error({ error: describeError(error) }, "uncaught exception; stopping so a supervisor can restart me (rounds recover from the database)");
    proc.exit(1);
  });
}
