#!/usr/bin/env node
// Runs the TypeScript sources as one esbuild bundle, built again whenever a source changes
// (about a second, by bin/build-bundle.js), so `npm start`, `npx lexicord` and the tests
// always run the code checked in, with no build step to forget and no compiler in the
// running process (tsx's loader thread weighed 45 MB in every bot and shard process).

import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
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
function bundle() {
  const name = fingerprint();
  if (!existsSync(join(CACHE, name))) {
    const built = spawnSync(process.execPath, [join(ROOT, "bin", "build-bundle.js"), CACHE, name], { stdio: ["ignore", "ignore", "inherit"] });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  return join(CACHE, name, "lexicord.js");
}

process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle()).href);
