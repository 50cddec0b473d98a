// Property runs are seeded, so a failure replays, and bounded, so the suite stays fast.

export const RUNS = { seed: 20261123, numRuns: 200 } as const;

/** A refusal a player reads: one short line. */
export const ONE_LINE = /^[^\n]{1,300}$/u;
