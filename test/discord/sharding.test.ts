// `lexicord start-sharded` for real: discord.js's ShardingManager runs a process per shard on
// the one database; the shard count comes from the configured API. Rounds are played on both
// shards at once, one shard process is killed mid-round, and nothing is lost. A manager killed
// while its shards still recover leaves no shard behind.

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMMANDS } from "../../commands/index.ts";
import { deployCommands } from "../../src/discord/deploy.ts";
import { openStore } from "../../src/store/sqlite-store.ts";
import { lexicord, type Played } from "../console/process.ts";
import { TOKEN } from "../support/bot-harness.ts";
import { eventually } from "../support/eventually.ts";
import { FakeDiscord, textOf } from "../support/fake-discord/index.ts";

let fake: FakeDiscord;
let dir: string;

beforeEach(async () => {
  fake = await FakeDiscord.start({ shards: 2, maxConcurrency: 2, guilds: [{ name: "North" }, { name: "South" }] });
  dir = mkdtempSync(join(tmpdir(), "lexicord-shards-"));
  await deployCommands({ token: TOKEN, applicationId: fake.applicationId, apiUrl: fake.apiUrl }, COMMANDS);
});

afterEach(async () => {
  await fake.stop();
  rmSync(dir, { recursive: true, force: true });
});

const until = (what: string, check: () => boolean): Promise<void> => eventually(what, check, 40_000, 50);

/** True while `pid` runs (a process that ended but nobody has reaped counts as gone). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return false;
  }
}

/** The pid of a shard's process, from the manager's log. */
function pidOf(manager: Played, shard: number): number {
  const lines = manager.err().split("\n").filter((l) => l.includes('"shard started"') && l.includes(`"shard":${shard},`));
  return Number(/"shardPid":(\d+)/u.exec(lines.at(-1) ?? "")?.[1]);
}

describe("sharded", () => {
  it("serves each guild from its shard, and a killed shard comes back with its round", async () => {
    const manager = lexicord(["start-sharded"], join(dir, "lexicord.db"), {
      DISCORD_TOKEN: TOKEN,
      DISCORD_APPLICATION_ID: fake.applicationId,
      DISCORD_API_URL: fake.apiUrl,
      LOG_LEVEL: "info",
    });
    await until("both shards", () => /"every shard is up"/u.test(manager.err()));
    expect(fake.identifies.map((i) => i.shard).sort()).toEqual([[0, 2], [1, 2]]);

    const alice = fake.addUser("alice");
    const bob = fake.addUser("bob");
    const rounds = fake.guilds.map((guild) => {
      const channelId = fake.channelId("games", guild.id);
      const shard = Number((BigInt(guild.id) >> 22n) % 2n);
      fake.sendSlashCommand({ user: alice, name: "letters", channelId, options: { picks: "cvccvcvcc", duration: 10 } });
      return { guild, channelId, shard };
    });
    expect(rounds.map((r) => r.shard).sort()).toEqual([0, 1]);
    await until("both boards", () => fake.calls.filter((c) => c.method === "PATCH" && c.path.includes("@original") && c.status === 200).length >= 2);
    for (const { channelId } of rounds) await fake.waitForInteractionResponse(fake.sendSlashCommand({ user: bob, name: "guess", channelId, options: { answer: "zz" } }), 20_000);

    const killed = rounds.find((r) => r.shard === 0)!;
    process.kill(pidOf(manager, 0), "SIGKILL");
    await until("shard 0 back", () => fake.identifies.length >= 3);

    const results = (channelId: string) => fake.messages(channelId).filter((m) => /^## .*: results$/m.test(textOf(m)));
    await until("both results", () => rounds.every((r) => results(r.channelId).length > 0));
    for (const { channelId } of rounds) expect(results(channelId)).toHaveLength(1);

    const store = openStore(join(dir, "lexicord.db"));
    try {
      for (const { guild } of rounds) {
        const board = await store.leaderboard(guild.id, { period: "all", page: 0, now: Date.now() });
        expect(board.entries.map((e) => [e.playerName, e.rounds])).toEqual([["bob", 1]]);
      }
      expect(await store.pendingAnnouncements()).toEqual([]);
    } finally {
      await store.close();
    }
    expect(killed.shard).toBe(0);
    // Bot-wide figures gather every shard's servers; the rounds come from the shared database.
    const help = await fake.waitForInteractionResponse(fake.sendSlashCommand({ user: alice, name: "help", channelId: rounds[0]!.channelId }), 20_000);
    expect(help.data.embeds?.[0]?.footer?.text).toBe("Serving 2 servers · 2 rounds played today (UTC)");
    manager.child.kill("SIGTERM");
    expect(await manager.exited()).toBe(0);
  }, 90_000);

  it("stops the shards of a manager killed while they recover, so a fresh start is served", async () => {
    const db = join(dir, "lexicord.db");
    // The killed manager's leases are waited out (short here), as a dead host's would be.
    const env = { DISCORD_TOKEN: TOKEN, DISCORD_APPLICATION_ID: fake.applicationId, DISCORD_API_URL: fake.apiUrl, LOG_LEVEL: "info", SHARD_LEASE_MS: "2000" };
    // A round in each server ended while the bot was down: each shard's start posts its results,
    // and the first post gets no answer, so both shards are still recovering when the manager dies.
    const store = openStore(db);
    const channels = fake.guilds.map((guild) => fake.channelId("games", guild.id));
    try {
      for (const [i, channelId] of channels.entries()) {
        const now = Date.now();
        const started = await store.createRound({
          guildId: fake.guilds[i]!.id, channelId, game: "letters", state: "running",
          board: { letters: "starlings", vowels: "", consonants: "" }, options: { picks: null, duration: 30, dict: "british" },
          seed: 1, startedBy: "1", startedAt: now - 60_000, endsAt: now - 30_000,
        });
        if (!started.ok) throw new Error(started.error);
        fake.dropResponseNext({ method: "POST", pathIncludes: `/channels/${channelId}/messages` });
      }
    } finally {
      await store.close();
    }

    const manager = lexicord(["start-sharded"], db, env);
    await until("both shards' results posted, unanswered", () => fake.calls.filter((c) => c.dropped).length === 2);
    const shards = [pidOf(manager, 0), pidOf(manager, 1)];
    manager.child.kill("SIGKILL");
    await eventually("both shards gone", () => !shards.some(running), 12_000, 50);
    // The shards write to the manager's standard error, which outlives it.
    const leaving = manager.err().split("\n").filter((line) => line.includes('"why":"the shard manager is gone"'));
    expect(leaving.map((line) => Number(/"pid":(\d+)/u.exec(line)?.[1])).sort()).toEqual([...shards].sort());

    const again = lexicord(["start-sharded"], db, env);
    await until("both shards again", () => /"every shard is up"/u.test(again.err()));
    const results = (channelId: string) => fake.messages(channelId).filter((m) => /^## .*: results$/m.test(textOf(m)));
    await until("both results", () => channels.every((c) => results(c).length > 0));
    for (const channelId of channels) expect(results(channelId)).toHaveLength(1);
    again.child.kill("SIGTERM");
    expect(await again.exited()).toBe(0);
  }, 90_000);
});
