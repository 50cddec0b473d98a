// The real clock: Date.now and setTimeout. setTimeout fires at once for delays past
// 2^31 - 1 ms (about 24.8 days), so a long delay is waited out in chunks.

import type { Clock } from "./ports.ts";

const MAX_DELAY = 2 ** 31 - 1;

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimer(at, fire) {
    let handle: NodeJS.Timeout;
    const wait = (): void => {
      const delay = at - Date.now();
      if (delay > MAX_DELAY) handle = setTimeout(wait, MAX_DELAY);
      else handle = setTimeout(fire, Math.max(0, delay));
    };
    wait();
    return { cancel: () => clearTimeout(handle) };
  },
};

/** A clock for tests: time stands still until `advance` moves it, firing due timers in order. */
export interface ManualClock extends Clock {
  /** Moves time forward by `ms`, firing each timer due on the way at its own time. */
  advance(ms: number): void;
  /** Moves time to `at` (never backwards). */
  advanceTo(at: number): void;
  /** Timers armed and not yet fired or cancelled. */
  pending(): number;
}

interface Pending {
  readonly at: number;
  readonly order: number;
  readonly fire: () => void;
}

export function manualClock(start: number): ManualClock {
  let now = start;
  let order = 0;
  const timers = new Set<Pending>();
  const next = (until: number): Pending | undefined =>
    [...timers].filter((t) => t.at <= until).sort((a, b) => a.at - b.at || a.order - b.order)[0];

  const advanceTo = (at: number): void => {
    for (let due = next(at); due; due = next(at)) {
      timers.delete(due);
      now = Math.max(now, due.at);
      due.fire();
    }
    now = Math.max(now, at);
  };

  return {
    now: () => now,
    setTimer(at, fire) {
      const timer: Pending = { at, order: order++, fire };
      timers.add(timer);
      return { cancel: () => void timers.delete(timer) };
    },
    advance: (ms) => advanceTo(now + ms),
    advanceTo,
    pending: () => timers.size,
  };
}
