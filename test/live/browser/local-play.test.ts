// The Activity in headless Chromium, in local play (no Discord: the SDK's mock, a player per tab
// with ?user=), against local play's live server on a real engine: two tabs see one board, a
// word traced in one is judged and counted in the other's strip, keyboard and taps play too,
// and both see the results.

import type { Browser, Page, WebSocketRoute } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LOCAL_CHANNEL, LOCAL_GUILD, localPlayer } from "../../../src/console/commands.ts";
import { hasChromium, SKIPPED } from "../../support/browser.ts";
import { storeEngines } from "../../support/postgres.ts";
import { liveTable, type LiveTable } from "../live-client.ts";
import { browserSuite } from "./suite.ts";
import { changesIn, dragWithFinger, dragWithMouse, playable, tapTiles, tilesOf, watchChanges } from "./pages.ts";

const suite = browserSuite();

async function tab(t: LiveTable, user: string, options: Parameters<Browser["newPage"]>[0] = {}): Promise<Page> {
  const page = await suite.browser.newPage(options);
  page.setDefaultTimeout(10_000); // a step that fails says which, inside the test's time
  page.on("pageerror", (error) => console.error(`page error in ${user}'s tab: ${error.message}`));
  await page.goto(`${t.server.url}?user=${user}`);
  return page;
}

async function running(t: LiveTable) {
  const view = await t.engine.roundIn(LOCAL_CHANNEL);
  if (!view) throw new Error("no round running");
  return view;
}

