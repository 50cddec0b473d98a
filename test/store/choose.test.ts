// Choosing the engine from the environment, and the one line each bad configuration gets.
import { createServer } from "node:net";
import { describe, expect, inject, it, onTestFinished } from "vitest";
import { openStoreFrom } from "../../src/store/choose.ts";
import type { Store } from "../../src/store/types.ts";
import { tempPgDatabase } from "../support/postgres.ts";
import { startRound, tempDbPath } from "./temp-store.ts";

async function opened(env: NodeJS.ProcessEnv): Promise<Store> {
  const store = await openStoreFrom(env);
  onTestFinished(() => store.close());
  return store;
}

/** The line a configuration is refused with; it must be one line, without the password. */
async function refusal(env: NodeJS.ProcessEnv, password: string): Promise<string> {
  const error = await openStoreFrom(env).then(
    (store) => store.close().then(() => new Error("opened")),
    (e: Error) => e,
  );
  expect(error.message).not.toBe("opened");
  expect(error.message).not.toContain("\n");
  expect(error.message).not.toContain(password);
  return error.message;
}

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe("openStoreFrom", () => {
  it("opens SQLite at DATABASE_PATH when no DATABASE_URL is set", async () => {
    const store = await opened({ DATABASE_PATH: tempDbPath(), DATABASE_URL: " " });
    expect("db" in store).toBe(true);
    expect((await startRound(store)).id).toBe(1);
  });

  it("opens PostgreSQL at a postgres:// or postgresql:// DATABASE_URL, migrated", async () => {
    for (const scheme of ["postgres:", "postgresql:"]) {
      const url = new URL(await tempPgDatabase({ empty: true }));
      url.protocol = scheme;
      const store = await opened({ DATABASE_URL: url.toString() });
      expect("db" in store).toBe(false);
      const round = await startRound(store);
      expect(await store.getRound(round.id)).toEqual(round);
    }
  });

  it("refuses both engines at once", async () => {
    expect(await refusal({ DATABASE_URL: "postgres://u:sesame@h/db", DATABASE_PATH: "data/x.db" }, "sesame")).toBe(
      "DATABASE_URL (PostgreSQL) and DATABASE_PATH (SQLite) are both set: keep the one to use",
    );
  });

  it("refuses a URL that is not PostgreSQL's, or not a URL", async () => {
    expect(await refusal({ DATABASE_URL: "mysql://u:sesame@h/db" }, "sesame")).toBe("DATABASE_URL must start postgres:// or postgresql://, not mysql://u:***@h/db");
    expect(await refusal({ DATABASE_URL: "sesame" }, "sesame")).toBe("DATABASE_URL must start postgres:// or postgresql://, not (not a URL)");
    expect(await refusal({ DATABASE_URL: "postgres://u:se#same@[h/db" }, "se#same")).toBe(
      "DATABASE_URL is not a valid URL (a password's special characters must be %-encoded)",
    );
  });

  it("says a server cannot be reached, and where", async () => {
    const port = await closedPort();
    expect(await refusal({ DATABASE_URL: `postgres://lexicord:sesame@127.0.0.1:${port}/lexicord` }, "sesame")).toMatch(
      new RegExp(`^cannot reach PostgreSQL at 127\\.0\\.0\\.1:${port}: .*ECONNREFUSED`, "u"),
    );
  });

  it("says the server refused the user: a wrong password, an unknown user", async () => {
    const server = new URL(inject("pgServerUrl"));
    const where = `${server.hostname}:${server.port}`;
    const wrong = new URL(server);
    wrong.password = "not-the-password-42";
    expect(await refusal({ DATABASE_URL: wrong.toString() }, "not-the-password-42")).toBe(
      `PostgreSQL at ${where} refused user "lexicord": password authentication failed for user "lexicord"`,
    );
    const stranger = new URL(server);
    stranger.username = "nobody";
    expect(await refusal({ DATABASE_URL: stranger.toString() }, server.password)).toMatch(new RegExp(`^PostgreSQL at ${where} refused user "nobody": `, "u"));
  });

  it("says the server has no such database", async () => {
    const server = new URL(inject("pgServerUrl"));
    server.pathname = "/no_such_lexicord";
    expect(await refusal({ DATABASE_URL: server.toString() }, server.password)).toBe(
      `PostgreSQL at ${server.hostname}:${server.port} has no database "no_such_lexicord"`,
    );
  });
});
