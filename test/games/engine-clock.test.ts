// The real clock's timers (under vitest's fake timers, so nothing sleeps) and the manual clock.

import { afterEach, describe, expect, it, vi } from "vitest";
import { manualClock, systemClock } from "../../src/games/engine/clock.ts";

describe("systemClock", () => {
  afterEach(() => void vi.useRealTimers());

  it("waits out delays longer than setTimeout's limit of 2^31 - 1 ms", () => {
    vi.useFakeTimers({ now: 0 });
    const fired: number[] = [];
    const at = 2 ** 31 * 3 + 5;
    systemClock.setTimer(at, () => void fired.push(Date.now()));
    vi.advanceTimersByTime(at - 1);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual([at]);
  });

  it("fires past times at once, and never after cancel", () => {
    vi.useFakeTimers({ now: 1_000 });
    const fired: string[] = [];
    systemClock.setTimer(0, () => void fired.push("past"));
    const cancelled = systemClock.setTimer(2 ** 32, () => void fired.push("cancelled"));
    vi.advanceTimersByTime(2 ** 31);
    cancelled.cancel();
    vi.advanceTimersByTime(2 ** 33);
    expect(fired).toEqual(["past"]);
  });
});

describe("manualClock", () => {
  it("fires due timers in time order, each at its own time", () => {
    const clock = manualClock(100);
    const fired: [string, number][] = [];
    clock.setTimer(300, () => void fired.push(["b", clock.now()]));
    clock.setTimer(200, () => {
      fired.push(["a", clock.now()]);
      clock.setTimer(250, () => void fired.push(["a2", clock.now()]));
    });
    clock.setTimer(400, () => void fired.push(["c", clock.now()])).cancel();
    clock.advance(1_000);
    expect(fired).toEqual([["a", 200], ["a2", 250], ["b", 300]]);
    expect(clock.now()).toBe(1_100);
    expect(clock.pending()).toBe(0);
  });
});
