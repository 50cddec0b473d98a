// Migration 13 on a database of version 12, on both engines: announcements already stored are
// kept, and a versus game's news may belong to no round as a daily post does (nothing else).

import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { MIGRATIONS, migrate } from "../../src/store/migrations.ts";
import { PG_MIGRATIONS, migratePg } from "../../src/store/pg/migrations.ts";
import { tempPgSql } from "../support/postgres.ts";
import { tempDbPath } from "./temp-store.ts";

const ROUND = `INSERT INTO rounds (id, guild_id, channel_id, game, state, board, options, seed, started_by, started_at) VALUES (1, 'g', 'c', 'boggle', 'running', '{}', '{}', 1, 'p', 0)`;
const ANNOUNCEMENT = "INSERT INTO announcements (round_id, guild_id, channel_id, kind, payload, nonce, created_at) VALUES";
const KEPT = "SELECT id, round_id AS \"roundId\", kind, nonce FROM announcements ORDER BY id";
const BEFORE = [{ id: 1, roundId: 1, kind: "results", nonce: "a" }, { id: 2, roundId: null, kind: "daily", nonce: "b" }];

describe("migration 13 (SQLite)", () => {
  it("keeps the announcements and takes a versus game's news without a round", () => {
    const db = new Database(tempDbPath());
    migrate(db, MIGRATIONS.slice(0, 12));
    db.exec(ROUND);
    db.exec(`${ANNOUNCEMENT} (1, 'g', 'c', 'results', '{}', 'a', 5), (NULL, 'g', 'c', 'daily', '{}', 'b', 6)`);
    expect(() => db.exec(`${ANNOUNCEMENT} (NULL, 'g', 'c', 'versus', '{}', 'c', 7)`)).toThrow(/CHECK/);
    expect(migrate(db, MIGRATIONS.slice(0, 13))).toEqual([13]);
    expect(db.prepare(KEPT).all()).toEqual(BEFORE);
    db.exec(`${ANNOUNCEMENT} (NULL, 'g', 'c', 'versus', '{}', 'c', 7)`);
    expect(() => db.exec(`${ANNOUNCEMENT} (1, 'g', 'c', 'versus', '{}', 'd', 8)`)).toThrow(/CHECK/);
    expect(() => db.exec(`${ANNOUNCEMENT} (NULL, 'g', 'c', 'results', '{}', 'e', 8)`)).toThrow(/CHECK/);
    db.close();
  });
});

describe("migration 13 (PostgreSQL)", () => {
  it("keeps the announcements and takes a versus game's news without a round", async () => {
    const sql = await tempPgSql({ empty: true });
    await migratePg(sql, PG_MIGRATIONS.slice(0, 12));
    await sql.run(ROUND);
    await sql.run(`${ANNOUNCEMENT} (1, 'g', 'c', 'results', '{}', 'a', 5), (NULL, 'g', 'c', 'daily', '{}', 'b', 6)`);
    await expect(sql.run(`${ANNOUNCEMENT} (NULL, 'g', 'c', 'versus', '{}', 'c', 7)`)).rejects.toThrow(/check constraint/);
    expect(await migratePg(sql, PG_MIGRATIONS.slice(0, 13))).toEqual([13]);
    expect(await sql.rows(KEPT)).toEqual(BEFORE);
    await sql.run(`${ANNOUNCEMENT} (NULL, 'g', 'c', 'versus', '{}', 'c', 7)`);
    await expect(sql.run(`${ANNOUNCEMENT} (1, 'g', 'c', 'versus', '{}', 'd', 8)`)).rejects.toThrow(/announcements_without_round/);
    await expect(sql.run(`${ANNOUNCEMENT} (NULL, 'g', 'c', 'results', '{}', 'e', 8)`)).rejects.toThrow(/announcements_without_round/);
  });
});
