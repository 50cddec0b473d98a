// The Activity in headless Chromium inside a fake Discord client (discord-client-frame.ts), the
// real bot on the fake Discord serving live play: the page's SDK signs in through the client's
// RPC and /api/token, plays the channel's round beside a player using /guess, and both stand in
// the one results message. An unknown instance and a forged token are refused, and the page says so.

import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { REFUSALS } from "../../../src/live/discord-identity.ts";
import { hasChromium, SKIPPED } from "../../support/browser.ts";
import { openInDiscord } from "../../support/discord-client-frame.ts";
import { textOf, type FakeUser } from "../../support/fake-discord/index.ts";
import { liveBot, type LiveBot } from "../live-bot.ts";
import { dragWithMouse, playable, tilesOf } from "./pages.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();

/** The fake's own check of a token, as Discord's client makes at AUTHENTICATE. */
async function userOf(t: LiveBot, accessToken: string): Promise<{ id: string; username: string } | null> {
  const response = await fetch(`${t.fake.apiUrl}/v10/users/@me`, { headers: { Authorization: `Bearer ${accessToken}` } });
  return response.ok ? ((await response.json()) as { id: string; username: string }) : null;
}

interface Opened {
  readonly page: Page;
  readonly frame: FrameLocator;
}

interface Over {
  readonly instanceId?: string;
  authenticate?(token: string): Promise<{ id: string; username: string } | null>;
  prepare?(page: Page): Promise<void>;
}

/** `user` opens the Activity in `channelId`, as Discord launches it (or in `instanceId`). */
async function launch(t: LiveBot, user: FakeUser, channelId: string, over: Over = {}): Promise<Opened> {
  const page = await suite.browser.newPage({ viewport: { width: 1024, height: 768 } });
  page.setDefaultTimeout(10_000);
  await over.prepare?.(page);
  page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
  const frame = await openInDiscord(page, {
    appUrl: t.server.url,
    clientId: t.fake.applicationId,
    instanceId: over.instanceId ?? t.fake.startActivity(user, channelId).instanceId,
    guildId: t.fake.guild.id,
    channelId,
    authorize: async () => t.fake.authorizeActivity(user),
    authenticate: over.authenticate ?? ((token) => userOf(t, token)),
  });
  return { page, frame };
}

describe.skipIf(!hasChromium)(hasChromium ? "the Activity in Chromium, inside a fake Discord client" : SKIPPED, () => {
  it("signs in through the SDK, plays the channel's round beside a /guess player, and both are in the one results message", async () => {
    const t = await liveBot(undefined, suite.clientDir);
    await t.h.publicReply(t.h.command(t.h.alice, "boggle", { channelId: t.h.games, options: { duration: 300 } }));
    const view = (await t.h.bot.engine.roundIn(t.h.games))!;
    const { page, frame } = await launch(t, t.h.alice, t.h.games);
    await frame.locator(".tile").first().waitFor();
    const [hers, his] = playable(view, await tilesOf(frame));

    await dragWithMouse(page, frame, hers!.path);
    await expect.poll(() => frame.locator("#mine").textContent()).toContain(hers!.word.toUpperCase());
    expect(await t.h.privateReply(t.h.command(t.h.bob, "guess", { options: { answer: his!.word } }))).not.toContain("❌");
    await expect.poll(() => frame.locator("#strip").textContent()).toMatch(/bob\s*1/u);
    expect(await frame.locator(".chip.you").textContent()).toMatch(/alice \(you\)\s*1/u);

    const results = await t.h.publicReply(t.h.command(t.h.alice, "stop"));
    const posted = textOf(results);
    expect(posted).toContain(`<@${t.h.alice.id}>`);
    expect(posted).toContain(`<@${t.h.bob.id}>`);
    await frame.locator(".standing").first().waitFor();
    const standings = (await frame.locator(".standing").allTextContents()).join("\n");
    expect(standings).toMatch(/alice \(you\)/u);
    expect(standings).toMatch(/bob/u);
    expect(t.fake.unknownRoutes).toEqual([]);
  });

  it("an instance Discord does not know: refused, and the page says so", async () => {
    const t = await liveBot(undefined, suite.clientDir);
    const { frame } = await launch(t, t.h.alice, t.h.games, { instanceId: `i-1-gc-${t.fake.guild.id}-${t.h.games}` });
    await expect.poll(() => frame.locator("#refusal").textContent()).toBe(REFUSALS.unknownInstance);
    expect(await frame.locator(".tile").count()).toBe(0);
  });

  it("opened with Discord's query but outside Discord: after 10 s without the client, the page says where to open it", async () => {
    const t = await liveBot(undefined, suite.clientDir);
    const page = await suite.browser.newPage();
    page.setDefaultTimeout(10_000);
    await page.clock.install();
    const said = /^Could not reach Discord\. Open Lexicord from the App Launcher or a board's Play live button\.$/u;
    // Half of Discord's query: the SDK cannot start, and the page says the same at once.
    await page.goto(`${t.server.url}?frame_id=f1`);
    await expect.poll(() => page.locator("#refusal").textContent()).toMatch(said);

    await page.goto(`${t.server.url}?frame_id=f1&instance_id=i1&platform=desktop`);
    await page.clock.runFor(9_000);
    expect(await page.locator("#refusal").textContent()).toBe("");
    await page.clock.runFor(1_000);
    await expect.poll(() => page.locator("#refusal").textContent()).toMatch(said);
    expect(await page.locator(".tile").count()).toBe(0);
  });

  it("a forged token (a tampered page past Discord's own check): the server refuses it, and the page says so", async () => {
    const t = await liveBot(undefined, suite.clientDir);
    const { frame } = await launch(t, t.h.alice, t.h.games, {
      prepare: async (page) => void await page.route(`${t.server.url}api/token`, (route) => route.fulfill({ contentType: "application/json", body: JSON.stringify({ access_token: "forged-token-0123456789" }) })),
      authenticate: async () => ({ id: t.h.alice.id, username: "alice" }),
    });
    await expect.poll(() => frame.locator("#refusal").textContent()).toBe(REFUSALS.signIn);
  });
});
