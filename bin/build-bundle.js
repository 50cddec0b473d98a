// Builds the bundle bin/lexicord.js runs: `node bin/build-bundle.js <cache> <name>` writes it
// to <cache>/<name>/lexicord.js. A process of its own, so esbuild and what a build leaves in
// the heap never weigh on the command that runs next (7 MB at the peak of a batch of solves).

import { mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const [cache, name] = process.argv.slice(2);

// Built aside and renamed into place, so a process starting meanwhile never sees half a bundle.
const aside = join(cache, `${name}.${process.pid}`);
mkdirSync(aside, { recursive: true });
await esbuild.build({
  entryPoints: { lexicord: join(ROOT, "bin", "main.ts") },
  outdir: aside,
  bundle: true,
  // Each dynamic import its own chunk, so a command loads only what it uses: one file
  // hoisted every import to the top, and `--version` loaded discord.js, the canvas and SQLite.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: "linked",
  // Stack traces need only the mappings; node kept the sources' text too (1 MB of heap).
  sourcesContent: false,
  logLevel: "error",
});
// esbuild's service process (41 MB) lives on after a build until told to stop.
await esbuild.stop();
try {
  renameSync(aside, join(cache, name));
} catch {
  rmSync(aside, { recursive: true, force: true }); // another process got there first
}
for (const old of readdirSync(cache)) if (old !== name && !old.includes(".")) rmSync(join(cache, old), { recursive: true, force: true });
