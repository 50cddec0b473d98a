// The Activity's live strip on loopback: Ann types ~100 words in one Chromium tab, and for each
// the time from her Enter (and from her verdict on screen) to Bob's strip showing her new count
// in another tab. Both tabs and this process read one machine's clock. Reports, never fails.
// Needs Debian's chromium.

import { LOCAL_CHANNEL, LOCAL_GUILD, localPlayer } from "../src/console/commands.ts";
import { systemClock } from "../src/games/engine/clock.ts";
import { changesIn, playable, tilesOf, watchChanges } from "../test/live/browser/pages.ts";
import { hasChromium, launchChromium, SKIPPED } from "../test/support/browser.ts";
import { percentile } from "../test/support/load.ts";
import { startLocalLive } from "../test/support/local-live.ts";

const WORDS = 100;
/** Between words: the live server takes at most 20 messages a second from a socket. */
const PACE_MS = 60;

/** Polls until `look` finds something (a page's change log), for at most 10 s. */
async function eventually<T>(look: () => Promise<T | undefined>): Promise<T> {
  for (let tries = 0; tries < 1000; tries++) {
    const found = await look();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("the page never showed it");
}

const figures = (label: string, ms: number[]): string => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `live: ${label}: p50 ${percentile(sorted, 50)} ms, p99 ${percentile(sorted, 99)} ms, worst ${sorted.at(-1)} ms`;
};

export async function benchLive(): Promise<string[]> {
  if (!hasChromium) return [`live: ${SKIPPED}`];
  const live = await startLocalLive(20261128, systemClock);
  const browser = await launchChromium();
  try {
    const started = await live.engine.start({ guildId: LOCAL_GUILD, channelId: LOCAL_CHANNEL, game: "boggle", player: localPlayer("Ann"), options: { size: 5, duration: 600 } });
    if (!started.ok) throw new Error(started.error);
    const [ann, bob] = await Promise.all(["Ann", "Bob"].map(async (user) => {
      const page = await browser.newPage();
      await page.goto(`${live.server.url}?user=${user}`);
      await page.locator(".tile").first().waitFor();
      await watchChanges(page);
      return page;
    }));
    const view = (await live.engine.roundIn(LOCAL_CHANNEL))!;
    const words = playable(view, await tilesOf(ann!), 3).slice(0, WORDS);
    const fromEnter: number[] = [];
    const fromVerdict: number[] = [];
    let counted = 0;
    const refused: string[] = [];
    for (const { word } of words) {
      await new Promise((resolve) => setTimeout(resolve, PACE_MS));
      await ann!.keyboard.type(word);
      const enter = Date.now();
      await ann!.keyboard.press("Enter");
      const verdict = await eventually(async () => (await changesIn(ann!)).find((c) => c.what === "verdict" && c.at >= enter));
      if (!(await ann!.locator("#verdict.ok").count())) {
        refused.push(`${word} (${verdict.text})`);
        continue;
      }
      const shown = new RegExp(`Ann\\s*${++counted}\\b`, "u");
      const strip = await eventually(async () => (await changesIn(bob!)).find((c) => c.what === "strip" && c.at >= enter && shown.test(c.text)));
      fromEnter.push(strip.at - enter);
      fromVerdict.push(strip.at - verdict.at);
    }
    return [
      `live: ${words.length} words typed (${refused.length} refused${refused.length ? `: ${refused.slice(0, 3).join(", ")}` : ""}) in Ann's tab (Boggle 5×5, local play on SQLite, loopback, headless Chromium)`,
      figures("Ann's Enter → Bob's strip", fromEnter),
      figures("Ann's verdict on screen → Bob's strip (negative: Bob's strip first)", fromVerdict),
    ];
  } finally {
    await browser.close();
    await live.close();
  }
}