describe.skipIf(!hasChromium)(hasChromium ? "the Activity in Chromium (local play)" : SKIPPED, () => {
  it("two tabs, one board: a word dragged in Ann's tab is judged, Bob's strip counts it, Bob plays by keyboard, both see the results", async () => {
    const t = await liveTable(await (await storeEngines[0]!.database())(), suite.clientDir);
    const ann = await tab(t, "Ann", { viewport: { width: 1280, height: 800 } });
    const bob = await tab(t, "Bob", { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    // No round yet: the idle screen says so, and its Start button starts one for everyone.
    await expect.poll(() => ann.locator("#idle-text").textContent()).toMatch(/No round/u);
    await ann.getByRole("button", { name: "Boggle 4×4" }).click();
    await bob.locator(".tile").first().waitFor();
    const tiles = await tilesOf(ann);
    expect(tiles).toHaveLength(16);
    expect(await tilesOf(bob)).toEqual(tiles);
    expect(await bob.getByRole("button", { name: /^Tile .+, row 1 column 2$/u }).count()).toBe(1);
    const view = await running(t);
    const [first, second, third] = playable(view, tiles);
    // The clock reads the round's end on the server's clock (a manual one here, far from this machine's).
    expect(await ann.locator("#clock").textContent()).toMatch(/^(3:00|2:[45]\d)$/u);

    // Ann traces a word with the mouse: the verdict at once, the word in My words, Bob's strip counts it.
    await Promise.all([watchChanges(ann), watchChanges(bob)]);
    await dragWithMouse(ann, ann, first!.path);
    await expect.poll(() => ann.locator("#verdict").textContent()).toContain(first!.word.toUpperCase());
    expect(await ann.locator("#verdict").getAttribute("aria-live")).toBe("polite");
    await expect.poll(() => ann.locator("#mine").textContent()).toContain(first!.word.toUpperCase());
    await expect.poll(() => bob.locator("#strip").textContent()).toMatch(/Ann\s*1/u);
    const [annSaw, bobSaw] = await Promise.all([changesIn(ann), changesIn(bob)]);
    const verdictAt = annSaw.find((c) => c.what === "verdict" && c.text.includes(first!.word.toUpperCase()))!.at;
    const stripAt = bobSaw.find((c) => c.what === "strip" && /Ann\s*1/u.test(c.text))!.at;
    console.log(`Activity: Ann's verdict → Bob's strip: ${stripAt - verdictAt} ms (loopback, two tabs)`);
    expect(JSON.stringify(await bob.content())).not.toContain(first!.word.toUpperCase());

    // Bob traces one with a finger, then types one and sends it with Enter.
    await dragWithFinger(bob, second!.path);
    await expect.poll(() => bob.locator("#mine").textContent()).toContain(second!.word.toUpperCase());
    await bob.keyboard.type(third!.word);
    expect(await bob.locator("#word").textContent()).toBe(third!.word.toUpperCase());
    await bob.keyboard.press("Enter");
    await expect.poll(() => bob.locator("#mine").textContent()).toContain(third!.word.toUpperCase());
    await expect.poll(() => ann.locator("#strip").textContent()).toMatch(/Bob\s*2/u);
    // A letter the board cannot take next is refused where the player looks.
    const absent = [..."abcdefghijklmnopqrstuvwxyz"].find((l) => !tiles.some((x) => x.toLowerCase().startsWith(l)))!;
    await bob.keyboard.type(absent);
    expect(await bob.locator("#verdict").textContent()).toMatch(/can come next/u);
    await bob.keyboard.press("Escape");
    expect(await bob.locator("#word").textContent()).toBe("");

    // Both words are in the store as the engine judged them.
    const answers = await t.store.answersFor(view.round.id);
    expect(answers.map((a) => [a.playerName, a.text])).toEqual(expect.arrayContaining([["Ann", first!.word], ["Bob", second!.word], ["Bob", third!.word]]));

    // The end: both tabs show the results, naming both, each marking its player.
    t.clock.advanceTo(view.round.endsAt!);
    await t.engine.idle();
    for (const [page, me] of [[ann, "Ann"], [bob, "Bob"]] as const) {
      await page.locator(".standing").first().waitFor();
      const lines = await page.locator(".standing").allTextContents();
      expect(lines.join("\n")).toMatch(/Ann/u);
      expect(lines.join("\n")).toMatch(/Bob/u);
      expect(await page.locator(".standing.you").textContent()).toContain(`${me} (you)`);
    }
    expect(await ann.getByRole("button", { name: "Letterpress" }).isVisible()).toBe(true);
  });

  it("Letterpress by taps: any tiles, each once, sent by tapping the last again or with Submit; a refusal said plainly", async () => {
    const t = await liveTable(await (await storeEngines[0]!.database())(), suite.clientDir);
    const cy = await tab(t, "Cy", { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await cy.getByRole("button", { name: "Letterpress" }).click();
    await cy.locator(".tile").first().waitFor();
    const tiles = await tilesOf(cy);
    expect(tiles).toHaveLength(25);
    expect(await cy.locator("#mine").textContent()).toBe("Tap tiles anywhere on the board, then Submit.");
    const words = playable(await running(t), tiles);
    const first = words.reduce((a, b) => (b.word.length > a.word.length ? b : a));
    const second = words.find((w) => w.word.length <= 6 && w !== first)!;

    // The longest word the board holds: building it moves nothing (the word line cuts it short).
    const board = await cy.locator("#board").boundingBox();
    await tapTiles(cy, first!.path);
    expect(await cy.locator("#board").boundingBox()).toEqual(board);
    expect(await cy.locator("#word").textContent()).toBe(first!.word.toUpperCase());
    expect(await cy.locator(".tile[aria-pressed=true]").count()).toBe(first!.path.length);
    await cy.locator(".tile").nth(first!.path.at(-1)!).click(); // the last again sends
    await expect.poll(() => cy.locator("#mine").textContent()).toContain(first!.word.toUpperCase());

    await tapTiles(cy, second!.path);
    await cy.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => cy.locator("#mine").textContent()).toContain(second!.word.toUpperCase());
    expect(await cy.locator("#word").textContent()).toBe("");

    // Too short is said at once, without sending.
    await tapTiles(cy, [0, 1]);
    await cy.getByRole("button", { name: "Submit" }).click();
    expect(await cy.locator("#verdict").textContent()).toMatch(/at least 4 letters/u);
    expect(await t.store.answersFor((await running(t)).round.id)).toHaveLength(2);
  });

  it("one player in two tabs: before a word the strip shows them at 0 and My words how to play; a word from either tab or /guess is in both; the results sit on My words; the next round plays by its own rules", async () => {
    const t = await liveTable(await (await storeEngines[0]!.database())(), suite.clientDir);
    const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, colorScheme: "dark" } as const;
    const [one, two] = [await tab(t, "Ann", phone), await tab(t, "Ann", { viewport: { width: 1280, height: 800 } })];
    await one.getByRole("button", { name: "Boggle 4×4" }).click();
    await two.locator(".tile").first().waitFor();
    for (const page of [one, two]) {
      await expect.poll(() => page.locator("#strip").textContent()).toBe("Ann (you)0");
      expect(await page.locator("#mine").textContent()).toBe("Drag across touching tiles, or tap them, then Submit.");
    }
    const [first, second] = playable(await running(t), await tilesOf(one));

    await dragWithFinger(one, first!.path);
    await expect.poll(() => two.locator("#mine").textContent()).toContain(first!.word.toUpperCase());
    await t.engine.answer({ channelId: LOCAL_CHANNEL, player: localPlayer("Ann"), text: second!.word, via: "command" });
    for (const page of [one, two]) {
      await expect.poll(() => page.locator("#mine li").allTextContents()).toEqual([second, first].map((w) => expect.stringContaining(w!.word.toUpperCase()) as string));
      await expect.poll(() => page.locator("#strip").textContent()).toBe("Ann (you)2");
    }

    t.clock.advanceTo((await running(t)).round.endsAt!);
    await t.engine.idle();
    await one.locator(".standing").first().waitFor();
    const [results, mine] = [(await one.locator("#idle").boundingBox())!, (await one.locator("#side").boundingBox())!];
    // One grid gap (10 px) between the Results card and My words, as between every other pair.
    expect(mine.y - (results.y + results.height)).toBeLessThanOrEqual(11);

    // Another round in the same tab: its board takes taps by its own rules (any tiles), not the last one's.
    await one.getByRole("button", { name: "Letterpress" }).click();
    await one.locator(".tile").nth(24).waitFor();
    const spread = playable(await running(t), await tilesOf(one)).find((w) => w.path.some((tile, i) => i > 0 && Math.abs((tile % 5) - (w.path[i - 1]! % 5)) > 1))!;
    await tapTiles(one, spread.path);
    expect(await one.locator("#word").textContent()).toBe(spread.word.toUpperCase());
    await one.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => one.locator("#mine").textContent()).toContain(spread.word.toUpperCase());
    expect(await one.locator("#verdict").textContent()).toContain(spread.word.toUpperCase());
  });

  it("a dropped socket: the page says it is reconnecting, then picks the round up again from the welcome; tiles work from the keyboard", async () => {
    const t = await liveTable(await (await storeEngines[0]!.database())(), suite.clientDir);
    const started = await t.engine.start({ guildId: LOCAL_GUILD, channelId: LOCAL_CHANNEL, game: "boggle", player: localPlayer("Dee"), options: { size: 4, duration: 120 } });
    if (!started.ok) throw new Error(started.error);
    const dee = await suite.browser.newPage();
    dee.setDefaultTimeout(10_000);
    // Every socket the page opens goes through here, so the test can cut one.
    const sockets: WebSocketRoute[] = [];
    await dee.routeWebSocket(/\/api\/live$/u, (socket) => {
      socket.connectToServer();
      sockets.push(socket);
    });
    await dee.goto(`${t.server.url}?user=Dee`);
    await dee.locator(".tile").first().waitFor();
    const [first] = playable(await running(t), await tilesOf(dee));

    // Tab to a tile and press Space: the tile's button takes it; Backspace takes the last tile off.
    await dee.locator(".tile").nth(first!.path[0]!).focus();
    await dee.keyboard.press("Space");
    await dee.locator(".tile").nth(first!.path[1]!).focus();
    await dee.keyboard.press("Space");
    expect(await dee.locator(".tile[aria-pressed=true]").count()).toBe(2);
    await dee.keyboard.press("Backspace");
    expect(await dee.locator("#word").textContent()).toBe(first!.word.slice(0, 1).toUpperCase());
    await dee.keyboard.press("Escape");
    await dee.keyboard.type(first!.word);
    await dee.keyboard.press("Enter");
    await expect.poll(() => dee.locator("#mine").textContent()).toContain(first!.word.toUpperCase());

    await sockets[0]!.close({ code: 1011, reason: "cut by the test" });
    await expect.poll(() => dee.locator("#link").textContent()).toBe("Reconnecting…");
    await expect.poll(() => sockets.length).toBe(2);
    await expect.poll(() => dee.locator("#link").textContent()).toBe("");
    expect(await dee.locator("#mine").textContent()).toContain(first!.word.toUpperCase());
    expect(await tilesOf(dee)).toHaveLength(16);
  });

  it("another game running in the channel: the idle screen says it is played in chat, and a Start is refused plainly", async () => {
    const t = await liveTable(await (await storeEngines[0]!.database())(), suite.clientDir);
    const started = await t.engine.start({ guildId: LOCAL_GUILD, channelId: LOCAL_CHANNEL, game: "conundrum", player: localPlayer("Eve"), options: {} });
    if (!started.ok) throw new Error(started.error);
    const eve = await tab(t, "Eve");
    await expect.poll(() => eve.locator("#idle-text").textContent()).toMatch(/played in chat, with \/guess/u);
    await eve.getByRole("button", { name: "Letterpress" }).click();
    await expect.poll(() => eve.locator("#verdict").textContent()).not.toBe("");
    expect(await eve.locator("#verdict").isVisible()).toBe(true);
    expect(await eve.locator("#verdict").getAttribute("class")).toContain("no");
    expect(await eve.locator(".tile").count()).toBe(0);
  });
});
