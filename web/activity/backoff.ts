// How long to wait before the n-th reconnection after the socket drops: doubling from half a
// second to ten, with jitter so a restarted server is not met by every tab at once.

const FIRST_MS = 500;
const MOST_MS = 10_000;

/** `random` in [0, 1): the delay is between half and all of the step. */
export function backoff(attempt: number, random: number): number {
  const step = Math.min(MOST_MS, FIRST_MS * 2 ** attempt);
  return Math.round(step * (0.5 + random / 2));
}
