// deploy-commands and the Entry Point, against the fake Discord: with live play (ACTIVITY_PORT)
// it is registered in the global overwrite, or alone beside a guild deploy; without, none is
// added, and one the app already has is carried over (Discord refuses an overwrite that drops it).
// The fake refuses what Discord refuses, checked here on its own too. And which process serves
// live play, whose boards then offer it.

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMMANDS } from "../../commands/index.ts";
import { deployCommandsFromEnv, readConfig, servesLivePlay } from "../../src/discord/index.ts";
import { relayedLiveEnv } from "../../src/discord/shard-live.ts";
import { TOKEN } from "../support/bot-harness.ts";
import { FakeDiscord, type RegisteredCommand } from "../support/fake-discord/index.ts";

const ENTRY_POINT = 4;
const COUNT = 19;

let fake: FakeDiscord;

beforeEach(async () => {
  fake = await FakeDiscord.start();
});

afterEach(async () => {
  await fake.stop();
  expect(fake.unknownRoutes).toEqual([]);
});

const env = (more: Record<string, string> = {}) => ({ DISCORD_TOKEN: TOKEN, DISCORD_APPLICATION_ID: fake.applicationId, DISCORD_API_URL: fake.apiUrl, ...more });
const LIVE = { ACTIVITY_PORT: "8490", DISCORD_CLIENT_SECRET: "not-a-real-secret" };

/** A command written straight to the fake's REST API, as the Developer Portal or another tool would. */
async function register(command: object, method: "POST" | "PUT" = "POST", path = `/applications/${fake.applicationId}/commands`) {
  const response = await fetch(`${fake.apiUrl}/v10${path}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bot ${TOKEN}` },
    body: JSON.stringify(command),
  });
  return { status: response.status, body: (await response.json()) as { code?: number; message?: string; id?: string } };
}

/** Discord's own Entry Point, made when Activities are switched on: Discord launches it. */
const DISCORDS_DEFAULT = { name: "launch", description: "Launch Lexicord", type: ENTRY_POINT, handler: 2 };

const entryPoints = (guildId?: string): RegisteredCommand[] => fake.commands(guildId).filter((c) => c.type === ENTRY_POINT);

