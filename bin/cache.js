// Builds kept under node_modules/.cache (the bot's bundle, the Activity's web client): a name
// for the sources as they are now, and a build published whole under that name.

import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";

function* sourceFiles(path) {
  if (!statSync(path).isDirectory()) return yield path;
  for (const entry of readdirSync(path)) yield* sourceFiles(join(path, entry));
}

/** Names the sources (folders or files under root) as they are now: any edit gives another name. */
export function fingerprint(root, sources, salt = "") {
  const hash = createHash("sha256").update(process.version).update(salt);
  for (const source of sources) {
    for (const file of sourceFiles(join(root, source))) {
      const { size, mtimeMs } = statSync(file);
      hash.update(`${file}\0${size}\0${mtimeMs}\n`);
    }
  }
  return hash.digest("hex").slice(0, 16);
}

/** Runs build(folder) aside and renames it into cache/name, so a process starting meanwhile never
 *  sees half a build; older builds are removed. */
export async function publish(cache, name, build) {
  const aside = join(cache, `${name}.${process.pid}`);
  mkdirSync(aside, { recursive: true });
  await build(aside);
  try {
    renameSync(aside, join(cache, name));
  } catch {
    rmSync(aside, { recursive: true, force: true }); // another process got there first
  }
  for (const old of readdirSync(cache)) if (old !== name && !old.includes(".")) rmSync(join(cache, old), { recursive: true, force: true });
}
