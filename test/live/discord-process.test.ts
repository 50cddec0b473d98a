// The real `lexicord start` process with ACTIVITY_PORT, against the fake Discord: it says where
// live play listens, an Activity signs in and plays the channel's round, a bad code gets a short
// line, the client secret never reaches its logs, and SIGTERM closes the port.

import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMMANDS } from "../../commands/index.ts";
import { deployCommands } from "../../src/discord/deploy.ts";
import { CONFIG_PATH, TOKEN_PATH } from "../../src/live/protocol.ts";
import { lexicord, type Played } from "../console/process.ts";
import { TOKEN } from "../support/bot-harness.ts";
import { eventually } from "../support/eventually.ts";
import { FakeDiscord } from "../support/fake-discord/index.ts";
import { freePort } from "../support/free-port.ts";
import { liveClient } from "./live-client.ts";

let fake: FakeDiscord;
let dir: string;

beforeEach(async () => {
  fake = await FakeDiscord.start();
  dir = mkdtempSync(join(tmpdir(), "lexicord-live-process-"));
  await deployCommands({ token: TOKEN, applicationId: fake.applicationId, guildId: fake.guild.id, apiUrl: fake.apiUrl }, COMMANDS);
});

afterEach(async () => {
  await fake.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Until the process has logged a line matching `pattern`; else its stderr, as it was then. */
async function logged(played: Played, pattern: RegExp): Promise<void> {
  try {
    await eventually(String(pattern), () => pattern.test(played.err()), 20_000);
  } catch {
    throw new Error(`no ${pattern} in stderr:\n${played.err()}`);
  }
}

const env = (port: number) => ({
  DISCORD_TOKEN: TOKEN,
  DISCORD_APPLICATION_ID: fake.applicationId,
  DISCORD_API_URL: fake.apiUrl,
  LOG_LEVEL: "info",
  ACTIVITY_PORT: String(port),
  DISCORD_CLIENT_SECRET: fake.clientSecret,
});

async function postToken(url: string, code: string): Promise<{ status: number; body: Record<string, string> }> {
  const response = await fetch(new URL(TOKEN_PATH, url), { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ code }) });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

describe("lexicord start with ACTIVITY_PORT", () => {
  it("serves live play on the bot's rounds, keeps the secret out of its logs, and closes on SIGTERM", async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/`;
    const bot = lexicord(["start"], join(dir, "lexicord.db"), env(port));
    await logged(bot, new RegExp(`"url":"${url}".*"live play is served"`, "u"));
    expect(await (await fetch(new URL(CONFIG_PATH, url))).json()).toEqual({ clientId: fake.applicationId, local: false });

    const alice = fake.addUser("alice");
    const started = fake.sendSlashCommand({ user: alice, name: "boggle", channelId: fake.channelId("games"), options: { duration: 300 } });
    await fake.waitFor((c) => c.interactionId === started && c.method === "PATCH" && c.status === 200);
    const code = fake.authorizeActivity(alice);
    const signedIn = await postToken(url, code);
    expect(signedIn.status).toBe(200);
    const client = await liveClient(url);
    client.send({ type: "hello", accessToken: signedIn.body.access_token!, instanceId: fake.startActivity(alice, fake.channelId("games")).instanceId });
    const welcome = await client.next("welcome");
    expect(welcome.you.id).toBe(alice.id);
    expect(welcome.round?.board.game).toBe("boggle");

    const refused = await postToken(url, code);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/^Discord did not accept this sign-in/u);

    bot.child.kill("SIGTERM");
    expect(await bot.exited()).toBe(0);
    expect(await client.closed).toBe(1001);
    await expect(fetch(new URL(CONFIG_PATH, url))).rejects.toThrow();
    for (const secret of [fake.clientSecret, code, signedIn.body.access_token!]) expect(bot.err()).not.toContain(secret);
    expect(bot.err()).toMatch(/"an Activity's token exchange was refused"/u);
  }, 60_000);

  it("refuses to start, in a line that names the port, when the port is taken", async () => {
    const port = await freePort();
    const taken = createServer().listen(port, "127.0.0.1");
    await once(taken, "listening");
    try {
      const bot = lexicord(["start"], join(dir, "lexicord.db"), env(port));
      expect(await bot.exited()).toBe(1);
      expect(bot.err()).toContain(`Live play could not start on 127.0.0.1:${port} (ACTIVITY_HOST, ACTIVITY_PORT): listen EADDRINUSE`);
      expect(bot.err()).not.toContain(fake.clientSecret);
    } finally {
      taken.close();
    }
  }, 60_000);
});