describe("deploy-commands with live play", () => {
  it("registers the Entry Point in the same global overwrite as the commands: the app answers it, in servers", async () => {
    const deployed = await deployCommandsFromEnv(env(LIVE), COMMANDS);
    expect(deployed).toEqual({ ok: true, message: `Registered ${COUNT} commands (global), with the Entry Point "launch" that opens live play.` });
    expect(entryPoints()).toEqual([
      expect.objectContaining({ name: "launch", type: ENTRY_POINT, handler: 1, contexts: [0], integration_types: [0], description: expect.stringMatching(/^.{1,100}$/) }),
    ]);
    expect(fake.commands()).toHaveLength(COUNT + 1);
    expect(fake.calls.filter((c) => c.method === "PUT")).toHaveLength(1);
  });

  it("takes over Discord's default Entry Point in place (its id kept), and deploys again unchanged", async () => {
    const { body: made } = await register(DISCORDS_DEFAULT);
    await deployCommandsFromEnv(env(LIVE), COMMANDS);
    expect(entryPoints()).toEqual([expect.objectContaining({ id: made.id, handler: 1 })]);
    expect((await deployCommandsFromEnv(env(LIVE), COMMANDS)).ok).toBe(true);
    expect(entryPoints()).toEqual([expect.objectContaining({ id: made.id, handler: 1 })]);
  });

  it("renames an Entry Point called otherwise before the overwrite, which would drop it", async () => {
    const { body: made } = await register({ ...DISCORDS_DEFAULT, name: "play" });
    expect((await deployCommandsFromEnv(env(LIVE), COMMANDS)).ok).toBe(true);
    expect(entryPoints()).toEqual([expect.objectContaining({ id: made.id, name: "launch", handler: 1 })]);
  });

  it("in a guild: the commands there, and the Entry Point alone globally, the other global commands untouched", async () => {
    const { body: older } = await register({ name: "older", description: "A global command from before", type: 1 });
    const deployed = await deployCommandsFromEnv(env({ ...LIVE, DISCORD_GUILD_ID: fake.guild.id }), COMMANDS);
    expect(deployed.message).toBe(
      `Registered ${COUNT} commands (guild ${fake.guild.id}); the Entry Point "launch" that opens live play is registered globally (Discord allows it nowhere else), the other global commands untouched.`,
    );
    expect(fake.commands(fake.guild.id)).toHaveLength(COUNT);
    expect(entryPoints(fake.guild.id)).toEqual([]);
    expect(fake.commands().map((c) => [c.id, c.name, c.type])).toEqual([
      [older.id, "older", 1],
      [expect.any(String), "launch", ENTRY_POINT],
    ]);
    expect(fake.calls.some((c) => c.method === "PUT" && c.path === `/applications/${fake.applicationId}/commands`)).toBe(false);
  });

  it("in a guild, edits the app's Entry Point rather than adding a second", async () => {
    const { body: made } = await register(DISCORDS_DEFAULT);
    await deployCommandsFromEnv(env({ ...LIVE, DISCORD_GUILD_ID: fake.guild.id }), COMMANDS);
    expect(entryPoints()).toEqual([expect.objectContaining({ id: made.id, handler: 1, contexts: [0] })]);
  });

  it("says Discord refused when the app has no Activities switched on", async () => {
    fake.setActivitiesEnabled(false);
    const deployed = await deployCommandsFromEnv(env(LIVE), COMMANDS);
    expect(deployed).toEqual({ ok: false, message: expect.stringMatching(/^Discord refused the commands \(400\): .*needs the app's Activities switched on/) });
    expect(deployed.message).not.toContain(TOKEN);
    expect(deployed.message).not.toContain(LIVE.DISCORD_CLIENT_SECRET);
  });
});

describe("deploy-commands without live play", () => {
  it("adds no Entry Point, globally or in a guild", async () => {
    expect((await deployCommandsFromEnv(env(), COMMANDS)).message).toBe(`Registered ${COUNT} commands (global).`);
    expect((await deployCommandsFromEnv(env({ DISCORD_GUILD_ID: fake.guild.id }), COMMANDS)).message).toBe(`Registered ${COUNT} commands (guild ${fake.guild.id}).`);
    expect(entryPoints()).toEqual([]);
    expect(entryPoints(fake.guild.id)).toEqual([]);
  });

  it("keeps the app's own Entry Point as it was, which an overwrite may not drop", async () => {
    const { body: made } = await register(DISCORDS_DEFAULT);
    const deployed = await deployCommandsFromEnv(env(), COMMANDS);
    expect(deployed.message).toBe(`Registered ${COUNT} commands (global); the app's Entry Point "launch" is kept as it was (live play is off: ACTIVITY_PORT is not set).`);
    expect(entryPoints()).toEqual([expect.objectContaining({ id: made.id, handler: 2, description: "Launch Lexicord" })]);
  });
});

describe("the fake refuses Entry Points as Discord does", () => {
  it("refuses a bulk overwrite that drops the app's Entry Point (50240), leaving every command as it was", async () => {
    await register(DISCORDS_DEFAULT);
    const refused = await register([{ name: "help", description: "Help", type: 1 }], "PUT");
    expect(refused).toEqual({ status: 400, body: expect.objectContaining({ code: 50240 }) });
    expect(fake.commands().map((c) => c.name)).toEqual(["launch"]);
  });

  it("refuses an Entry Point in a guild, two in one list, a second one, one without a description or with a bad handler", async () => {
    const guildPath = `/applications/${fake.applicationId}/guilds/${fake.guild.id}/commands`;
    expect((await register(DISCORDS_DEFAULT, "POST", guildPath)).body.message).toMatch(/cannot be a guild command/);
    expect((await register([DISCORDS_DEFAULT, { ...DISCORDS_DEFAULT, name: "play" }], "PUT")).body.message).toMatch(/one Entry Point/);
    expect((await register({ ...DISCORDS_DEFAULT, description: "" })).body.message).toMatch(/description must be 1-100 characters/);
    expect((await register({ ...DISCORDS_DEFAULT, handler: 3 })).body.message).toMatch(/handler must be 1 or 2/);
    expect((await register({ name: "guess", description: "Guess", type: 1, handler: 1 })).body.message).toMatch(/only an Entry Point command has a handler/);
    expect((await register(DISCORDS_DEFAULT)).status).toBe(200);
    expect((await register({ ...DISCORDS_DEFAULT, name: "play" })).body).toEqual(expect.objectContaining({ code: 50035, message: expect.stringMatching(/one Entry Point/) }));
    expect(entryPoints().map((c) => c.name)).toEqual(["launch"]);
  });

  it("answers the Entry Point only once it is registered", () => {
    const alice = fake.addUser("alice");
    expect(() => fake.sendEntryPoint({ user: alice })).toThrow(/no Entry Point/);
  });
});

describe("which process serves live play", () => {
  const env = { DISCORD_TOKEN: TOKEN, DISCORD_APPLICATION_ID: "123456789012345678", ACTIVITY_PORT: "8490", DISCORD_CLIENT_SECRET: "not-a-real-secret" };
  const serves = (more: Record<string, string | undefined>) => {
    const read = readConfig({ ...env, ...more });
    if (!read.ok) throw new Error(read.errors.join("; "));
    return servesLivePlay(read.config, { ...env, ...more });
  };

  it("is lexicord start with ACTIVITY_PORT set, or a shard whose start-sharded host relays live play to it", () => {
    expect(serves({})).toBe(true);
    expect(serves({ ACTIVITY_PORT: undefined })).toBe(false);
    expect(serves({ SHARDING_MANAGER: "true", ...relayedLiveEnv })).toBe(true);
    expect(serves({ SHARDING_MANAGER: "true", ACTIVITY_PORT: undefined, ...relayedLiveEnv })).toBe(false);
    // A shard not started by a Lexicord host that relays (no word from it): no Play live.
    expect(serves({ SHARDING_MANAGER: "true" })).toBe(false);
  });
});
