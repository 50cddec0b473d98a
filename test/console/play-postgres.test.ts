// Local play on the database DATABASE_URL names: the same engine and rules, on PostgreSQL.
import { expect, it } from "vitest";
import { pgStoreAt, tempPgDatabase } from "../support/postgres.ts";
import { tempDbPath } from "../store/temp-store.ts";
import { lexicord } from "./process.ts";

it("plays a round on PostgreSQL when DATABASE_URL is set, and keeps it there", { timeout: 60_000 }, async () => {
  const url = await tempPgDatabase();
  const play = lexicord(["play"], "", { DATABASE_URL: url });
  await play.until(/Lexicord local play/);
  await play.say("/letters picks:cvccvcvcc", /ends at/);
  await play.say("/stop", /\bround stopped|Results|points/i);
  play.child.stdin.end("/quit\n");
  expect(await play.exited()).toBe(0);
  const store = await pgStoreAt(url);
  try {
    expect((await store.unfinishedRounds()).length).toBe(0);
    expect(await store.roundsFinishedSince(0)).toBe(1);
  } finally {
    await store.close();
  }
});

it("refuses DATABASE_URL and DATABASE_PATH both set, in one line", async () => {
  const play = lexicord(["play"], tempDbPath(), { DATABASE_URL: "postgres://lexicord:secret@127.0.0.1:1/db" });
  expect(await play.exited()).toBe(1);
  expect(play.err().trim()).toBe("Can't open the database: DATABASE_URL (PostgreSQL) and DATABASE_PATH (SQLite) are both set: keep the one to use.");
});
