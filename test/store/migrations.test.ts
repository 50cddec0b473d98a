import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { MIGRATIONS, migrate, schemaVersion, type Migration } from "../../src/store/migrations.ts";
import { DEFAULT_DATABASE_PATH, databasePath, openDatabase, type Db } from "../../src/store/open.ts";
import { PG_MIGRATIONS, migratePg, pgSchemaVersion } from "../../src/store/pg/migrations.ts";
import { openPgStore } from "../../src/store/pg/open.ts";
import { pgPool } from "../../src/store/pg/pool.ts";
import { pgSql, type Sql } from "../../src/store/pg/sql.ts";
import { tempPgDatabase, tempPgSql } from "../support/postgres.ts";
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
    expect(tables(db)).toEqual(["announcements", "answers", "countdown_games", "countdown_results", "daily_entries", "daily_posts", "daily_reminders", "guild_departures", "guild_settings", "leases", "players", "rated_rounds", "rating_history", "rating_meetings", "ratings", "round_opponents", "round_results", "rounds", "season_tables", "seasons", "versus_games", "versus_results", "word_rulings"]);
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

describe("PostgreSQL migrations", () => {
  const pgLatest = PG_MIGRATIONS.at(-1)!.version;
  const pgTables = async (sql: Sql): Promise<string[]> =>
    (await sql.rows<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename COLLATE "C"`)).map((t) => t.name);
  const pgColumns = async (sql: Sql, table: string): Promise<string[]> =>
    (await sql.rows<{ name: string }>(`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 ORDER BY column_name COLLATE "C"`, [table])).map((c) => c.name);

  it("are SQLite's steps, numbered alike", () => {
    expect(PG_MIGRATIONS.map((m) => [m.version, m.name])).toEqual(MIGRATIONS.map((m) => [m.version, m.name]));
  });

  it("create SQLite's tables and columns, and record the version", async () => {
    const sql = await tempPgSql();
    expect(await pgSchemaVersion(sql)).toBe(pgLatest);
    const db = openDatabase(tempDbPath());
    expect(await pgTables(sql)).toEqual([...tables(db), "schema_version"].sort());
    for (const table of tables(db)) {
      const sqliteColumns = db.prepare<[string], string>("SELECT name FROM pragma_table_info(?) ORDER BY name").pluck().all(table);
      // seq stands in for SQLite's rowid (results in the order written).
      const extra = table === "round_results" ? ["seq"] : [];
      expect(await pgColumns(sql, table), table).toEqual([...sqliteColumns, ...extra].sort());
    }
    db.close();
  });

  it("bring a database of every earlier version up to date, and not again", async () => {
    for (let version = 0; version < pgLatest; version++) {
      const sql = await tempPgSql({ empty: true });
      expect(await migratePg(sql, PG_MIGRATIONS.slice(0, version))).toEqual(PG_MIGRATIONS.slice(0, version).map((m) => m.version));
      expect(await migratePg(sql)).toEqual(PG_MIGRATIONS.slice(version).map((m) => m.version));
      expect(await pgSchemaVersion(sql)).toBe(pgLatest);
      expect(await migratePg(sql)).toEqual([]);
    }
  });

  it("run once when several hosts start together", async () => {
    const url = await tempPgDatabase({ empty: true });
    const hosts = [1, 2, 3].map(() => pgSql(pgPool(url, 1)));
    const applied = await Promise.all(hosts.map((sql) => migratePg(sql)));
    await Promise.all(hosts.map((sql) => sql.close()));
    expect(applied.map((versions) => versions.length).sort()).toEqual([0, 0, pgLatest]);
  });

  it("apply only the steps a database has not seen, once", async () => {
    const sql = await tempPgSql({ empty: true });
    const counter: Migration[] = [
      { version: 1, name: "table", sql: "CREATE TABLE hits (n INTEGER NOT NULL);" },
      { version: 2, name: "row", sql: "INSERT INTO hits VALUES (1);" },
    ];
    expect(await migratePg(sql, counter.slice(0, 1))).toEqual([1]);
    expect(await migratePg(sql, counter)).toEqual([2]);
    expect(await migratePg(sql, counter)).toEqual([]);
    expect(await sql.one("SELECT count(*) AS n FROM hits")).toEqual({ n: 1 });
  });

  it("leave the database untouched when a step fails", async () => {
    const sql = await tempPgSql({ empty: true });
    const broken: Migration[] = [
      { version: 1, name: "good", sql: "CREATE TABLE kept (n INTEGER);" },
      { version: 2, name: "bad", sql: "CREATE TABLE oops (;" },
    ];
    await expect(migratePg(sql, broken)).rejects.toThrow(/syntax/);
    expect(await pgSchemaVersion(sql)).toBe(0);
    expect(await pgTables(sql)).toEqual([]);
  });

  it("give results already stored their word's own points (9)", async () => {
    const sql = await tempPgSql({ empty: true });
    await migratePg(sql, PG_MIGRATIONS.slice(0, 8));
    await sql.run(`INSERT INTO rounds (id, guild_id, channel_id, game, state, board, options, seed, started_by, started_at, finished_at)
                   VALUES (1, 'g', 'c', 'boggle', 'finished', '{}', '{}', 1, 'p', 0, 1)`);
    const rows: [string, number, string | null][] = [["boggle", 40, "plinths"], ["boggle", 30, "quixotics"], ["letterpress", 12, "starling"], ["letters", 0, "tears"], ["conundrum", 10, "tacmorich"], ["numbers", 10, "25*4 = 100"], ["boggle", 0, null]];
    for (const [i, [game, points, word]] of rows.entries()) {
      await sql.run("INSERT INTO round_results (round_id, guild_id, game, finished_at, player_id, player_name, points, won, word) VALUES (1, 'g', $1, 1, $2, 'n', $3, 0, $4)", [game, String(i), points, word]);
    }
    await migratePg(sql);
    expect((await sql.rows<{ p: number | null }>("SELECT word_points AS p FROM round_results ORDER BY player_id")).map((r) => r.p)).toEqual([5, 11, 5, 0, 10, null, null]);
  });

  it("refuse a database written by a newer build, in one line", async () => {
    const url = await tempPgDatabase();
    const sql = pgSql(pgPool(url, 1));
    await sql.run("UPDATE schema_version SET version = $1", [pgLatest + 1]);
    await sql.close();
    await expect(openPgStore(url)).rejects.toThrow(new Error(`database schema v${pgLatest + 1} is newer than this build knows (v${pgLatest})`));
  });
});
