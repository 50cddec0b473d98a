// Identify pacing across hosts. Discord lets a bot open one session per 5 s in each bucket
// (shard id % max_concurrency), counted over every host; discord.js paces only its own process.
// Each bucket is a lease in the database held for the window: a shard identifies once it takes
// its bucket's lease, and otherwise waits for the holder's to run out. Nobody renews or lets it
// go, so the window always passes in full.

import type { Clock, LeaseStore } from "../games/engine/ports.ts";

export const IDENTIFY_WINDOW_MS = 5_000;
/** Added to the window for clocks of different hosts that disagree a little. */
const CLOCK_MARGIN_MS = 250;

/** discord.js's IIdentifyThrottler (@discordjs/ws), which ClientOptions.ws.buildIdentifyThrottler builds. */
export interface IdentifyThrottler {
  waitForIdentify(shardId: number, signal: AbortSignal): Promise<void>;
}

export interface PacingOptions {
  readonly store: LeaseStore;
  readonly clock: Clock;
  /** This process (thisProcess()). */
  readonly holder: string;
  /** From GET /gateway/bot's session_start_limit. */
  readonly maxConcurrency: number;
}

export const identifyLease = (bucket: number): string => `identify ${bucket}`;

export function pacedIdentifies({ store, clock, holder, maxConcurrency }: PacingOptions): IdentifyThrottler {
  let attempts = 0;
  return {
    async waitForIdentify(shardId, signal) {
      const name = identifyLease(shardId % Math.max(1, maxConcurrency));
      // Each identify is its own holder: a second shard of this process must not "renew" the first's window.
      const me = `${holder} shard ${shardId} #${++attempts}`;
      for (;;) {
        signal.throwIfAborted();
        const now = clock.now();
        const taken = await store.takeLease(name, me, now, now + IDENTIFY_WINDOW_MS + CLOCK_MARGIN_MS);
        if (taken.ok) return;
        await until(clock, taken.heldBy.expiresAt, signal);
      }
    },
  };
}

/** Resolves at `at` on the clock, or rejects when the signal aborts. */
function until(clock: Clock, at: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const abort = (): void => {
      timer.cancel();
      reject(signal.reason);
    };
    const timer = clock.setTimer(at, () => {
      signal.removeEventListener("abort", abort);
      resolve();
    });
    signal.addEventListener("abort", abort, { once: true });
  });
}
