// Photographs the Activity's page mid-round (a phone at 390×844 and a desktop at 1280×800, in
// Discord's dark theme and the light one), its results and then a Letterpress round on the phone,
// played for real: local play's live server on a real engine and a fresh database, three
// players, words traced and tapped on the board.
// npm run screenshots (needs Debian's chromium; writes docs/activity-*.png)

import { mkdirSync } from "node:fs";
import { LOCAL_CHANNEL, LOCAL_GUILD, localPlayer } from "../../src/console/commands.ts";
import { manualClock } from "../../src/games/engine/clock.ts";
import { launchChromium } from "../../test/support/browser.ts";
import { dragWithMouse, playable, tapTiles, tilesOf } from "../../test/live/browser/pages.ts";
import { startLocalLive } from "../../test/support/local-live.ts";

const { engine, clock, server, close } = await startLocalLive(20261127, manualClock(Date.now()));
const browser = await launchChromium();
try {
  const [ann, bob, cy] = ["Ann", "Bob", "Cy"].map(localPlayer);
  const started = await engine.start({ guildId: LOCAL_GUILD, channelId: LOCAL_CHANNEL, game: "boggle", player: ann!, options: { size: 4, duration: 180 } });
  if (!started.ok) throw new Error(started.error);
  clock.advance(64_000); // the clock shows a round under way
  const view = (await engine.roundIn(LOCAL_CHANNEL))!;

  const shots: [string, number, number, "dark" | "light"][] = [
    ["activity-board-phone", 390, 844, "dark"],
    ["activity-board-phone-light", 390, 844, "light"],
    ["activity-board-desktop", 1280, 800, "dark"],
    ["activity-board-desktop-light", 1280, 800, "light"],
  ];
  const pages = await Promise.all(shots.map(([, width, height, colorScheme]) => browser.newPage({ viewport: { width, height }, colorScheme, deviceScaleFactor: 2 })));
  await pages[0]!.goto(`${server.url}?user=Ann`);
  await pages[0]!.locator(".tile").first().waitFor();
  const words = playable(view, await tilesOf(pages[0]!)).filter((w) => w.word.length <= 7);
  // Ann has played two words in chat, Bob and Cy some: the strip counts them.
  for (const [player, picks] of [[ann!, [0, 2]], [bob!, [9, 10, 11, 12, 13]], [cy!, [14, 15]]] as const) {
    for (const i of picks) await engine.answer({ channelId: LOCAL_CHANNEL, player, text: words[i]!.word, via: "command" });
  }
  mkdirSync("docs", { recursive: true });
  for (const [i, page] of pages.entries()) {
    await page.goto(`${server.url}?user=Ann`); // after the chat words, so My words has them
    await page.locator(".tile").first().waitFor();
    // A word traced here (its verdict shows), and the next one half built.
    await dragWithMouse(page, page, words[i + 3]!.path);
    await page.locator("#verdict.ok").waitFor();
    await tapTiles(page, words[20]!.path.slice(0, 3));
    await page.screenshot({ path: `docs/${shots[i]![0]}.png` });
  }

  // The phone at the end: the results over My words (every tab hears all of Ann's words).
  const phone = pages[0]!;
  clock.advanceTo(view.round.endsAt!);
  await engine.idle();
  await phone.locator(".standing").first().waitFor();
  await phone.screenshot({ path: "docs/activity-results-phone.png" });

  // Letterpress on the phone, started from the results: Bob has played in chat, Ann taps a word
  // and builds the next.
  await phone.getByRole("button", { name: "Letterpress" }).click();
  await phone.locator(".tile").nth(24).waitFor();
  const press = playable((await engine.roundIn(LOCAL_CHANNEL))!, await tilesOf(phone)).filter((w) => w.word.length <= 7);
  for (const i of [5, 6, 7]) await engine.answer({ channelId: LOCAL_CHANNEL, player: bob!, text: press[i]!.word, via: "command" });
  await tapTiles(phone, press[0]!.path);
  await phone.getByRole("button", { name: "Submit" }).click();
  await phone.locator("#verdict.ok").waitFor();
  await tapTiles(phone, press[1]!.path.slice(0, 3));
  await phone.screenshot({ path: "docs/activity-letterpress-phone.png" });
  console.log([...shots.map(([name]) => `docs/${name}.png`), "docs/activity-results-phone.png", "docs/activity-letterpress-phone.png"].join(", "));
} finally {
  await browser.close();
  await close();
}
