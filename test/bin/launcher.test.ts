// bin/lexicord.js builds the bundle when the sources change, then runs it: the running bot
// must not keep esbuild's service process (41 MB) beside it.

import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";

const cache = `lexicord-launcher-test-${process.pid}`;
afterAll(() => rmSync(join("node_modules", ".cache", cache), { recursive: true, force: true }));

/** The live processes whose parent is `pid`, read from /proc (pgrep may not be installed). */
function childrenOf(pid: number): string[] {
  return readdirSync("/proc").filter((entry) => /^\d+$/u.test(entry)).flatMap((entry) => {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // "pid (name) state ppid …": the name may hold spaces and brackets, so read after the last ")".
      const [state, ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      return Number(ppid) === pid && state !== "Z" ? [stat.slice(0, stat.lastIndexOf(")") + 1)] : [];
    } catch {
      return []; // gone while we looked
    }
  });
}

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
