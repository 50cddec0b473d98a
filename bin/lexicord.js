#!/usr/bin/env node
// Runs the TypeScript sources as one esbuild bundle, built again whenever a source changes
// (about a second, by bin/build-bundle.js), so `npm start`, `npx lexicord` and the tests
// always run the code checked in, with no build step to forget and no compiler in the
// running process (tsx's loader thread weighed 45 MB in every bot and shard process).

import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { fingerprint } from "./cache.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SOURCES = ["src", "commands", "bin"];
// Inside node_modules, so the bundle's own imports (discord.js, …) resolve from it; tests
// name another folder there to watch a build happen.
const CACHE = join(ROOT, "node_modules", ".cache", process.env.LEXICORD_BUNDLE_CACHE ?? "lexicord");

/** The bundle for these sources, built unless another process already has. */
function bundle() {
  const name = fingerprint(ROOT, SOURCES);
  if (!existsSync(join(CACHE, name))) {
    const built = spawnSync(process.execPath, [join(ROOT, "bin", "build-bundle.js"), CACHE, name], { stdio: ["ignore", "ignore", "inherit"] });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  return join(CACHE, name, "lexicord.js");
}

process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle()).href);
