// The fake Discord's Activity routes on their own: the OAuth2 swap of a code for a token, the
// user a Bearer token speaks for, and the activity-instance lookup with the bot token.

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeDiscord, type FakeUser } from "../support/fake-discord/index.ts";

let fake: FakeDiscord;
let alice: FakeUser;
let bob: FakeUser;

beforeEach(async () => {
  fake = await FakeDiscord.start();
  alice = fake.addUser("alice");
  bob = fake.addUser("bob");
});

afterEach(async () => {
  await fake.stop();
});

const api = (path: string) => `${fake.apiUrl}/v10${path}`;

async function swap(fields: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(api("/oauth2/token"), { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const grant = (code: string, secret = fake.clientSecret) => ({ client_id: fake.applicationId, client_secret: secret, grant_type: "authorization_code", code });

async function get(path: string, authorization: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(api(path), { headers: { Authorization: authorization } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("POST /oauth2/token", () => {
  it("swaps a code it issued for a Bearer token that speaks for its user", async () => {
    const { status, body } = await swap(grant(fake.authorizeActivity(alice)));
    expect(status).toBe(200);
    expect(body.token_type).toBe("Bearer");
    const me = await get("/users/@me", `Bearer ${String(body.access_token)}`);
    expect(me).toMatchObject({ status: 200, body: { id: alice.id, username: "alice", global_name: "alice" } });
  });

  it("takes each code once", async () => {
    const code = fake.authorizeActivity(alice);
    expect((await swap(grant(code))).status).toBe(200);
    expect(await swap(grant(code))).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
  });

  it("refuses a code it never issued with invalid_grant", async () => {
    expect(await swap(grant("made-up-code"))).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
  });

  it("refuses a wrong client secret or another application's id with invalid_client, and keeps the code", async () => {
    const code = fake.authorizeActivity(alice);
    expect(await swap(grant(code, "not-the-secret"))).toMatchObject({ status: 401, body: { error: "invalid_client" } });
    expect(await swap({ ...grant(code), client_id: "1234567890123456789" })).toMatchObject({ status: 401, body: { error: "invalid_client" } });
    expect((await swap(grant(code))).status).toBe(200);
  });

  it("refuses another grant type", async () => {
    expect(await swap({ ...grant(fake.authorizeActivity(alice)), grant_type: "client_credentials" })).toMatchObject({ status: 400, body: { error: "unsupported_grant_type" } });
  });
});

describe("GET /users/@me", () => {
  it("refuses a Bearer token it never issued, and still answers the bot's own token with the bot", async () => {
    expect((await get("/users/@me", "Bearer forged-token")).status).toBe(401);
    expect(await get("/users/@me", "Bot fake.bot.token")).toMatchObject({ status: 200, body: { id: fake.bot.id } });
  });
});

describe("GET /applications/:id/activity-instances/:instance", () => {
  const instancePath = (instanceId: string) => `/applications/${fake.applicationId}/activity-instances/${instanceId}`;

  it("gives a started instance's channel, server and users; a second launch in the channel joins it", async () => {
    const games = fake.channelId("games");
    const { instanceId } = fake.startActivity(alice, games);
    expect(fake.startActivity(bob, games).instanceId).toBe(instanceId);
    const { status, body } = await get(instancePath(instanceId), "Bot fake.bot.token");
    expect(status).toBe(200);
    expect(body).toMatchObject({ application_id: fake.applicationId, instance_id: instanceId, location: { kind: "gc", channel_id: games, guild_id: fake.guild.id }, users: [alice.id, bob.id] });
    expect(body.launch_id).toMatch(/^\d+$/u);
  });

  it("keeps instances of different channels apart, and adds users who join", async () => {
    const first = fake.startActivity(alice, fake.channelId("games")).instanceId;
    const second = fake.startActivity(bob, fake.channelId("general")).instanceId;
    expect(second).not.toBe(first);
    fake.joinActivity(alice, second);
    expect((await get(instancePath(second), "Bot fake.bot.token")).body.users).toEqual([bob.id, alice.id]);
    expect((await get(instancePath(first), "Bot fake.bot.token")).body.users).toEqual([alice.id]);
  });

  it("gives a DM's instance no server", async () => {
    const { instanceId } = fake.startActivity(alice, fake.dmChannelId(alice));
    const { body } = await get(instancePath(instanceId), "Bot fake.bot.token");
    expect(body.location).toMatchObject({ kind: "pc" });
    expect(body.location).not.toHaveProperty("guild_id");
  });

  it("answers 404 for an unknown instance or one whose last user left, and 401 to a Bearer token", async () => {
    expect((await get(instancePath("i-unknown"), "Bot fake.bot.token")).status).toBe(404);
    const { instanceId } = fake.startActivity(alice, fake.channelId("games"));
    const code = fake.authorizeActivity(alice);
    const token = String((await swap(grant(code))).body.access_token);
    expect((await get(instancePath(instanceId), `Bearer ${token}`)).status).toBe(401);
    fake.leaveActivity(alice, instanceId);
    expect((await get(instancePath(instanceId), "Bot fake.bot.token")).status).toBe(404);
    expect(fake.unknownRoutes).toEqual([]);
  });
});
