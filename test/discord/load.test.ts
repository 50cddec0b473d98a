// A small load run: every answer sent is stored, every round's results posted exactly once;
// on SQLite and on PostgreSQL.

import { describe, expect, it } from "vitest";
import { runLoad } from "../support/load.ts";
import { tempPgDatabase } from "../support/postgres.ts";

describe.each([
  { engine: "sqlite", databaseUrl: async () => undefined },
  { engine: "postgres", databaseUrl: tempPgDatabase },
])("under load on $engine", ({ databaseUrl }) => {
  it("stores every answer and announces every round exactly once", async () => {
    const report = await runLoad({ channels: 12, players: 4, guessesPerPlayer: 2, concurrency: 8, databaseUrl: await databaseUrl() });
    expect(report.answersSent).toBe(96);
    expect(report.answersStored).toBe(report.answersSent);
    expect(report.announcedOnce).toBe(report.rounds);
    expect(report.errorsLogged).toBe(0);
    expect(report.ackP99Ms).toBeLessThan(3000); // every guess was acknowledged in time
  }, 60_000);
});
