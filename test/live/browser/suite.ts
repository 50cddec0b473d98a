// What each browser test file shares: one Chromium and the built web client, made ready before
// its tests (skipped, and saying so, where Chromium is absent) and closed after them.

import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { activityClientDir } from "../../../src/live/client-files.ts";
import { hasChromium, launchChromium } from "../../support/browser.ts";

export interface BrowserSuite {
  readonly browser: Browser;
  readonly clientDir: string;
}

/** Call at a test file's top level; read the fields inside tests. */
export function browserSuite(): BrowserSuite {
  const suite = {} as { browser: Browser; clientDir: string };
  beforeAll(async () => {
    if (!hasChromium) return;
    [suite.browser, suite.clientDir] = await Promise.all([launchChromium(), activityClientDir()]);
  }, 60_000);
  afterAll(() => suite.browser?.close());
  return suite;
}
