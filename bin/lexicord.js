#!/usr/bin/env node
// Runs the TypeScript sources as one esbuild bundle, built again whenever a source changes
// (about a second), so `npm start`, `npx lexicord` and the tests always run the code checked
// in, with no build step to forget and no compiler in the running process (tsx's loader
// thread weighed 45 MB in every bot and shard process).

import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SOURCES = ["src", "commands", "bin"];
// Inside node_modules, so the bundle's own imports (discord.js, …) resolve from it; tests
// name another folder there to watch a build happen.
const CACHE = join(ROOT, "node_modules", ".cache", process.env.LEXICORD_BUNDLE_CACHE ?? "lexicord");

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else yield path;
  }
}

/** Names the sources as they are now: any edit gives another bundle. */
function fingerprint() {
  const hash = createHash("sha256").update(process.version);
  for (const dir of SOURCES) {
    for (const file of sourceFiles(join(ROOT, dir))) {
      const { size, mtimeMs } = statSync(file);
      hash.update(`${file}\0${size}\0${mtimeMs}\n`);
    }
  }
  return hash.digest("hex").slice(0, 16);
}

/** The bundle for these sources, built unless another process already has. */
async function bundle() {
  const name = fingerprint();
  const done = join(CACHE, name);
  if (!existsSync(done)) {
    // Built aside and renamed into place, so a process starting meanwhile never sees half a bundle.
    const aside = join(CACHE, `${name}.${process.pid}`);
    mkdirSync(aside, { recursive: true });
    const esbuild = await import("esbuild");
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
      renameSync(aside, done);
    } catch {
      rmSync(aside, { recursive: true, force: true }); // another process got there first
    }
    for (const old of readdirSync(CACHE)) if (old !== name && !old.includes(".")) rmSync(join(CACHE, old), { recursive: true, force: true });
  }
  return join(done, "lexicord.js");
}

process.setSourceMapsEnabled(true);
await import(pathToFileURL(await bundle()).href);
