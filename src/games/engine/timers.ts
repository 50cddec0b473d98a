// Each unfinished round's timers (the end, the warning before it, the picking timeout),
// so that finishing, cancelling or closing can stop them all at once.

import type { Clock, Timer } from "./ports.ts";

export class RoundTimers {
  private readonly byRound = new Map<number, Timer[]>();

  constructor(private readonly clock: Clock) {}

  arm(roundId: number, at: number, fire: () => void): void {
    const timer = this.clock.setTimer(at, fire);
    const timers = this.byRound.get(roundId);
    if (timers) timers.push(timer);
    else this.byRound.set(roundId, [timer]);
  }

  /** The end at `endsAt`, and a warning `warnMs` before it if that is still to come. */
  armEnd(roundId: number, endsAt: number, end: () => void, warnMs: number, warn: (() => void) | null): void {
    this.arm(roundId, endsAt, end);
    if (warn && endsAt - warnMs > this.clock.now()) this.arm(roundId, endsAt - warnMs, warn);
  }

  clear(roundId: number): void {
    for (const timer of this.byRound.get(roundId) ?? []) timer.cancel();
    this.byRound.delete(roundId);
  }

  clearAll(): void {
    for (const roundId of [...this.byRound.keys()]) this.clear(roundId);
  }
}
