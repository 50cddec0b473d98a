// Builds the bundle bin/lexicord.js runs: `node bin/build-bundle.js <cache> <name>` writes it
// to <cache>/<name>/lexicord.js. A process of its own, so esbuild and what a build leaves in
// the heap never weigh on the command that runs next (7 MB at the peak of a batch of solves).

import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { publish } from "./cache.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const [cache, name] = process.argv.slice(2);

await publish(cache, name, (aside) =>
  esbuild.build({
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
  }),
);
// esbuild's service process (41 MB) lives on after a build until told to stop.
await esbuild.stop();
