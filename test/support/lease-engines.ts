// A database on each engine for lease tests, and a way to open another connection to it: each
// connection stands for another host.
import { onTestFinished } from "vitest";
import { pgLeases } from "../../src/store/pg/leases.ts";
import { pgPool } from "../../src/store/pg/pool.ts";
import { pgSql } from "../../src/store/pg/sql.ts";
import type { LeaseStore } from "../../src/store/types.ts";
import { storeAt, tempDbPath } from "../store/temp-store.ts";
import { tempPgDatabase } from "./postgres.ts";

export interface LeaseEngine {
  readonly name: string;
  /** A fresh database; call the result for each connection to it. */
  database(): Promise<() => LeaseStore>;
}

export const leaseEngines: readonly LeaseEngine[] = [
  {
    name: "sqlite",
    async database() {
      const path = tempDbPath();
      return () => storeAt(path);
    },
  },
  {
    name: "postgres",
    async database() {
      const url = await tempPgDatabase();
      return () => {
        const sql = pgSql(pgPool(url, 2));
        onTestFinished(() => sql.close());
        return pgLeases(sql);
      };
    },
  },
];
