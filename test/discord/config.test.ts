// Reading the bot's configuration: every problem named, the token never echoed.

import { describe, expect, it } from "vitest";
import { readConfig } from "../../src/discord/config.ts";

const TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.secret.part";
const APP = "123456789012345678";

describe("readConfig", () => {
  it("reads a complete environment, with defaults for the optional variables", () => {
    const read = readConfig({ DISCORD_TOKEN: TOKEN, DISCORD_APPLICATION_ID: APP });
    expect(read).toEqual({
      ok: true,
      config: { token: TOKEN, applicationId: APP, guildId: null, apiUrl: null, databasePath: "data/lexicord.db", logLevel: "info", readMessages: false, purgeDays: 30, shards: "auto", shardsPerHost: null, shardLeaseMs: 60_000, activity: null },
    });
  });

  it("reads live play's port, address and client secret, never echoing the secret", () => {
    const activityOf = (env: Record<string, string>) => {
      const read = readConfig({ DISCORD_TOKEN: TOKEN, DISCORD_APPLICATION_ID: APP, ...env });
      return read.ok ? read.config.activity : read.errors;
    };
    expect(activityOf({ ACTIVITY_PORT: "8787", DISCORD_CLIENT_SECRET: "s3cret" })).toEqual({ port: 8787, host: "127.0.0.1", clientSecret: "s3cret", relayUrl: null });
    expect(activityOf({ ACTIVITY_PORT: "443", ACTIVITY_HOST: "0.0.0.0", DISCORD_CLIENT_SECRET: "s3cret" })).toEqual({ port: 443, host: "0.0.0.0", clientSecret: "s3cret", relayUrl: null });
    expect(activityOf({ ACTIVITY_PORT: "8787", DISCORD_CLIENT_SECRET: "s3cret", ACTIVITY_RELAY_URL: "http://10.0.0.2:8787/" })).toMatchObject({ relayUrl: "http://10.0.0.2:8787" });
    expect(activityOf({ ACTIVITY_PORT: "8787", DISCORD_CLIENT_SECRET: "s3cret", ACTIVITY_RELAY_URL: "10.0.0.2:8787" })).toEqual([expect.stringMatching(/^ACTIVITY_RELAY_URL must be an http\(s\) URL/u)]);
    expect(activityOf({ DISCORD_CLIENT_SECRET: "s3cret" })).toBeNull();
    expect(activityOf({ ACTIVITY_PORT: "8787" })).toEqual([expect.stringMatching(/^DISCORD_CLIENT_SECRET is missing/u)]);
    expect(activityOf({ ACTIVITY_PORT: "99999", DISCORD_CLIENT_SECRET: "s3cret" })).toEqual(['ACTIVITY_PORT must be a whole number from 1 to 65535, not "99999".']);
    const spaced = activityOf({ ACTIVITY_PORT: "8787", DISCORD_CLIENT_SECRET: "half secret" });
    expect(spaced).toEqual(["DISCORD_CLIENT_SECRET contains whitespace; paste the secret alone."]);
  });

  it("reads how many shards this host claims and how long its claims last", () => {
    const hostOf = (env: Record<string, string>) => {
      const read = readConfig({ DISCORD_TOKEN: TOKEN, DISCORD_APPLICATION_ID: APP, ...env });
      return read.ok ? [read.config.shardsPerHost, read.config.shardLeaseMs] : read.errors;
    };
    expect(hostOf({ SHARDS_PER_HOST: "2", SHARD_LEASE_MS: "2500" })).toEqual([2, 2500]);
    expect(hostOf({ SHARDS_PER_HOST: "0", SHARD_LEASE_MS: "10" })).toEqual([
      'SHARDS_PER_HOST must be a whole number from 1 to 9999, not "0".',
      'SHARD_LEASE_MS must be a whole number from 1000 to 3600000, not "10".',
    ]);
  });

  it("reads SHARDS as auto or a count, and leaves the shard manager's own SHARDS alone", () => {
    const shardsOf = (env: Record<string, string>) => {
      const read = readConfig({ DISCORD_TOKEN: TOKEN, DISCORD_APPLICATION_ID: APP, ...env });
      return read.ok ? read.config.shards : read.errors;
    };
    expect(shardsOf({ SHARDS: "4" })).toBe(4);
    expect(shardsOf({ SHARDS: "AUTO" })).toBe("auto");
    expect(shardsOf({ SHARDS: "0" })).toEqual(['SHARDS must be auto or a whole number from 1, not "0".']);
    expect(shardsOf({ SHARDS: "many shards please" })).toEqual(['SHARDS must be auto or a whole number from 1, not "many shards ".']);
    expect(shardsOf({ SHARDS: "0", SHARDING_MANAGER: "true" })).toBe("auto");
  });

  it("reads the optional variables", () => {
    const read = readConfig({
      DISCORD_TOKEN: TOKEN,
      DISCORD_APPLICATION_ID: APP,
      DISCORD_GUILD_ID: "223456789012345678",
      DISCORD_API_URL: "http://127.0.0.1:8080/api/",
      DATABASE_PATH: "/tmp/x.db",
      LOG_LEVEL: "DEBUG",
      READ_MESSAGES: "yes",
      PURGE_AFTER_DAYS: "7",
    });
    expect(read.ok && read.config).toMatchObject({
      guildId: "223456789012345678",
      apiUrl: "http://127.0.0.1:8080/api",
      databasePath: "/tmp/x.db",
      logLevel: "debug",
      readMessages: true,
      purgeDays: 7,
    });
  });

  it("names every missing variable at once", () => {
    const read = readConfig({});
    expect(read.ok).toBe(false);
    const errors = read.ok ? [] : read.errors;
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^DISCORD_TOKEN is missing/);
    expect(errors[1]).toMatch(/^DISCORD_APPLICATION_ID is missing/);
  });

  it("treats blank values as missing", () => {
    const read = readConfig({ DISCORD_TOKEN: "  ", DISCORD_APPLICATION_ID: APP, DISCORD_GUILD_ID: "" });
    expect(read.ok ? [] : read.errors).toEqual([expect.stringMatching(/^DISCORD_TOKEN is missing/)]);
  });

  it("names the variable with a bad value, and never echoes a value that may be secret", () => {
    const read = readConfig({
      DISCORD_TOKEN: TOKEN,
      DISCORD_APPLICATION_ID: TOKEN,
      DISCORD_API_URL: `ftp://user:${TOKEN}@proxy`,
      LOG_LEVEL: "loud",
      READ_MESSAGES: "maybe",
    });
    const errors = read.ok ? [] : read.errors;
    expect(errors.map((e) => e.split(" ")[0])).toEqual(["DISCORD_APPLICATION_ID", "DISCORD_API_URL", "LOG_LEVEL", "READ_MESSAGES"]);
    expect(errors.join("\n")).not.toContain("secret");
  });

  it("refuses a token with whitespace inside without showing it", () => {
    const read = readConfig({ DISCORD_TOKEN: "abc secret", DISCORD_APPLICATION_ID: APP });
    expect(read.ok ? [] : read.errors).toEqual(["DISCORD_TOKEN contains whitespace; paste the token alone."]);
  });
});
