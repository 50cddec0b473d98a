// Debian's chromium driven by playwright-core, for the Activity's browser tests and the
// screenshots. Where it is absent the browser tests are skipped, and say so.

import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const hasChromium = existsSync(CHROMIUM);
export const SKIPPED = `browser tests SKIPPED: no Chromium at ${CHROMIUM} (apt-get install chromium; .ci/run installs it)`;
if (!hasChromium) console.warn(SKIPPED);

// No background networking: this machine's closed network refuses Chromium's own connections.
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** Headless, with a fresh profile of its own (playwright's), gone when the browser closes. */
export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
