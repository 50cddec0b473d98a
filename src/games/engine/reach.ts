// One answer's reads and writes: the store's, or, once the database is known to be out of reach
// (answers already wait to be saved, or a call in this answer could not reach it), what the
// engine holds, so that no further call waits on a timeout before the player's receipt.

import { isStoreUnavailable } from "../../store/errors.ts";

export class Reach {
  constructor(
    /** Whether the database is presumed out of reach: then nothing more is asked of it. */
    public away: boolean,
  ) {}

  /** From the store, or `held()` (undefined: nothing held, so the store's failure stands). */
  async read<T>(fromStore: () => Promise<T>, held: () => T | undefined): Promise<T> {
    const kept = this.away ? held() : undefined;
    if (kept !== undefined) return kept;
    try {
      return await fromStore();
    } catch (error) {
      const fallback = isStoreUnavailable(error) ? held() : undefined;
      if (fallback === undefined) throw error;
      this.away = true;
      return fallback;
    }
  }

  /** Saved at once, or queued to be saved later (`queue`) while the database is out of reach. */
  async write<T>(save: () => Promise<T>, queue: () => T): Promise<T> {
    if (this.away) return queue();
    try {
      return await save();
    } catch (error) {
      if (!isStoreUnavailable(error)) throw error;
      this.away = true;
      return queue();
    }
  }
}
