import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { MIGRATIONS, migrate, schemaVersion, type Migration } from "../../src/store/migrations.ts";
import { DEFAULT_DATABASE_PATH, databasePath, openDatabase, type Db } from "../../src/store/open.ts";
import { tempDbPath } from "./temp-store.ts";

/** A connection with no schema of ours, to run test migrations on. */
function openRaw(path: string): Db {
  return new Database(path);
}

function tables(db: Db): string[] {
  return db
    .prepare<[], string>("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
    .pluck()
    .all();
}

const latest = MIGRATIONS.at(-1)!.version;

describe("migrations", () => {
  it("are numbered 1, 2, 3… with no gaps", () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
  });

  it("create the schema on a new file and record the version", () => {
    const db = openDatabase(tempDbPath());
    expect(schemaVersion(db)).toBe(latest);
    expect(tables(db)).toEqual(["announcements", "answers", "countdown_games", "countdown_results", "daily_entries", "daily_posts", "daily_reminders", "guild_departures", "guild_settings", "leases", "players", "round_opponents", "round_results", "rounds", "word_rulings"]);
    db.close();
  });

  it("do not run again when the database is reopened", () => {
    const path = tempDbPath();
    openDatabase(path).close();
    const db = openDatabase(path);
    expect(migrate(db)).toEqual([]);
    expect(schemaVersion(db)).toBe(latest);
    db.close();
  });

  it("apply only the steps a database has not seen, once", () => {
    const path = tempDbPath();
    const counter: Migration[] = [
      { version: 1, name: "table", sql: "CREATE TABLE hits (n INTEGER NOT NULL) STRICT;" },
      { version: 2, name: "row", sql: "INSERT INTO hits VALUES (1);" },
    ];
    const first = openRaw(path);
    expect(migrate(first, counter.slice(0, 1))).toEqual([1]);
    expect(migrate(first, counter)).toEqual([2]);
    first.close();
    const second = openRaw(path);
    expect(migrate(second, counter)).toEqual([]);
    expect(second.prepare("SELECT count(*) FROM hits").pluck().get()).toBe(1);
    second.close();
  });

  it("leave the file untouched when a step fails", () => {
    const db = openRaw(tempDbPath());
    const broken: Migration[] = [
      { version: 1, name: "good", sql: "CREATE TABLE kept (n INTEGER) STRICT;" },
      { version: 2, name: "bad", sql: "CREATE TABLE oops (;" },
    ];
    expect(() => migrate(db, broken)).toThrow();
    expect(schemaVersion(db)).toBe(0);
    expect(tables(db)).toEqual([]);
    db.close();
  });

  it("give results already stored their word's own points (9)", () => {
    const db = openRaw(tempDbPath());
    migrate(db, MIGRATIONS.slice(0, 8));
    db.exec(`INSERT INTO rounds (id, guild_id, channel_id, game, state, board, options, seed, started_by, started_at, finished_at)
             VALUES (1, 'g', 'c', 'boggle', 'finished', '{}', '{}', 1, 'p', 0, 1)`);
    const row = db.prepare("INSERT INTO round_results (round_id, guild_id, game, finished_at, player_id, player_name, points, won, word) VALUES (1, 'g', ?, 1, ?, 'n', ?, 0, ?)");
    const rows: [string, number, string | null][] = [["boggle", 40, "plinths"], ["boggle", 30, "quixotics"], ["letterpress", 12, "starling"], ["letters", 0, "tears"], ["conundrum", 10, "tacmorich"], ["numbers", 10, "25*4 = 100"], ["boggle", 0, null]];
    rows.forEach(([game, points, word], i) => row.run(game, String(i), points, word));
    migrate(db);
    expect(db.prepare("SELECT word_points FROM round_results ORDER BY player_id").pluck().all()).toEqual([5, 11, 5, 0, 10, null, null]);
    db.close();
  });

  it("refuse a database written by a newer build", () => {
    const path = tempDbPath();
    const db = openDatabase(path);
    db.pragma(`user_version = ${latest + 1}`);
    db.close();
    expect(() => openDatabase(path)).toThrow(/newer/);
  });
});

describe("openDatabase", () => {
  it("creates missing directories and tunes the connection", () => {
    const path = join(dirname(tempDbPath()), "deeper", "still", "lexicord.db");
    const db = openDatabase(path);
    expect(existsSync(path)).toBe(true);
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(db.pragma("busy_timeout", { simple: true })).toBe(1000);
    expect(db.pragma("synchronous", { simple: true })).toBe(1); // NORMAL
    db.close();
  });

  it("takes its path from DATABASE_PATH, else data/lexicord.db", () => {
    expect(databasePath({ DATABASE_PATH: "/srv/bot.db" })).toBe("/srv/bot.db");
    expect(databasePath({})).toBe(DEFAULT_DATABASE_PATH);
    expect(databasePath({ DATABASE_PATH: "  " })).toBe("data/lexicord.db");
  });
});
