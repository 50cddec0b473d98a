// Resident memory of a fresh process with the dictionaries loaded (memory-child.ts).

import { spawnSync } from "node:child_process";
import { join } from "node:path";

const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;

export async function benchMemory(): Promise<string[]> {
  const child = spawnSync(process.execPath, ["--import", "tsx", join(import.meta.dirname, "memory-child.ts")], { encoding: "utf8" });
  if (child.status !== 0) throw new Error(child.stderr.trim().split("\n")[0]);
  const { bare, loaded, used } = JSON.parse(child.stdout) as Record<string, number>;
  return [
    `memory: node with tsx ${mb(bare)}; all four dictionaries loaded ${mb(loaded)} (target ≤ 100 MB); ` +
      `after one solve of each word game in each ${mb(used)}`,
  ];
}
