// Discord's Identity against the fake Discord: the code swapped for a token, the user and the
// instance looked up, every refusal in words, Discord's limits and silences, and the secret kept.

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { discordIdentity, REFUSALS } from "../../src/live/discord-identity.ts";
import type { Identity } from "../../src/live/identity.ts";
import { RecordingLogger } from "../support/bot-harness.ts";
import { FakeDiscord, type FakeUser } from "../support/fake-discord/index.ts";

let fake: FakeDiscord;
let alice: FakeUser;
let bob: FakeUser;
let logger: RecordingLogger;
let identity: Identity;

const timings = { timeoutMs: 5_000, maxRetryWaitMs: 200 };

function identityWith(clientSecret: string, timeoutMs = timings.timeoutMs): Identity {
  return discordIdentity({ applicationId: fake.applicationId, botToken: "fake.bot.token", clientSecret, apiUrl: fake.apiUrl, logger, timings: { ...timings, timeoutMs } });
}

beforeEach(async () => {
  fake = await FakeDiscord.start();
  alice = fake.addUser("alice");
  bob = fake.addUser("bob");
  logger = new RecordingLogger();
  identity = identityWith(fake.clientSecret);
});

afterEach(async () => {
  await fake.stop();
});

async function tokenOf(user: FakeUser): Promise<string> {
  const exchanged = await identity.exchange!(fake.authorizeActivity(user));
  if (!exchanged.ok) throw new Error(exchanged.reason);
  return exchanged.accessToken;
}

const hello = (accessToken: string, instanceId: string) => ({ type: "hello" as const, accessToken, instanceId });
const callsTo = (part: string) => fake.calls.filter((c) => c.path.includes(part)).length;

describe("identify", () => {
  it("names the player and the server's channel of their instance", async () => {
    const games = fake.channelId("games");
    const { instanceId } = fake.startActivity(alice, games);
    const identified = await identity.identify(hello(await tokenOf(alice), instanceId));
    expect(identified).toEqual({ ok: true, player: { id: alice.id, name: "alice" }, place: { guildId: fake.guild.id, channelId: games } });
    expect(identity.clientId).toBe(fake.applicationId);
  });

  it("refuses a local player's hello", async () => {
    const { instanceId } = fake.startActivity(alice, fake.channelId("games"));
    expect(await identity.identify({ type: "hello", localUser: "alice", instanceId })).toEqual({ ok: false, reason: REFUSALS.localPlay });
  });

  it("refuses a forged token, and one with characters no token has, without asking for it twice", async () => {
    const { instanceId } = fake.startActivity(alice, fake.channelId("games"));
    expect(await identity.identify(hello("forged-token", instanceId))).toEqual({ ok: false, reason: REFUSALS.signIn });
    expect(await identity.identify(hello("a token\nwith a line", instanceId))).toEqual({ ok: false, reason: REFUSALS.signIn });
    expect(callsTo("/activity-instances/")).toBe(0);
  });

  it("refuses an instance Discord does not know, or one whose players all left", async () => {
    const token = await tokenOf(alice);
    expect(await identity.identify(hello(token, "i-1234-gc-1-2"))).toEqual({ ok: false, reason: REFUSALS.unknownInstance });
    expect(await identity.identify(hello(token, "../../users/@me"))).toEqual({ ok: false, reason: REFUSALS.unknownInstance });
    const { instanceId } = fake.startActivity(alice, fake.channelId("games"));
    fake.leaveActivity(alice, instanceId);
    expect(await identity.identify(hello(token, instanceId))).toEqual({ ok: false, reason: REFUSALS.unknownInstance });
  });

  it("refuses a user who is not in the instance, and lets them in once they join (the remembered instance asked again)", async () => {
    const { instanceId } = fake.startActivity(alice, fake.channelId("games"));
    expect((await identity.identify(hello(await tokenOf(alice), instanceId))).ok).toBe(true);
    const bobs = await tokenOf(bob);
    expect(await identity.identify(hello(bobs, instanceId))).toEqual({ ok: false, reason: REFUSALS.notInInstance });
    fake.joinActivity(bob, instanceId);
    expect(await identity.identify(hello(bobs, instanceId))).toMatchObject({ ok: true, player: { id: bob.id, name: "bob" } });
  });

  it("names the player by their nickname in the server, as /guess does", async () => {
    fake.setNickname(alice, "Ally");
    const { instanceId } = fake.startActivity(alice, fake.channelId("games"));
    expect(await identity.identify(hello(await tokenOf(alice), instanceId))).toMatchObject({ ok: true, player: { id: alice.id, name: "Ally" } });
  });

  it("refuses an instance outside a server (a DM)", async () => {
    const { instanceId } = fake.startActivity(alice, fake.dmChannelId(alice));
    expect(await identity.identify(hello(await tokenOf(alice), instanceId))).toEqual({ ok: false, reason: REFUSALS.notInServer });
  });

  it("remembers the token's user and the instance, so a reconnect asks Discord nothing", async () => {
    const { instanceId } = fake.startActivity(alice, fake.channelId("games"));
    const token = await tokenOf(alice);
    const first = await identity.identify(hello(token, instanceId));
    const asked = fake.calls.length;
    expect(await Promise.all([identity.identify(hello(token, instanceId)), identity.identify(hello(token, instanceId))])).toEqual([first, first]);
    expect(fake.calls.length).toBe(asked);
    expect(callsTo("/users/@me")).toBe(1);
  });

  it("asks Discord about the instance again once its minute is up, and about the token's user after ten", async () => {
    let now = 0;
    const clocked = discordIdentity({ applicationId: fake.applicationId, botToken: "fake.bot.token", clientSecret: fake.clientSecret, apiUrl: fake.apiUrl, logger, timings, now: () => now });
    const { instanceId } = fake.startActivity(alice, fake.channelId("games"));
    const token = await tokenOf(alice);
    await clocked.identify(hello(token, instanceId));
    now += 61_000;
    expect((await clocked.identify(hello(token, instanceId))).ok).toBe(true);
    expect([callsTo("/users/@me"), callsTo("/activity-instances/")]).toEqual([1, 2]);
    now += 10 * 60_000;
    await clocked.identify(hello(token, instanceId));
    expect([callsTo("/users/@me"), callsTo("/activity-instances/")]).toEqual([2, 3]);
  });

  it("waits out a short 429 and tries again", async () => {
    const { instanceId } = fake.startActivity(alice, fake.channelId("games"));
    const token = await tokenOf(alice);
    fake.failNext({ pathIncludes: "/activity-instances/", status: 429, retryAfter: 0.02 });
    expect((await identity.identify(hello(token, instanceId))).ok).toBe(true);
    expect(callsTo("/activity-instances/")).toBe(2);
  });

  it("refuses in words when Discord asks for a longer wait than a player should sit through", async () => {
    const { instanceId } = fake.startActivity(alice, fake.channelId("games"));
    const token = await tokenOf(alice);
    fake.failNext({ pathIncludes: "/users/@me", status: 429, retryAfter: 30 });
    expect(await identity.identify(hello(token, instanceId))).toEqual({ ok: false, reason: "Discord asks us to slow down: try again in 30 s." });
    expect(callsTo("/users/@me")).toBe(1);
    // The refusal is not remembered: the next hello asks again and gets in.
    expect((await identity.identify(hello(token, instanceId))).ok).toBe(true);
  });

  it("gives up on a Discord that does not answer, within the call's deadline", async () => {
    const { instanceId } = fake.startActivity(alice, fake.channelId("games"));
    const token = await tokenOf(alice);
    fake.dropResponseNext({ pathIncludes: "/activity-instances/" });
    expect(await identityWith(fake.clientSecret, 200).identify(hello(token, instanceId))).toEqual({ ok: false, reason: "Discord did not answer in time: try again." });
  });
});

