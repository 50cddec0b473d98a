// The `lexicord` command loads only what a command needs: answering `--version` or solving a
// board must not load the bot's libraries (the bundle once imported all of them at its top).

import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";

const dir = mkdtempSync(join(tmpdir(), "lexicord-loaded-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HEAVY = ["discord.js", "@napi-rs/canvas", "better-sqlite3", "pg", "pino"];

// Preloaded into the command's process: at exit, writes the CommonJS modules it loaded (all five
// heavy packages are CommonJS, so an ESM import of one lands in require.cache too).
const RECORDER = `data:text/javascript,${encodeURIComponent(
  'import{createRequire}from"node:module";import{writeFileSync}from"node:fs";' +
    'const r=createRequire(process.cwd()+"/");' +
    'process.on("exit",()=>writeFileSync(process.env.LEXICORD_LOADED_OUT,JSON.stringify(Object.keys(r.cache))));',
)}`;

/** Runs `lexicord <args>` and returns its output and the heavy packages it loaded. */
function lexicord(args: string[], input?: string) {
  const out = join(dir, `${args.join("-").replace(/\W/gu, "_")}.json`);
  const run = spawnSync(process.execPath, ["--import", RECORDER, "bin/lexicord.js", ...args], {
    input,
    encoding: "utf8",
    env: { ...process.env, LEXICORD_LOADED_OUT: out },
  });
  const files = JSON.parse(readFileSync(out, "utf8")) as string[];
  const loaded = HEAVY.filter((name) => files.some((file) => file.includes(`/node_modules/${name}/`)));
  return { code: run.status, stdout: run.stdout, loaded };
}

it("answers --version without loading discord.js, the canvas, SQLite or the logger", () => {
  const run = lexicord(["--version"]);
  expect(run.stdout).toMatch(/^lexicord \d+\.\d+\.\d+\n$/u);
  expect(run.loaded).toEqual([]);
});

it("solves a board, and a batch in all four word lists, without them", () => {
  const one = lexicord(["solve", "letters", "MHIRCOACT"]);
  expect(one.stdout).toContain(" 9: chromatic\n");
  expect(one.loaded).toEqual([]);
  const requests = ["british", "american", "common", "scrabble"].map((dict) => JSON.stringify({ game: "letters", letters: "mhircoact", dict }));
  const batch = lexicord(["solve", "--batch"], requests.join("\n") + "\n");
  expect(batch.stdout.trim().split("\n").map((line) => JSON.parse(line).dict)).toEqual(["british", "american", "common", "scrabble"]);
  expect(batch.loaded).toEqual([]);
});

it("prints its help and deals a board without them", () => {
  expect(lexicord(["help"]).stdout).toContain("lexicord solve letters <letters>");
  const dealt = lexicord(["deal", "letters", "--seed", "1"]);
  expect(dealt.code).toBe(0);
  expect(dealt.loaded).toEqual([]);
  const migrate = lexicord(["migrate-store", "--help"]);
  expect(migrate.stdout).toContain("Usage: lexicord migrate-store");
  expect(migrate.loaded).toEqual([]);
});
