// Builds the Activity's web client (web/activity) unless this version of it is built already,
// and prints its folder: index.html, activity.js and activity.css. Run by
// src/live/client-files.ts as a process of its own, so the bot never loads esbuild.

import { copyFileSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { fingerprint, publish } from "./cache.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const WEB = join(ROOT, "web", "activity");
const CACHE = join(ROOT, "node_modules", ".cache", process.env.LEXICORD_ACTIVITY_CACHE ?? "lexicord-activity");
const SDK = JSON.parse(readFileSync(join(ROOT, "node_modules", "@discord", "embedded-app-sdk", "package.json"), "utf8")).version;

const name = fingerprint(ROOT, ["web", "src/live/protocol.ts", "bin/build-activity.js", "bin/cache.js"], SDK);
if (!existsSync(join(CACHE, name))) {
  const esbuild = await import("esbuild");
  await publish(CACHE, name, async (aside) => {
    await esbuild.build({
      entryPoints: { activity: join(WEB, "main.ts") },
      outdir: aside,
      bundle: true,
      minify: true,
      platform: "browser",
      format: "esm",
      // What Discord's desktop, web and mobile clients run (Chromium and WebKit of 2023 on).
      target: ["chrome111", "safari16.4", "firefox115"],
      sourcemap: "linked",
      sourcesContent: false,
      logLevel: "error",
    });
    copyFileSync(join(WEB, "index.html"), join(aside, "index.html"));
  });
  await esbuild.stop();
}
process.stdout.write(join(CACHE, name) + "\n");
