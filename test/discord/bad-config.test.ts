// A database that cannot be used, from the real entry points (`lexicord start` and
// `start-sharded` as processes): each exits non-zero with one line on stderr that says what
// is wrong, no stack, no password.

import Database from "better-sqlite3";
import { once } from "node:events";
import { createServer } from "node:net";
import { describe, expect, inject, it, onTestFinished } from "vitest";
import { openDatabase } from "../../src/store/open.ts";
import { PG_MIGRATIONS } from "../../src/store/pg/migrations.ts";
import { pgPool } from "../../src/store/pg/pool.ts";
import { pgSql } from "../../src/store/pg/sql.ts";
import { MIGRATIONS } from "../../src/store/migrations.ts";
import { lexicord } from "../console/process.ts";
import { TOKEN } from "../support/bot-harness.ts";
import { tempPgDatabase } from "../support/postgres.ts";
import { tempDbPath } from "../store/temp-store.ts";

const ENTRY_POINTS = ["start", "start-sharded"] as const;

/** A port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

interface BadDatabase {
  readonly url?: string;
  readonly path?: string;
  /** What must never be printed. */
  readonly secrets: readonly string[];
  /** The line both entry points print. */
  readonly said: string | RegExp;
}

/** Each bad configuration, its database made ready first. */
const CASES: Record<string, () => Promise<BadDatabase>> = {
  async "a DATABASE_URL nothing answers at"() {
    const port = await closedPort();
    const said = new RegExp(`^Could not open the database: cannot reach PostgreSQL at 127\\.0\\.0\\.1:${port}: connect ECONNREFUSED`, "u");
    return { url: `postgres://lexicord:sesame@127.0.0.1:${port}/lexicord`, secrets: ["sesame"], said };
  },
  async "a DATABASE_URL whose server never answers"() {
    const silent = createServer(() => {}).listen(0, "127.0.0.1");
    await once(silent, "listening");
    onTestFinished(() => void silent.close());
    const { port } = silent.address() as { port: number };
    const said = `Could not open the database: cannot reach PostgreSQL at 127.0.0.1:${port}: timeout expired`;
    return { url: `postgres://lexicord:sesame@127.0.0.1:${port}/lexicord`, secrets: ["sesame"], said };
  },
  async "a wrong password"() {
    const server = new URL(inject("pgServerUrl"));
    const wrong = new URL(server);
    wrong.password = "not-the-password-42";
    const said = `Could not open the database: PostgreSQL at ${server.hostname}:${server.port} refused user "lexicord": password authentication failed for user "lexicord"`;
    return { url: wrong.toString(), secrets: ["not-the-password-42", server.password], said };
  },
  async "a PostgreSQL database of a newer schema"() {
    const url = await tempPgDatabase();
    const latest = PG_MIGRATIONS.at(-1)!.version;
    const sql = pgSql(pgPool(url, 1));
    await sql.run("UPDATE schema_version SET version = $1", [latest + 1]);
    await sql.close();
    return { url, secrets: [new URL(url).password], said: `Could not open the database: database schema v${latest + 1} is newer than this build knows (v${latest})` };
  },
  async "a SQLite file of a newer schema"() {
    const path = tempDbPath();
    openDatabase(path).close();
    const latest = MIGRATIONS.at(-1)!.version;
    const db = new Database(path);
    db.pragma(`user_version = ${latest + 1}`);
    db.close();
    return { path, secrets: [], said: `Could not open the database: database schema v${latest + 1} is newer than this build knows (v${latest})` };
  },
  async "both DATABASE_PATH and DATABASE_URL"() {
    const said = "Could not open the database: DATABASE_URL (PostgreSQL) and DATABASE_PATH (SQLite) are both set: keep the one to use";
    return { url: "postgres://lexicord:sesame@127.0.0.1/lexicord", path: tempDbPath(), secrets: ["sesame"], said };
  },
  async "a DATABASE_URL that is not PostgreSQL's"() {
    const said = "Could not open the database: DATABASE_URL must start postgres:// or postgresql://, not mysql://lexicord:***@127.0.0.1/lexicord";
    return { url: "mysql://lexicord:sesame@127.0.0.1/lexicord", secrets: ["sesame"], said };
  },
};

/** An entry point run on a bad database; Discord is never reached (its URL is a closed port). */
async function refusal(entry: string, database: BadDatabase): Promise<string> {
  const api = `http://127.0.0.1:${await closedPort()}`;
  const env = { DISCORD_TOKEN: TOKEN, DISCORD_APPLICATION_ID: "123456789012345678", DISCORD_API_URL: api, LOG_LEVEL: undefined, DATABASE_URL: database.url };
  const played = lexicord([entry], database.path as string, env);
  const code = await played.exited();
  const err = played.err();
  expect(code, `lexicord ${entry}: ${err}`).not.toBe(0);
  expect(err.endsWith("\n") && !err.slice(0, -1).includes("\n"), `lexicord ${entry} said more than one line:\n${err}`).toBe(true);
  for (const secret of database.secrets) expect(err).not.toContain(secret);
  expect(played.out()).toBe("");
  return err.trimEnd();
}

describe("a database that cannot be used gets one line from lexicord start and start-sharded, no stack, no password", () => {
  for (const [name, make] of Object.entries(CASES)) {
    it(name, async () => {
      const database = await make();
      for (const said of await Promise.all(ENTRY_POINTS.map((entry) => refusal(entry, database)))) {
        if (typeof database.said === "string") expect(said).toBe(database.said);
        else expect(said).toMatch(database.said);
      }
    });
  }
});
