// A small map whose entries lapse: live play remembers what Discord said for a while, so a
// reconnecting socket does not ask again. Bounded: past `maxEntries` the oldest goes.

export class TtlCache<V> {
  private readonly entries = new Map<string, { readonly value: V; readonly until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.until > this.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, until: this.now() + this.ttlMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}

/** The remembered answer, or `load`'s (shared by callers while it runs); an answer `keep`
 *  rejects (a failure) is not remembered. `load` resolves with failures, never rejects. */
export async function remembered<R>(cache: TtlCache<Promise<R>>, key: string, load: () => Promise<R>, keep: (answer: R) => boolean): Promise<R> {
  const known = cache.get(key);
  if (known !== undefined) return known;
  const pending = load();
  cache.set(key, pending);
  const answer = await pending;
  if (!keep(answer) && cache.get(key) === pending) cache.delete(key);
  return answer;
}
