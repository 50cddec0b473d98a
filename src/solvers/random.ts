// A tiny seeded pseudo-random generator (mulberry32), and the one shuffle: the same seed always
// gives the same sequence, so dealt rounds, tests and benches can be replayed. Not for secrets.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in 0..n-1; n must be a positive whole number. */
  int(n: number): number;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => {
    if (!Number.isInteger(n) || n < 1) throw new RangeError(`int(n) needs a positive whole n, got ${n}`);
    return Math.floor(next() * n);
  };
  return { next, int };
}

/** The items in a random order (Fisher–Yates, from the last place down). Every deal shuffles
 *  through this one, so a board dealt from a seed stays the same board. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const deck = [...items];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  return deck;
}
