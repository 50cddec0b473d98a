// Live play under `lexicord start-sharded`, as processes against the fake Discord: the host
// serves ACTIVITY_PORT and relays each Activity to its guild's shard process. On one host, each
// shard offers Play live and answers the Entry Point; a socket for a guild on each shard is
// welcomed with its channel's round and a word is kept; a shard killed mid-round closes its
// sockets with a code the client comes back after, and once it is back the round plays on. On two hosts (one PostgreSQL), a socket that arrives at the
// host that does not hold the guild's shard still plays, through the other's ACTIVITY_RELAY_URL.
// A host whose live port is taken stops in a line that names it.

import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMMANDS } from "../../commands/index.ts";
import { deployCommands } from "../../src/discord/deploy.ts";
import { REFUSED_CLOSE, TOKEN_PATH, type LiveBoard } from "../../src/live/protocol.ts";
import { solveBoggle } from "../../src/solvers/boggle/solve.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { lexicord, type Played } from "../console/process.ts";
import { buttonLabels, TOKEN } from "../support/bot-harness.ts";
import { eventually } from "../support/eventually.ts";
import { FakeDiscord, type FakeUser } from "../support/fake-discord/index.ts";
import { freePort } from "../support/free-port.ts";
import { tempPgDatabase } from "../support/postgres.ts";
import { liveClient, type LiveClient } from "./live-client.ts";

const SHARDS = 2;
const LAUNCH_ACTIVITY = 12;
let fake: FakeDiscord;
let dir: string;
const hosts: Played[] = [];

beforeEach(async () => {
  fake = await FakeDiscord.start({ shards: SHARDS, maxConcurrency: SHARDS, guilds: [{ name: "North" }, { name: "South" }] });
  dir = mkdtempSync(join(tmpdir(), "lexicord-sharded-live-"));
  // With the Entry Point, as deploy-commands registers it when ACTIVITY_PORT is set.
  await deployCommands({ token: TOKEN, applicationId: fake.applicationId, apiUrl: fake.apiUrl }, COMMANDS, true);
});

afterEach(async () => {
  hosts.length = 0;
  await fake.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Waits for `check`; a timeout shows the end of every host's log. */
const until = (what: string, check: () => boolean): Promise<void> =>
  eventually(what, check, 40_000, 50).catch((error: Error) => {
    throw new Error(`${error.message}\n${hosts.map((h, i) => `host ${i + 1}:\n${h.err().split("\n").slice(-20).join("\n")}`).join("\n")}`);
  });

function startHost(port: number, db: Record<string, string | undefined>, more: Record<string, string> = {}): Played {
  const env = {
    DISCORD_TOKEN: TOKEN, DISCORD_APPLICATION_ID: fake.applicationId, DISCORD_API_URL: fake.apiUrl, LOG_LEVEL: "info",
    // Short leases: a host claims its shards at its second beat, a fifth of the lease in.
    SHARDS: String(SHARDS), SHARD_LEASE_MS: "2500", ACTIVITY_PORT: String(port), DISCORD_CLIENT_SECRET: fake.clientSecret, ...more,
  };
  const host = "DATABASE_URL" in db ? lexicord(["start-sharded"], "", { ...env, DATABASE_PATH: undefined, ...db }) : lexicord(["start-sharded"], db.DATABASE_PATH!, env);
  hosts.push(host);
  return host;
}

const lines = (host: Played, message: string): Record<string, unknown>[] =>
  host.err().split("\n").filter((l) => l.includes(`"msg":"${message}"`)).map((l) => JSON.parse(l) as Record<string, unknown>);
/** The shards whose doors the host has heard of (each time a shard process opened one). */
const doorsOn = (host: Played): number[] => lines(host, "the shard takes live play's sockets").map((l) => Number(l.shard));
const shardOf = (guildId: string): number => Number((BigInt(guildId) >> 22n) % BigInt(SHARDS));

/** A Boggle round in the guild's games channel, with Play live on its board. */
async function boggleIn(alice: FakeUser, guildId: string): Promise<string> {
  const channelId = fake.channelId("games", guildId);
  const started = fake.sendSlashCommand({ user: alice, name: "boggle", channelId, options: { duration: 300, dictionary: "british" } });
  const board = await fake.waitFor((c) => c.interactionId === started && c.method === "PATCH" && c.status === 200 && c.message !== undefined, 20_000, "the board");
  expect(buttonLabels(board.message!)).toContain("Play live");
  return channelId;
}

/** What the Activity does: the SDK's code swapped at the host's /api/token, then hello. */
async function openActivity(hostUrl: string, user: FakeUser, channelId: string): Promise<LiveClient> {
  const response = await fetch(new URL(TOKEN_PATH, hostUrl), { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ code: fake.authorizeActivity(user) }) });
  const { access_token: accessToken } = (await response.json()) as { access_token: string };
  expect(response.status).toBe(200);
  const client = await liveClient(hostUrl);
  client.send({ type: "hello", accessToken, instanceId: fake.startActivity(user, channelId).instanceId });
  return client;
}

