// Issue 27's first "how it must be shown": two hosts (each `lexicord start-sharded`, a manager
// with its shard processes) share one PostgreSQL and four shards, every REST call through a
// proxy. A round runs in a server on every shard; one host is SIGKILLed mid-round; the other
// claims its shards once their leases run out, the rounds carry on there, every round's results
// are posted exactly once, and the leaderboards equal those of the same script on one host
// with SQLite. A host cut off from the database stops its shards before the other claims them.

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMMANDS } from "../../commands/index.ts";
import { deployCommands } from "../../src/discord/deploy.ts";
import { openStoreFrom } from "../../src/store/choose.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { wordsFromLetters } from "../../src/solvers/letters.ts";
import { lexicord, type Played } from "../console/process.ts";
import { TOKEN } from "../support/bot-harness.ts";
import { eventually } from "../support/eventually.ts";
import { FakeDiscord, textOf, type FakeUser } from "../support/fake-discord/index.ts";
import { tempPgDatabase } from "../support/postgres.ts";
import { restProxy, type RestProxy } from "../support/rest-proxy.ts";
import { cuttableLink } from "../support/tcp-cut.ts";

const SHARDS = 4;
const LEASE_MS = 2500;

let fake: FakeDiscord;
let proxy: RestProxy;
let dir: string;

beforeEach(async () => {
  fake = await FakeDiscord.start({ shards: SHARDS, maxConcurrency: SHARDS, guilds: ["North", "East", "South", "West"].map((name) => ({ name })) });
  proxy = await restProxy(fake.apiUrl);
  dir = mkdtempSync(join(tmpdir(), "lexicord-hosts-"));
  await deployCommands({ token: TOKEN, applicationId: fake.applicationId, apiUrl: fake.apiUrl }, COMMANDS);
});

afterEach(async () => {
  hosts.length = 0;
  await fake.stop();
  rmSync(dir, { recursive: true, force: true });
});

const hosts: Played[] = [];
/** Waits for `check`; a timeout shows the end of every host's log. */
const until = (what: string, check: () => boolean): Promise<void> =>
  eventually(what, check, 30_000, 50).catch((error: Error) => {
    throw new Error(`${error.message}\n${hosts.map((h, i) => `host ${i + 1}:\n${h.err().split("\n").slice(-15).join("\n")}`).join("\n")}`);
  });

/** A host on the database `db` names (DATABASE_URL, or DATABASE_PATH for SQLite). */
function startHost(db: { url: string } | { path: string }): Played {
  const env = { DISCORD_TOKEN: TOKEN, DISCORD_APPLICATION_ID: fake.applicationId, DISCORD_API_URL: proxy.apiUrl, LOG_LEVEL: "info", SHARDS: String(SHARDS), SHARD_LEASE_MS: String(LEASE_MS) };
  const host = "url" in db ? lexicord(["start-sharded"], "", { ...env, DATABASE_PATH: undefined, DATABASE_URL: db.url }) : lexicord(["start-sharded"], db.path, env);
  hosts.push(host);
  return host;
}

/** The shards a host's manager last said were all up. */
function upOn(host: Played): number[] | null {
  const line = host.err().split("\n").filter((l) => l.includes('"every shard is up"')).at(-1);
  return line === undefined ? null : (JSON.parse(line) as { shards: number[] }).shards;
}

/** The last line of a host's log with this message about this shard, parsed. */
function lastLine(host: Played, message: string, shard: number): Record<string, unknown> | null {
  const line = host.err().split("\n").filter((l) => l.includes(`"msg":"${message}"`) && l.includes(`"shard":${shard},`)).at(-1);
  return line === undefined ? null : (JSON.parse(line) as Record<string, unknown>);
}

/** When a host's log says it last claimed the shard, or stopped it for want of its lease (ms since the epoch). */
const claimedAt = (host: Played, shard: number): number => Number(lastLine(host, "claimed a shard", shard)?.time);
const stoppedAt = (host: Played, shard: number): number => Number(lastLine(host, "stopping a shard this host may no longer hold", shard)?.time);
const lastPidOf = (host: Played, shard: number): number => Number(lastLine(host, "shard started", shard)?.shardPid);

