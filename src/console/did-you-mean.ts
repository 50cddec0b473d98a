// "Did you mean": the known name nearest a mistyped one (a letter added, dropped, changed, or two
// swapped), when it is near enough to be a slip of the keyboard rather than another word.

/** Edits from `a` to `b`: insertions, deletions, substitutions and swaps of two neighbours. */
export function typoDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

/** The one name nearest `typed` (one slip in a short name, two in a longer one), or null. */
export function nearestName(typed: string, names: Iterable<string>): string | null {
  const want = typed.toLowerCase();
  const allowed = want.length <= 4 ? 1 : 2;
  let best: string | null = null;
  let bestDistance = allowed + 1;
  let tied = false;
  for (const name of names) {
    const distance = typoDistance(want, name);
    if (distance < bestDistance) [best, bestDistance, tied] = [name, distance, false];
    else if (distance === bestDistance) tied = true;
  }
  return tied ? null : best;
}
