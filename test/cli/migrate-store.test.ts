// `lexicord migrate-store` through the real command in a child process, against the test run's
// PostgreSQL server: its report, its refusals in one line each, and never a password.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, inject, it, onTestFinished } from "vitest";
import { openStore } from "../../src/store/sqlite-store.ts";
import { fillStore } from "../support/filled-store.ts";
import { tempPgDatabase } from "../support/postgres.ts";

const run = promisify(execFile);

async function lexicord(...args: string[]) {
  return command("migrate-store", ...args);
}

async function command(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["bin/lexicord.js", ...args], { encoding: "utf8" });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout, err: failed.stderr };
  }
}

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "lexicord-migrate-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function filledFile(): Promise<string> {
  const path = join(tempDir(), "lexicord.db");
  const store = openStore(path);
  await fillStore(store);
  await store.close();
  return path;
}

const passwordOf = (url: string): string => decodeURIComponent(new URL(url).password);
const hidden = (url: string): string => url.replace(`:${new URL(url).password}@`, ":***@");

/** The table lines of a report, as name → rows. */
function tablesIn(out: string): Record<string, number> {
  const lines = out.split("\n").filter((line) => line.startsWith("  "));
  return Object.fromEntries(lines.map((line) => line.trim().split(/\s+/u)).map(([name, rows]) => [name, Number(rows!.replace(/,/gu, ""))]));
}

describe("lexicord migrate-store", () => {
  it("copies a SQLite file into PostgreSQL and back, one line per table and the total, the password never printed", async () => {
    const file = await filledFile();
    const url = await tempPgDatabase();
    expect(passwordOf(url)).not.toBe("");

    const there = await lexicord("--from", file, "--to", url);
    expect(there).toMatchObject({ code: 0, err: "" });
    const lines = there.out.trimEnd().split("\n");
    expect(lines[0]).toBe(`Copying ${file} into ${hidden(url)}:`);
    const tables = tablesIn(there.out);
    expect(Object.keys(tables)).toHaveLength(lines.length - 2);
    expect(tables).toMatchObject({ rounds: 38, answers: 109, countdown_games: 2, word_rulings: 3 });
    const total = Object.values(tables).reduce((sum, rows) => sum + rows, 0);
    expect(lines.at(-1)).toMatch(new RegExp(`^Done: ${total.toLocaleString("en-GB")} rows in ${lines.length - 2} tables, in \\d+\\.\\d s\\.$`, "u"));
    expect(there.out).not.toContain(passwordOf(url));

    const back = join(tempDir(), "back.db");
    const returned = await lexicord("--from", url, "--to", back);
    expect(returned.code).toBe(0);
    expect(returned.out.split("\n")[0]).toBe(`Copying ${hidden(url)} into ${back}:`);
    expect(tablesIn(returned.out)).toEqual(tables);
  });

  it("refuses a target holding data, and with --replace gives the same result each time", async () => {
    const file = await filledFile();
    const url = await tempPgDatabase();
    const first = await lexicord("--from", file, "--to", url);
    expect(first.code).toBe(0);

    const refused = await lexicord("--from", file, "--to", url);
    expect(refused).toMatchObject({ code: 1, out: "" });
    expect(refused.err).toMatch(new RegExp(`^lexicord migrate-store: ${hidden(url).replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")} already holds data: rounds \\(38\\), .*Add --replace to empty it first\\.\\n$`, "u"));

    const again = await lexicord("--from", file, "--to", url, "--replace");
    const twice = await lexicord("--from", file, "--to", url, "--replace");
    expect([again.code, twice.code]).toEqual([0, 0]);
    expect(tablesIn(twice.out)).toEqual(tablesIn(first.out));
    expect(tablesIn(again.out)).toEqual(tablesIn(first.out));
  });

  it("says what is wrong with bad input in one line, and never the password", async () => {
    const dir = tempDir();
    const file = await filledFile();
    const server = new URL(inject("pgServerUrl"));
    const wrongPassword = new URL(server);
    wrongPassword.password = "not-the-password-42";
    const notADatabase = join(dir, "not-a-database.db");
    writeFileSync(notADatabase, "rounds,answers\n".repeat(100));
    const nowhere = "postgres://lexicord:sesame-99@127.0.0.1:1/lexicord";

    const cases: [string[], RegExp][] = [
      [["--from", join(dir, "missing.db"), "--to", nowhere], /: .*missing\.db: no such file\.$/u],
      [["--from", notADatabase, "--to", nowhere], /: .*not-a-database\.db: file is not a database$/u],
      [["--from", file, "--to", nowhere], /: postgres:\/\/lexicord:\*\*\*@127\.0\.0\.1:1\/lexicord: cannot reach PostgreSQL at 127\.0\.0\.1:1: .*ECONNREFUSED/u],
      [["--from", file, "--to", wrongPassword.toString()], /: postgres:\/\/lexicord:\*\*\*@.*: PostgreSQL at .* refused user "lexicord": password authentication failed/u],
      [["--from", file, "--to", `${dirname(file)}/./lexicord.db`], /: --from and --to name the same database \(.*\/\.\/lexicord\.db\)\.$/u],
      [["--from", file, "--to", file, "--force"], /: Unknown option '--force'\.$/u],
      [["--from", file], /: Name both databases: --from SOURCE --to TARGET \(lexicord migrate-store --help\)\.$/u],
      [["--from", file, "--to", "postgres://a:b@[nowhere/db"], /: postgres:\/\/\[redacted\]@\[nowhere\/db is not a valid URL\.$/u],
    ];
    for (const [args, said] of cases) {
      const refused = await lexicord(...args);
      expect(refused.code, args.join(" ")).toBeGreaterThan(0);
      expect(refused.out).toBe("");
      expect(refused.err.split("\n"), args.join(" ")).toHaveLength(2);
      expect(refused.err).toMatch(/^lexicord migrate-store: /u);
      expect(refused.err.trimEnd()).toMatch(said);
      for (const secret of ["sesame-99", "not-the-password-42", server.password]) expect(refused.err).not.toContain(secret);
    }
  });

  it("is named in lexicord help, and explains itself", async () => {
    expect((await command("help")).out).toContain("lexicord migrate-store      copy the database to PostgreSQL or back");
    const help = await lexicord("--help");
    expect(help.code).toBe(0);
    expect(help.out).toContain("Usage: lexicord migrate-store --from SOURCE --to TARGET [--replace]");
  });
});