/** True while `pid` runs (a process ended but not yet reaped counts as gone). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return false;
  }
}

const shardOf = (guildId: string): number => Number((BigInt(guildId) >> 22n) % BigInt(SHARDS));
const isResults = (text: string): boolean => /^## .*: results$/m.test(text);

interface Round {
  readonly channelId: string;
  readonly letters: string;
}

/** Alice starts a letters round in each server; each board's letters, read off its picture's description. */
async function startRounds(alice: FakeUser): Promise<Round[]> {
  return Promise.all(
    fake.guilds.map(async (guild) => {
      const channelId = fake.channelId("games", guild.id);
      const started = fake.sendSlashCommand({ user: alice, name: "letters", channelId, options: { picks: "cvccvcvcc", duration: 120 } });
      const board = await fake.waitFor((c) => c.interactionId === started && /^Countdown letters: ([A-Z], ){8}[A-Z]\.$/u.test(c.message?.attachments[0]?.description ?? ""), 20_000, "the board");
      const letters = board.message!.attachments[0]!.description!.split(": ")[1]!.replace(/[^A-Z]/gu, "");
      return { channelId, letters };
    }),
  );
}

/** Someone answers with the shortest word of at least `length` letters on the board (a board
 *  may lack one of exactly that length), and it is taken; its length is returned. */
async function answer(player: FakeUser, round: Round, length: number): Promise<number> {
  const words = wordsFromLetters(loadDictionary("british"), round.letters).filter((w) => w.length >= length);
  const word = words.at(-1);
  expect(word, `a word of ${length}+ letters in ${round.letters}`).toBeDefined();
  const reply = await fake.waitForInteractionResponse(fake.sendSlashCommand({ user: player, name: "guess", channelId: round.channelId, options: { answer: word! } }), 20_000);
  expect(JSON.stringify(reply.data)).toContain("✅");
  return word!.length;
}

/** Bob's word of 4+ letters then Alice's of 3 in each round (in server order); the leaderboards that must follow. */
async function play(alice: FakeUser, bob: FakeUser, rounds: readonly Round[], between: () => Promise<void> = async () => {}): Promise<unknown[]> {
  const bobs: number[] = [];
  for (const round of rounds) bobs.push(await answer(bob, round, 4));
  await between();
  for (const round of rounds) await answer(alice, round, 3);
  return bobs.map((points) => [["bob", points, 1, 1], ["alice", 0, 1, 0]]);
}

/** Alice stops each round; each channel's results messages. */
async function stopRounds(alice: FakeUser, rounds: readonly Round[]): Promise<void> {
  for (const { channelId } of rounds) await fake.waitForInteractionResponse(fake.sendSlashCommand({ user: alice, name: "stop", channelId }), 20_000);
  await until("every round's results", () => rounds.every((r) => fake.messages(r.channelId).some((m) => isResults(textOf(m)))));
}

/** Each server's leaderboard, as [name, points, rounds, wins]. */
async function leaderboards(env: Record<string, string | undefined>): Promise<unknown[]> {
  const store = await openStoreFrom(env);
  try {
    return await Promise.all(fake.guilds.map(async (guild) => (await store.leaderboard(guild.id, { period: "all", page: 0, now: Date.now() })).entries.map((e) => [e.playerName, e.points, e.rounds, e.wins])));
  } finally {
    await store.close();
  }
}

/** The identify buckets the shards took turns on, through the database (leases never let go). */
async function identifyBuckets(env: Record<string, string | undefined>): Promise<string[]> {
  const store = await openStoreFrom(env);
  try {
    return (await store.liveLeases("identify ", 0)).map((lease) => lease.name);
  } finally {
    await store.close();
  }
}

