// Starting the bot: configuration from the environment, no login until start(), the intents
// it asks for, and registering its commands in a guild or globally.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GatewayIntentBits } from "discord.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createBot, deployCommandsFromEnv, startBot } from "../../src/discord/index.ts";
import { FakeDiscord } from "../support/fake-discord/index.ts";
import { RecordingLogger, TOKEN } from "../support/bot-harness.ts";
import { COMMANDS } from "../../commands/index.ts";

const SLASH = ["letters", "numbers", "conundrum", "boggle", "letterpress", "letterboxed", "daily", "guess", "stop", "solve", "define", "words", "leaderboard", "stats", "config", "privacy", "help"];

let fake: FakeDiscord;
let dir: string;

beforeEach(async () => {
  fake = await FakeDiscord.start();
  dir = mkdtempSync(join(tmpdir(), "lexicord-bot-"));
});

afterEach(async () => {
  await fake.stop();
  rmSync(dir, { recursive: true, force: true });
  expect(fake.unknownRoutes).toEqual([]);
});

const env = (more: Record<string, string> = {}) => ({
  DISCORD_TOKEN: TOKEN,
  DISCORD_APPLICATION_ID: fake.applicationId,
  DISCORD_API_URL: fake.apiUrl,
  DATABASE_PATH: join(dir, "lexicord.db"),
  LOG_LEVEL: "silent",
  ...more,
});

describe("deploy-commands", () => {
  it("registers every command in the development guild", async () => {
    const deployed = await deployCommandsFromEnv(env({ DISCORD_GUILD_ID: fake.guild.id }), COMMANDS);
    expect(deployed).toEqual({ ok: true, message: `Registered 18 commands (guild ${fake.guild.id}).` });
    const registered = fake.commands(fake.guild.id);
    expect(registered.filter((c) => c.type === 1).map((c) => c.name)).toEqual(SLASH);
    expect(registered.filter((c) => c.type === 3).map((c) => c.name)).toEqual(["Solve this board"]);
    const solve = registered.find((c) => c.name === "solve");
    expect(solve?.options?.map((o) => o.name)).toEqual(["letters", "numbers", "conundrum", "boggle", "letterpress", "letterboxed"]);
  });

  it("registers globally without a guild", async () => {
    expect((await deployCommandsFromEnv(env(), COMMANDS)).message).toBe("Registered 18 commands (global).");
    expect(fake.commands().map((c) => c.name)).toContain("Solve this board");
  });

  it("names what is missing instead of calling Discord", async () => {
    const deployed = await deployCommandsFromEnv({ DISCORD_TOKEN: TOKEN }, COMMANDS);
    expect(deployed.ok).toBe(false);
    expect(deployed.message).toMatch(/^Lexicord can't register the commands:\n.*DISCORD_APPLICATION_ID is missing/);
    expect(deployed.message).toMatch(/copy \.env\.example/);
    expect(deployed.message).not.toContain(TOKEN);
    expect(fake.calls).toEqual([]);
  });

  it("says Discord could not be reached, rather than that it refused", async () => {
    const deployed = await deployCommandsFromEnv(env({ DISCORD_API_URL: "http://127.0.0.1:9/api" }), COMMANDS);
    expect(deployed).toEqual({ ok: false, message: expect.stringMatching(/^Could not reach Discord: .*ECONNREFUSED/) });
  });
});

describe("starting", () => {
  it("does not log in until started, then asks only for the intents it needs", async () => {
    const logger = new RecordingLogger();
    const bot = createBot({ token: TOKEN, commands: COMMANDS, applicationId: fake.applicationId, apiUrl: fake.apiUrl, databasePath: join(dir, "a.db"), readMessages: false, logger });
    expect(fake.identifies).toEqual([]);
    await bot.start();
    expect(fake.lastIdentify?.intents).toBe(GatewayIntentBits.Guilds);
    expect(bot.client.user?.id).toBe(fake.bot.id);
    expect(logger.entries.map((e) => e.message)).toContain("logged in");
    expect(JSON.stringify(logger.entries)).not.toContain(TOKEN);
    await bot.stop();
  });

  it("starts from the environment and stops cleanly", async () => {
    const started = await startBot(env({ READ_MESSAGES: "true" }), COMMANDS);
    if (!started.ok) throw new Error(started.error);
    const intents = GatewayIntentBits.Guilds | GatewayIntentBits.GuildMessages | GatewayIntentBits.MessageContent;
    expect(fake.lastIdentify?.intents).toBe(intents);
    await started.value.stop();
  });

  it("refuses to start with a bad configuration, naming every problem", async () => {
    const started = await startBot({ DISCORD_APPLICATION_ID: "abc", LOG_LEVEL: "silent" }, COMMANDS);
    expect(started.ok).toBe(false);
    const error = started.ok ? "" : started.error;
    expect(error).toMatch(/DISCORD_TOKEN is missing/);
    expect(error).toMatch(/DISCORD_APPLICATION_ID must be a Discord id/);
  });
});