describe("exchange", () => {
  it("refuses a code Discord does not know, or one already used, in a short line with status 400", async () => {
    const code = fake.authorizeActivity(alice);
    expect((await identity.exchange!(code)).ok).toBe(true);
    for (const bad of [code, "made-up", "", "x".repeat(300), "semi;colon"]) {
      const exchanged = await identity.exchange!(bad);
      expect(exchanged).toMatchObject({ ok: false, status: 400 });
      if (!exchanged.ok) expect(exchanged.reason.length).toBeLessThan(120);
    }
  });

  it("never echoes the secret, and tells the operator (not the player) when Discord refuses it", async () => {
    const wrongSecret = "wrong-secret-0123456789abcdef";
    const misconfigured = identityWith(wrongSecret);
    const exchanged = await misconfigured.exchange!(fake.authorizeActivity(alice));
    expect(exchanged).toEqual({ ok: false, status: 502, reason: "Lexicord's sign-in with Discord is not set up right; tell the server's admins." });
    expect(logger.errors().map((e) => e.message)).toEqual([expect.stringContaining("DISCORD_CLIENT_SECRET")]);
    const said = JSON.stringify([exchanged, logger.entries]);
    expect(said).not.toContain(wrongSecret);
    expect(said).not.toContain(fake.clientSecret);
  });

  it("says Discord is out of reach, with 502, when nothing listens", async () => {
    const apiUrl = fake.apiUrl;
    await fake.stop();
    const unreachable = discordIdentity({ applicationId: "1234567890123456789", botToken: "t", clientSecret: "s", apiUrl, logger, timings });
    expect(await unreachable.exchange!("some-code")).toEqual({ ok: false, status: 502, reason: "Discord could not be reached: try again." });
    fake = await FakeDiscord.start();
  });
});
