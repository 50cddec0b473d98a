// What the bot did over REST, the faults tests planted, and the promises waiting on both.

import type { CallMatch, Fault, RecordedCall } from "./types.ts";

interface Waiter {
  matches: (call: RecordedCall) => boolean;
  resolve: (call: RecordedCall) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export class Recorder {
  readonly calls: RecordedCall[] = [];
  /** The calls of each interaction, so waiting on one does not scan them all. */
  private readonly byInteraction = new Map<string, RecordedCall[]>();
  readonly unknownRoutes: string[] = [];
  private readonly faults: Fault[] = [];
  private readonly outages = new Set<Fault>();
  private readonly drops: CallMatch[] = [];
  private readonly waiters = new Set<Waiter>();

  record(call: RecordedCall): void {
    this.calls.push(call);
    if (call.interactionId !== undefined) {
      const theirs = this.byInteraction.get(call.interactionId);
      if (theirs) theirs.push(call);
      else this.byInteraction.set(call.interactionId, [call]);
    }
    for (const waiter of this.waiters) {
      if (!waiter.matches(call)) continue;
      this.settle(waiter);
      waiter.resolve(call);
    }
  }

  /** The first call, past or future, that matches (among the calls of `interactionId` if given). */
  waitFor(matches: (call: RecordedCall) => boolean, timeoutMs: number, what: string, interactionId?: string): Promise<RecordedCall> {
    const past = interactionId === undefined ? this.calls : (this.byInteraction.get(interactionId) ?? []);
    const seen = past.find(matches);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`fake Discord: no ${what} within ${timeoutMs} ms. Calls so far:\n${this.summary()}`));
      }, timeoutMs);
      const waiter: Waiter = { matches, resolve, reject, timer };
      this.waiters.add(waiter);
    });
  }

  failNext(fault: Fault): void {
    this.faults.push(fault);
  }

  /** Every matching call fails until the returned function is called. */
  outage(fault: Fault): () => void {
    this.outages.add(fault);
    return () => void this.outages.delete(fault);
  }

  dropResponseNext(match: CallMatch): void {
    this.drops.push(match);
  }

  /** The outage or planted fault this request triggers (a planted one is used up). */
  takeFault(method: string, path: string): Fault | undefined {
    const during = [...this.outages].find((f) => matches(f, method, path));
    if (during) return during;
    const index = this.faults.findIndex((f) => matches(f, method, path));
    return index === -1 ? undefined : this.faults.splice(index, 1)[0];
  }

  /** True (once) when this request's response is to be lost. */
  takeDrop(method: string, path: string): boolean {
    const index = this.drops.findIndex((d) => matches(d, method, path));
    return index !== -1 && this.drops.splice(index, 1).length === 1;
  }

  /** Reject everything still waiting: the fake is going away. */
  close(): void {
    for (const waiter of this.waiters) {
      this.settle(waiter);
      waiter.reject(new Error("fake Discord stopped"));
    }
  }

  private settle(waiter: Waiter): void {
    clearTimeout(waiter.timer);
    this.waiters.delete(waiter);
  }

  private summary(): string {
    const lines = this.calls.map((c) => `  ${c.status} ${c.method} ${c.path}`);
    return lines.length > 0 ? lines.slice(-20).join("\n") : "  (none)";
  }
}

function matches(match: CallMatch, method: string, path: string): boolean {
  return (match.method === undefined || match.method.toUpperCase() === method) && path.includes(match.pathIncludes);
}
