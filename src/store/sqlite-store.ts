// The Store on one SQLite file: each part of the interface lives in its own file, all sharing
// one connection. better-sqlite3 answers at once, so each call is lifted into a promise; while
// a transaction awaits its work, other callers wait for it rather than join it.
import { AsyncLocalStorage } from "node:async_hooks";
import { sqliteAnnouncements } from "./announcements.ts";
import { sqliteAnswers } from "./answers.ts";
import { sqliteCountdown } from "./countdown.ts";
import { sqliteGamesWon } from "./games-won.ts";
import { sqliteDaily } from "./daily.ts";
import { sqliteLeaderboard } from "./leaderboard.ts";
import { sqliteLeases } from "./leases.ts";
import { databasePath, openDatabase, type Db } from "./open.ts";
import { sqlitePrivacy } from "./privacy.ts";
import { sqliteRatings } from "./ratings.ts";
import { sqliteResults } from "./results.ts";
import { sqliteRounds } from "./rounds.ts";
import { sqliteSeasons } from "./seasons.ts";
import { sqliteSettings } from "./settings.ts";
import { sqliteStats } from "./stats.ts";
import { sqliteVersus } from "./versus.ts";
import type { Store, Sync } from "./types.ts";

interface Transaction {
  open: boolean;
  savepoints: number;
}

type Lifted<T> = { [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<R> : never };

/** The SQLite Store, with its connection for the tools that copy or inspect the file. */
export type SqliteStore = Store & { readonly db: Db };

export function sqliteStore(db: Db): SqliteStore {
  const parts = {
    ...sqliteRounds(db),
    ...sqliteAnswers(db),
    ...sqliteResults(db),
    ...sqliteAnnouncements(db),
    ...sqliteLeases(db),
    ...sqliteLeaderboard(db),
    ...sqliteGamesWon(db),
    ...sqliteStats(db),
    ...sqliteSettings(db),
    ...sqliteDaily(db),
    ...sqlitePrivacy(db),
    ...sqliteCountdown(db),
    ...sqliteVersus(db),
    ...sqliteRatings(db),
    ...sqliteSeasons(db),
  } satisfies Sync<Omit<Store, "atomically" | "close">>;

  // A timer armed inside a transaction keeps its context after the commit: `open` tells.
  const transaction = new AsyncLocalStorage<Transaction>();
  const inTransaction = () => transaction.getStore()?.open === true;
  let running: Promise<void> | null = null;

  const lifted = Object.fromEntries(
    Object.entries(parts).map(([name, call]) => [
      name,
      async (...args: unknown[]) => {
        while (running && !inTransaction()) await running;
        return (call as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  ) as Lifted<typeof parts>;

  async function nested<T>(work: () => Promise<T>, outer: Transaction): Promise<T> {
    const name = `s${++outer.savepoints}`;
    db.exec(`SAVEPOINT ${name}`);
    try {
      const result = await work();
      db.exec(`RELEASE ${name}`);
      return result;
    } catch (error) {
      db.exec(`ROLLBACK TO ${name}`);
      db.exec(`RELEASE ${name}`);
      throw error;
    }
  }

  return {
    ...lifted,
    db,
    async atomically<T>(work: () => Promise<T>): Promise<T> {
      const outer = transaction.getStore();
      if (outer?.open) return nested(work, outer);
      while (running) await running;
      // IMMEDIATE: take the write lock first, so another process's writer waits, not deadlocks.
      db.exec("BEGIN IMMEDIATE");
      let ended!: () => void;
      running = new Promise((resolve) => (ended = resolve));
      const current: Transaction = { open: true, savepoints: 0 };
      try {
        const result = await transaction.run(current, work);
        db.exec("COMMIT");
        return result;
      } catch (error) {
        if (db.inTransaction) db.exec("ROLLBACK");
        throw error;
      } finally {
        current.open = false;
        running = null;
        ended();
      }
    },
    async close(): Promise<void> {
      while (running) await running;
      if (!db.open) return;
      try {
        db.pragma("optimize");
      } catch {
        // Only statistics for the planner: another process writing now is no reason to fail a close.
      }
      db.close();
    },
  };
}

/** Opens the database at `path` (DATABASE_PATH, or data/lexicord.db) as a Store. */
export function openStore(path: string = databasePath()): SqliteStore {
  return sqliteStore(openDatabase(path));
}
