// The Activity's web client as a folder the live server serves (index.html and its assets),
// built from web/activity by bin/build-activity.js in a process of its own, so esbuild never
// weighs on the bot; built once for each version of web/ and kept in node_modules/.cache.

import { execFile } from "node:child_process";
import { join } from "node:path";
import { PROJECT_ROOT } from "../project-root.ts";

let built: Promise<string> | undefined;

export function activityClientDir(): Promise<string> {
  built ??= new Promise<string>((resolve, reject) => {
    execFile(process.execPath, [join(PROJECT_ROOT, "bin", "build-activity.js")], { cwd: PROJECT_ROOT }, (error, stdout, stderr) => {
      if (error) reject(new Error(`The Activity's web client did not build: ${stderr.trim() || error.message}`));
      else resolve(stdout.trim());
    });
  }).catch((error: unknown) => {
    built = undefined; // a later call may try again
    throw error;
  });
  return built;
}
