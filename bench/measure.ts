// Small timing helpers for the benches: medians of many runs, printed against a target.

export interface Timing {
  readonly median: number;
  readonly worst: number;
}

/** Times `run` once per input (after one warm-up pass) and returns the median and worst, in ms. */
export function timeEach<T>(inputs: readonly T[], run: (input: T) => unknown): Timing {
  for (const input of inputs) run(input);
  const times = inputs.map((input) => {
    const start = performance.now();
    run(input);
    return performance.now() - start;
  });
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], worst: times[times.length - 1] };
}

export function formatMs(ms: number): string {
  return ms < 0.1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`;
}
