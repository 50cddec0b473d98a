// Resident memory of a fresh process with the dictionaries loaded (memory-child.ts), and what
// drawn board images leave behind (images-child.ts).

import { spawnSync } from "node:child_process";
import { join } from "node:path";

const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;

export async function benchMemory(): Promise<string[]> {
  const { bare, loaded, used } = runChild("memory-child.ts");
  const images = runChild("images-child.ts", "--expose-gc");
  return [
    `memory: node with tsx ${mb(bare)}; all four dictionaries loaded ${mb(loaded)} (target ≤ 100 MB); ` +
      `after one solve of each word game in each ${mb(used)}`,
    `memory: ${images.boards.toLocaleString("en")} Boggle board images drawn with the event loop turning between them, as the bot draws: ` +
      `${signedMb(images.turning)}; drawn in one synchronous loop: ${signedMb(images.looped)}`,
  ];
}

function runChild(script: string, ...flags: string[]): Record<string, number> {
  const child = spawnSync(process.execPath, [...flags, "--import", "tsx", join(import.meta.dirname, script)], { encoding: "utf8" });
  if (child.status !== 0) throw new Error(child.stderr.trim().split("\n")[0]);
  return JSON.parse(child.stdout) as Record<string, number>;
}

const signedMb = (bytes: number) => `${bytes < 0 ? "−" : "+"}${mb(Math.abs(bytes))}`;