describe("two hosts on one PostgreSQL", () => {
  it("carry on a killed host's rounds, post every result once, and keep the same leaderboards as one host on SQLite", async () => {
    expect(fake.guilds.map((g) => shardOf(g.id)).sort()).toEqual([0, 1, 2, 3]);
    const alice = fake.addUser("alice");
    const bob = fake.addUser("bob");
    const url = await tempPgDatabase();
    const deployed = fake.calls.length; // registering the commands went to the fake directly

    // One host takes every shard, then hands half to the second as it arrives.
    const first = startHost({ url });
    await until("the first host's shards", () => upOn(first)?.length === SHARDS);
    const second = startHost({ url });
    await until("the second host's half", () => upOn(second)?.length === 2);
    const onSecond = upOn(second)!;
    const onFirst = [0, 1, 2, 3].filter((s) => !onSecond.includes(s));

    const rounds = await startRounds(alice);
    let servingMs = 0, claimedMs = 0;
    // Rounds in the killed host's servers carry on on the other host.
    const expected = await play(alice, bob, rounds, async () => {
      first.child.kill("SIGKILL");
      const killedAt = Date.now();
      await until("the second host holds every shard", () => upOn(second)?.length === SHARDS);
      servingMs = Date.now() - killedAt;
      claimedMs = Math.max(...onFirst.map((shard) => claimedAt(second, shard))) - killedAt;
    });
    await stopRounds(alice, rounds);
    for (const { channelId } of rounds) expect(fake.messages(channelId).filter((m) => isResults(textOf(m)))).toHaveLength(1);
    second.child.kill("SIGTERM");
    expect(await second.exited()).toBe(0);
    // Every REST call, the managers' and every shard's, went through DISCORD_API_URL.
    expect(proxy.seen).toHaveLength(fake.calls.length - deployed);
    const onPostgres = await leaderboards({ DATABASE_URL: url });
    expect(await identifyBuckets({ DATABASE_URL: url })).toEqual(["identify 0", "identify 1", "identify 2", "identify 3"]);
    console.info(`two hosts: the killed host's shards ${onFirst.join(",")} claimed ${claimedMs} ms and served ${servingMs} ms after the SIGKILL (lease ${LEASE_MS} ms)`);

    // The same script on one host with SQLite: only the kill is left out.
    const path = join(dir, "lexicord.db");
    const alone = startHost({ path });
    await until("one host's shards", () => upOn(alone)?.length === SHARDS);
    const again = await startRounds(alice);
    const expectedAlone = await play(alice, bob, again);
    const before = again.map((r) => fake.messages(r.channelId).filter((m) => isResults(textOf(m))).length);
    await stopRounds(alice, again);
    await until("the second results", () => again.every((r, i) => fake.messages(r.channelId).filter((m) => isResults(textOf(m))).length === before[i]! + 1));
    alone.child.kill("SIGTERM");
    expect(await alone.exited()).toBe(0);
    // Boards are dealt at random: the same script's tables, each with its own words' points.
    expect(onPostgres).toEqual(expected);
    expect(await leaderboards({ DATABASE_PATH: path })).toEqual(expectedAlone);
  }, 120_000);

  it("stop the shards of a host cut off from the database before the other host claims them", async () => {
    const url = await tempPgDatabase();
    const link = await cuttableLink(url);
    const first = startHost({ url: link.url });
    await until("the first host's shards", () => upOn(first)?.length === SHARDS);
    const second = startHost({ url });
    await until("the second host's half", () => upOn(second)?.length === 2);
    const onFirst = [0, 1, 2, 3].filter((s) => !upOn(second)!.includes(s));
    const shardPids = onFirst.map((shard) => lastPidOf(first, shard));

    link.cut();
    const cutAt = Date.now();
    await until("the second host holds every shard", () => upOn(second)?.length === SHARDS);
    for (const shard of onFirst) {
      // The cut-off host stopped its shard (and the process is gone) before the other claimed it.
      expect(stoppedAt(first, shard)).toBeLessThan(claimedAt(second, shard));
    }
    expect(shardPids.filter(running)).toEqual([]);
    const after = (at: (host: Played, shard: number) => number, host: Played) => onFirst.map((shard) => at(host, shard) - cutAt).join(", ");
    console.info(`cut off: shards ${onFirst.join(",")} stopped ${after(stoppedAt, first)} ms and claimed by the other ${after(claimedAt, second)} ms after the cut (lease ${LEASE_MS} ms)`);
    first.child.kill("SIGKILL");
    second.child.kill("SIGTERM");
    expect(await second.exited()).toBe(0);
  }, 60_000);
});
