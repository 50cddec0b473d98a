// Credentials in DISCORD_API_URL and tokens echoed by a server never reach a log line or the
// terminal: the real logger and deploy-commands against the fake Discord.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { COMMANDS } from "../../commands/index.ts";
import { createBot, deployCommandsFromEnv } from "../../src/discord/index.ts";
import { createLogger } from "../../src/logging.ts";
import { FakeDiscord } from "../support/fake-discord/index.ts";
import { TOKEN } from "../support/bot-harness.ts";

const PASSWORD = "hunter2-proxy-password";
const ECHOED = "MTE5ODc2NTQzMjEwOTg3NjU0MzI.GxYzAb.q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8";

let fake: FakeDiscord;
let dir: string;
let apiUrl: string;

beforeEach(async () => {
  fake = await FakeDiscord.start();
  dir = mkdtempSync(join(tmpdir(), "lexicord-secrets-"));
  apiUrl = fake.apiUrl.replace("http://", `http://proxy-user:${PASSWORD}@`);
});

afterEach(async () => {
  await fake.stop();
  rmSync(dir, { recursive: true, force: true });
});

it("deploy-commands prints Discord's refusal without the token it echoed or the URL's password", async () => {
  fake.failNext({ pathIncludes: "/commands", status: 400, code: 50035, message: `Invalid Form Body: ${TOKEN} ${ECHOED} at ${apiUrl}` });
  const env = { DISCORD_TOKEN: TOKEN, DISCORD_APPLICATION_ID: fake.applicationId, DISCORD_API_URL: apiUrl, LOG_LEVEL: "silent" };
  const deployed = await deployCommandsFromEnv(env, COMMANDS);
  expect(deployed.ok).toBe(false);
  expect(deployed.message).toMatch(/^Discord refused the commands \(400\): Invalid Form Body/);
  for (const secret of [TOKEN, ECHOED, PASSWORD]) expect(deployed.message).not.toContain(secret);
});

it("a REST error's log line names its route without the URL's credentials", async () => {
  const lines: string[] = [];
  const logger = createLogger({ level: "info", env: { DISCORD_API_URL: apiUrl }, write: (line) => void lines.push(line) });
  const bot = createBot({ token: TOKEN, commands: COMMANDS, applicationId: fake.applicationId, apiUrl, databasePath: join(dir, "l.db"), readMessages: false, logger });
  await bot.start();
  const alice = fake.addUser("alice");
  fake.failNext({ method: "PATCH", pathIncludes: "/messages/", status: 403, code: 50013, message: `Missing Permissions ${ECHOED}` });
  fake.sendSlashCommand({ user: alice, name: "letters", channelId: fake.channelId("games"), options: { picks: "cvccvcvcc" } });
  await fake.waitFor((c) => c.method === "PATCH" && c.status === 403);
  await bot.engine.idle();
  await bot.stop();
  const log = lines.join("");
  expect(log).toMatch(/"route":"http:\/\/\[redacted\]@127\.0\.0\.1/);
  for (const secret of [TOKEN, ECHOED, PASSWORD]) expect(log).not.toContain(secret);
});
