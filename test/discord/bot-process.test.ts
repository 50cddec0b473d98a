// The real `lexicord start` process against the fake Discord: one process per database and
// shard (a second refuses to start), and SIGTERM ends it cleanly with its round kept.

import { join } from "node:path";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMMANDS } from "../../commands/index.ts";
import { deployCommands } from "../../src/discord/deploy.ts";
import { openStore } from "../../src/store/sqlite-store.ts";
import { lexicord, type Played } from "../console/process.ts";
import { TOKEN } from "../support/bot-harness.ts";
import { eventually } from "../support/eventually.ts";
import { FakeDiscord } from "../support/fake-discord/index.ts";

let fake: FakeDiscord;
let dir: string;

beforeEach(async () => {
  fake = await FakeDiscord.start();
  dir = mkdtempSync(join(tmpdir(), "lexicord-process-"));
  await deployCommands({ token: TOKEN, applicationId: fake.applicationId, guildId: fake.guild.id, apiUrl: fake.apiUrl }, COMMANDS);
});

afterEach(async () => {
  await fake.stop();
  rmSync(dir, { recursive: true, force: true });
});

const database = () => join(dir, "lexicord.db");

function bot(): Played {
  return lexicord(["start"], database(), { DISCORD_TOKEN: TOKEN, DISCORD_APPLICATION_ID: fake.applicationId, DISCORD_API_URL: fake.apiUrl, LOG_LEVEL: "info" });
}

/** Until the process has logged a line matching `pattern` (stderr shown if it never does). */
const logged = (played: Played, pattern: RegExp): Promise<void> =>
  eventually(`${pattern} in stderr:\n${played.err()}`, () => pattern.test(played.err()), 15_000);

describe("the bot process", () => {
  it("refuses to start while another process serves the same database, and ends cleanly on SIGTERM", async () => {
    const first = bot();
    await logged(first, /"logged in"/);

    const second = bot();
    expect(await second.exited()).toBe(1);
    expect(second.err()).toMatch(new RegExp(`Another Lexicord process uses this database: shard 0 is served by \\S+ pid ${first.child.pid} `));
    expect(fake.identifies).toHaveLength(1);

    const started = fake.sendSlashCommand({ user: fake.addUser("alice"), name: "letters", channelId: fake.channelId("games"), options: { picks: "cvccvcvcc", duration: 120 } });
    await fake.waitFor((c) => c.interactionId === started && c.method === "PATCH" && c.status === 200);

    first.child.kill("SIGTERM");
    expect(await first.exited()).toBe(0);
    expect(first.err()).toMatch(/"why":"SIGTERM".*"shutting down"/u);

    const third = bot();
    await logged(third, /"recovering a round"/);
    const store = openStore(database());
    expect((await store.unfinishedRounds()).map((r) => r.state)).toEqual(["running"]);
    await store.close();
    third.child.kill("SIGTERM");
    expect(await third.exited()).toBe(0);
  }, 60_000);
});
