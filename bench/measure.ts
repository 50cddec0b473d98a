// Small timing helpers for the benches: medians of many runs, printed against a target, and
// races that time our solver and a plain reference in turn, in the same process, so the lead
// is measured on the machine's state of the moment rather than claimed.

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

/** timeEach for work that awaits (the store): each run awaited before the next. */
export async function timeEachAsync<T>(inputs: readonly T[], run: (input: T) => Promise<unknown>): Promise<Timing> {
  for (const input of inputs) await run(input);
  const times: number[] = [];
  for (const input of inputs) {
    const start = performance.now();
    await run(input);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], worst: times[times.length - 1] };
}

export type Contenders<T> = Record<string, (input: T) => unknown>;

/** Each contender's median time a call (ms): all of them over the inputs in turn, `rounds` times. */
export function raceTimes<T>(inputs: readonly T[], contenders: Contenders<T>, rounds = 5): Record<string, Timing> {
  const times = inRounds(contenders, rounds, (run) => inputs.map((input) => {
    const start = performance.now();
    run(input);
    return performance.now() - start;
  }));
  return mapValues(times, (all) => {
    all.sort((a, b) => a - b);
    return { median: all[Math.floor(all.length / 2)], worst: all[all.length - 1] };
  });
}

export interface Batch {
  /** How many calls one run makes. */
  readonly calls: number;
  readonly run: () => void;
}

/** Each contender's calls a second of CPU time: the median of `rounds` rounds, in which each
 *  runs its batch in turn. CPU time, unlike the clock, stops while the process waits for a
 *  core, as it often does for whole time slices on this shared machine. */
export function raceRates(batches: Record<string, Batch>, rounds = 5): Record<string, number> {
  const rates = inRounds(batches, rounds, ({ calls, run }) => {
    const start = process.cpuUsage();
    run();
    const { user, system } = process.cpuUsage(start);
    return [(calls * 1e6) / (user + system)];
  });
  return mapValues(rates, (all) => all.sort((a, b) => a - b)[Math.floor(all.length / 2)]);
}

/** One warm-up round, then `rounds` rounds in which every contender is measured once. */
function inRounds<C>(contenders: Record<string, C>, rounds: number, measure: (contender: C) => number[]): Record<string, number[]> {
  const results = mapValues(contenders, () => [] as number[]);
  for (let round = 0; round <= rounds; round++) {
    for (const [name, contender] of Object.entries(contenders)) {
      const measured = measure(contender);
      if (round > 0) results[name].push(...measured);
    }
  }
  return results;
}

function mapValues<A, B>(record: Record<string, A>, f: (a: A) => B): Record<string, B> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, f(value)]));
}

export function formatMs(ms: number): string {
  return ms < 0.1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`;
}

export function formatRate(perSecond: number): string {
  return Math.round(perSecond).toLocaleString("en");
}

/** How many times faster ours is, as "3.10x": give rates as (ours, plain), times as (plain, ours). */
export function lead(faster: number, slower: number): string {
  return `${(faster / slower).toFixed(2)}x`;
}