/** A word the solver finds on the board, played; its verdict. */
async function playAWord(client: LiveClient, board: LiveBoard) {
  const tiles = board.tiles.map((t) => (t === "Qu" ? "q" : t.toLowerCase()));
  const word = solveBoggle(loadDictionary("british"), { size: board.columns, tiles }).words[0]!;
  client.send({ type: "word", id: 1, text: word });
  return { word, verdict: await client.next("verdict") };
}

describe("live play under start-sharded", () => {
  it("one host relays each guild's Activity to its shard, and a killed shard's sockets come back to its round", async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/`;
    const host = startHost(port, { DATABASE_PATH: join(dir, "lexicord.db") });
    await until("both shards' doors", () => [0, 1].every((s) => doorsOn(host).includes(s)));
    expect(lines(host, "live play is served").map((l) => l.url)).toEqual([url]);

    const alice = fake.addUser("alice");
    const played = [];
    for (const guild of fake.guilds) {
      const channelId = await boggleIn(alice, guild.id);
      // Each shard answers the Entry Point by launching the Activity, as lexicord start does.
      expect((await fake.waitForInteractionResponse(fake.sendEntryPoint({ user: alice, channelId }), 20_000)).type).toBe(LAUNCH_ACTIVITY);
      const client = await openActivity(url, alice, channelId);
      const welcome = await client.next("welcome");
      expect(welcome.round?.board.game).toBe("boggle");
      const { word, verdict } = await playAWord(client, welcome.round!.board);
      expect(verdict).toMatchObject({ ok: true, word: { text: word, ok: true } });
      played.push({ shard: shardOf(guild.id), channelId, client, roundId: welcome.round!.id });
    }
    expect(played.map((p) => p.shard).sort()).toEqual([0, 1]);

    // Shard 1's process dies: its socket is closed as a restart (not a refusal), the other's stays.
    const killed = played.find((p) => p.shard === 1)!;
    const pid = Number(lines(host, "shard started").filter((l) => l.shard === 1).at(-1)?.shardPid);
    process.kill(pid, "SIGKILL");
    const code = await killed.client.closed;
    expect(code).toBe(1012);
    expect(code).not.toBe(REFUSED_CLOSE);
    await until("shard 1's door again", () => doorsOn(host).filter((s) => s === 1).length === 2);
    const back = await openActivity(url, alice, killed.channelId);
    expect((await back.next("welcome")).round?.id).toBe(killed.roundId);
    const other = played.find((p) => p.shard === 0)!;
    other.client.send({ type: "word", id: 2, text: "zzzz" });
    expect(await other.client.next("verdict")).toMatchObject({ id: 2, ok: false });

    host.child.kill("SIGTERM");
    expect(await host.exited()).toBe(0);
    expect(await other.client.closed).toBe(1001);
    expect(host.err()).not.toContain(fake.clientSecret);
  }, 90_000);

  it("two hosts: a socket at the host without the guild's shard plays through the other's relay", async () => {
    const db = { DATABASE_URL: await tempPgDatabase() };
    const ports = [await freePort(), await freePort()];
    const urls = ports.map((p) => `http://127.0.0.1:${p}`);
    const first = startHost(ports[0]!, db, { SHARDS_PER_HOST: "1", ACTIVITY_RELAY_URL: urls[0]! });
    await until("the first host's door", () => doorsOn(first).length === 1);
    const second = startHost(ports[1]!, db, { SHARDS_PER_HOST: "1", ACTIVITY_RELAY_URL: urls[1]! });
    await until("the second host's door", () => doorsOn(second).length === 1);
    const [onSecond] = doorsOn(second);
    expect(doorsOn(first)).not.toContain(onSecond);
    const guild = fake.guilds.find((g) => shardOf(g.id) === onSecond)!;

    const alice = fake.addUser("alice");
    const channelId = await boggleIn(alice, guild.id);
    const client = await openActivity(`${urls[0]}/`, alice, channelId);
    const welcome = await client.next("welcome");
    expect(welcome.round?.board.game).toBe("boggle");
    const { word, verdict } = await playAWord(client, welcome.round!.board);
    expect(verdict).toMatchObject({ ok: true, word: { text: word, ok: true } });

    for (const host of [first, second]) {
      host.child.kill("SIGTERM");
      expect(await host.exited()).toBe(0);
      expect(host.err()).not.toContain(fake.clientSecret);
    }
  }, 90_000);

  it("refuses to start, in a line that names the port, when the host's live port is taken", async () => {
    const port = await freePort();
    const taken = createServer().listen(port, "127.0.0.1");
    await once(taken, "listening");
    try {
      const host = startHost(port, { DATABASE_PATH: join(dir, "lexicord.db") });
      expect(await host.exited()).toBe(1);
      expect(host.err()).toContain(`Live play could not start on 127.0.0.1:${port} (ACTIVITY_HOST, ACTIVITY_PORT): listen EADDRINUSE`);
      expect(host.err()).not.toContain(fake.clientSecret);
    } finally {
      taken.close();
    }
  }, 60_000);
});
