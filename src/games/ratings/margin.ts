// A pair's result from their points, as apterous and Woogles weigh the margin: a win is a win
// (0.75 at least), and a wider one counts more, up to a full 1 at twice the loser's points.

/** The score in [0, 1] of points `mine` against `theirs`: a tie 0.5; the winner
 *  0.75 + 0.25 × min(1, 2 × margin ÷ winner's points); the loser 1 − that. */
export function marginScore(mine: number, theirs: number): number {
  if (mine === theirs) return 0.5;
  const [high, low] = mine > theirs ? [mine, theirs] : [theirs, mine];
  const share = Math.min(1, (2 * (high - low)) / Math.max(high, 1));
  const won = 0.75 + 0.25 * share;
  return mine > theirs ? won : 1 - won;
}
