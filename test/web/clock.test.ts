// The Activity's clock and its reconnection delays (web/activity/clock.ts, backoff.ts).

import { describe, expect, it } from "vitest";
import { backoff } from "../../web/activity/backoff.ts";
import { clockText, hurry, msLeft, skewOf } from "../../web/activity/clock.ts";

describe("clock", () => {
  it("reads the end on the server's clock, whatever this browser's says", () => {
    const skew = skewOf(1_000_000, 990_000); // this browser is 10 s behind
    expect(msLeft(1_060_000, 990_000, skew)).toBe(60_000);
    expect(msLeft(1_060_000, 1_100_000, skew)).toBe(0);
  });

  it("writes minutes and seconds, rounding up so 0:00 means the end", () => {
    expect([180_000, 125_000, 9_001, 9_000, 400, 0].map(clockText)).toEqual(["3:00", "2:05", "0:10", "0:09", "0:01", "0:00"]);
  });

  it("hurries in the last ten seconds only", () => {
    expect([10_001, 10_000, 1, 0].map(hurry)).toEqual([false, true, true, false]);
  });
});

describe("backoff", () => {
  it("doubles from half a second to at most ten, jittered within the step's upper half", () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => backoff(n, 0.999_999))).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000]);
    expect([0, 5].map((n) => backoff(n, 0))).toEqual([250, 5000]);
  });
});
