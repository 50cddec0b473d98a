// Property runs are seeded, so a failure replays, and bounded, so the suite stays fast.

export const RUNS = { seed: 20261123, numRuns: 200 } as const;

/** A reason a player reads after their answer ("❌ qqqq: not a word"): one short line. */
export const ONE_LINE = /^[^\n]{1,300}$/u;

/** A refusal a player reads on its own: one short line that starts as a sentence does (a
 *  capital, or a quoted name, a flag or a command), never in lower case. */
export const REFUSAL = /^(?![a-z])[^\n]{1,300}$/u;
