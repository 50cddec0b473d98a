// bin/lexicord.js builds the bundle when the sources change, then runs it: the running bot
// must not keep esbuild's service process (41 MB) beside it.

import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { childrenOf } from "../support/processes.ts";

const cache = `lexicord-launcher-test-${process.pid}`;
afterAll(() => rmSync(join("node_modules", ".cache", cache), { recursive: true, force: true }));

it.runIf(process.platform === "linux")("builds the bundle into its cache and leaves no esbuild process running beside the command", async () => {
  const run = spawn(process.execPath, ["bin/lexicord.js", "solve", "--batch"], { env: { ...process.env, LEXICORD_BUNDLE_CACHE: cache } });
  run.stdout.setEncoding("utf8");
  run.stdin.write(JSON.stringify({ game: "conundrum", letters: "tacmorich" }) + "\n");
  const [first] = (await once(run.stdout, "data")) as [string];
  expect(JSON.parse(first.split("\n")[0]!)).toMatchObject({ answers: ["chromatic"] });
  expect(childrenOf(run.pid!)).toEqual([]);
  run.stdin.end();
  expect(await once(run, "close")).toEqual([0, null]);
  expect(existsSync(join("node_modules", ".cache", cache))).toBe(true);
}, 60_000);
