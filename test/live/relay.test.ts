// Live play under start-sharded, in one process: two shards' hubs (each beside its own engine,
// on one database) behind their loopback doors, and a host's front that identifies each socket
// and relays it to its guild's shard. A second host's front reaches a shard it does not hold
// through the holder's relay. A forged vouch at a door, a player's hello at a relay, and a shard
// no host holds are refused in a line; a shard that cannot be reached, or routes that fail, are
// logged and told to the player, whose client comes back after the close.

import { onTestFinished, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { composeEngine } from "../../src/games/compose.ts";
import { manualClock } from "../../src/games/engine/clock.ts";
import type { Engine } from "../../src/games/engine/engine.ts";
import type { Store } from "../../src/games/engine/ports.ts";
import type { BoggleBoard } from "../../src/solvers/boggle/board.ts";
import { solveBoggle } from "../../src/solvers/boggle/solve.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { liveHostLease, shardLease } from "../../src/discord/lease-timing.ts";
import { liveRoutes, MOVING } from "../../src/discord/live-routes.ts";
import type { Identity } from "../../src/live/identity.ts";
import { LIVE_PATH, REFUSED_CLOSE } from "../../src/live/protocol.ts";
import { liveRelay, RELAY_FAILED, RELAY_PATH, RESTARTING_CLOSE, socketUrl, TRY_AGAIN_CLOSE, type LiveRoutes } from "../../src/live/relay.ts";
import { startLiveServer, type LiveServer } from "../../src/live/server.ts";
import { DOOR_PATH, NOT_VOUCHED, shardLivePlay } from "../../src/live/shard-door.ts";
import { vouch } from "../../src/live/vouch.ts";
import { storeEngines } from "../support/postgres.ts";
import { RecordingAnnouncer, RecordingLogger, T0 } from "../games/engine-fakes.ts";
import { clientFixture, liveClient, type LiveClient } from "./live-client.ts";

const SECRET = "the-app's-client-secret";
const SHARDS = 2;
/** A guild id on shard `shard` of SHARDS (Discord's rule: the id's timestamp bits, modulo). */
const guildOn = (shard: number, n = 1): string => String(BigInt(shard + SHARDS * n) << 22n);
const channelOf = (guildId: string): string => `${guildId}9`;

/** The front's Identity: a token "name@guild" is that player in that guild's channel. */
const identity: Identity = {
  clientId: "123456789012345678",
  identify: async (hello) => {
    const [name, guildId] = "accessToken" in hello ? hello.accessToken.split("@") : [];
    if (!name || !guildId) return { ok: false, reason: "Discord did not accept your sign-in." };
    return { ok: true, player: { id: `id-${name}`, name }, place: { guildId, channelId: channelOf(guildId) } };
  },
};

interface Shard {
  readonly engine: Engine;
  readonly door: LiveServer;
  readonly url: string;
}

async function shardOf(store: Store, clock: ReturnType<typeof manualClock>, logger: RecordingLogger): Promise<Shard> {
  let seed = 21;
  const live = shardLivePlay({ secret: SECRET, engine: () => engine, store, clock, logger });
  const { engine } = composeEngine({ store, clock, announcer: new RecordingAnnouncer(), logger, newSeed: () => seed++, watch: live.hub });
  const door = await live.serve();
  onTestFinished(async () => {
    await door.close();
    engine.close();
    await engine.idle();
  });
  return { engine, door, url: socketUrl(door.url, DOOR_PATH) };
}

/** A host's front: its shards' doors by shard id, the host's name in the leases. */
async function frontOf(store: Store, clock: ReturnType<typeof manualClock>, logger: RecordingLogger, holder: string, doors: Map<number, string>, routes: LiveRoutes = liveRoutes({ store, clock, holder, totalShards: SHARDS, doors })): Promise<LiveServer> {
  const relay = liveRelay({ identity, secret: SECRET, routes, now: () => clock.now(), logger });
  const server = await startLiveServer({ port: 0, identity, sockets: { [LIVE_PATH]: relay.player, [RELAY_PATH]: relay.host }, clientDir: clientFixture(), logger });
  onTestFinished(() => server.close());
  return server;
}

async function boggleIn(shard: Shard, guildId: string) {
  const started = await shard.engine.start({ guildId, channelId: channelOf(guildId), game: "boggle", player: { id: "id-host", name: "host" }, options: { size: 4, duration: 60 } });
  if (!started.ok) throw new Error(started.error);
  return { id: started.value.round.id, words: solveBoggle(loadDictionary("british"), started.value.round.board as BoggleBoard).words };
}

/** A player's socket to a front, said hello as `name` of `guildId`. */
async function playerAt(front: LiveServer, name: string, guildId: string): Promise<LiveClient> {
  const client = await liveClient(front.url);
  client.send({ type: "hello", accessToken: `${name}@${guildId}`, instanceId: "i-1" });
  return client;
}

/** A raw socket to any ws URL, its first message sent; the messages and the close code. */
async function rawAt(url: string, first: string): Promise<{ messages: unknown[]; code: number }> {
  const ws = new WebSocket(url);
  const messages: unknown[] = [];
  ws.on("message", (data: Buffer) => messages.push(JSON.parse(data.toString("utf8"))));
  ws.on("open", () => ws.send(first));
  const code = await new Promise<number>((resolve) => ws.on("close", (c) => resolve(c)));
  return { messages, code };
}

describe.each(storeEngines)("live play relayed to shards, on $name", (db) => {
  it("plays each guild's round on its own shard, behind one front", async () => {
    const open = await db.database();
    const clock = manualClock(T0);
    const logger = new RecordingLogger();
    const shards = [await shardOf(await open(), clock, logger), await shardOf(await open(), clock, logger)];
    const front = await frontOf(await open(), clock, logger, "host A", new Map(shards.map((s, i) => [i, s.url])));
    const onShard1 = guildOn(1);
    const onShard0 = guildOn(0);
    const round1 = await boggleIn(shards[1]!, onShard1);
    const round0 = await boggleIn(shards[0]!, onShard0);

    const ann = await playerAt(front, "ann", onShard1);
    const welcome = await ann.next("welcome");
    expect(welcome.you).toEqual({ id: "id-ann", name: "ann" });
    expect(welcome.round?.id).toBe(round1.id);
    const word = round1.words[0]!;
    ann.send({ type: "word", id: 7, text: word });
    expect(await ann.next("verdict")).toMatchObject({ id: 7, ok: true, word: { text: word, ok: true } });
    // Kept by shard 1's engine, which holds the round: its watch counts it for the socket.
    expect(await ann.next("counts")).toMatchObject({ counts: [{ name: "ann", words: 1, you: true }] });
    expect((await shards[1]!.engine.roundIn(channelOf(onShard1)))?.round.id).toBe(round1.id);

    // Bob's word goes with his hello, before his socket has reached the shard: it is sent on after it.
    const bob = await playerAt(front, "bob", onShard0);
    bob.send({ type: "word", id: 1, text: round0.words[0]! });
    expect((await bob.next("welcome")).round?.id).toBe(round0.id);
    expect(await bob.next("verdict")).toMatchObject({ id: 1, ok: true });

    // The shard stops: the socket closes with the door's code, which the client comes back after.
    await shards[1]!.door.close();
    expect(await ann.closed).toBe(1001);
    expect(logger.errors()).toEqual([]);
    expect(JSON.stringify(logger.lines)).not.toContain(SECRET);
  });

  it("refuses at a door anything but a host's vouch, and at a relay a player's hello", async () => {
    const open = await db.database();
    const clock = manualClock(T0);
    const logger = new RecordingLogger();
    const shard = await shardOf(await open(), clock, logger);
    const front = await frontOf(await open(), clock, logger, "host A", new Map([[1, shard.url]]));
    const who = { player: { id: "id-eve", name: "eve" }, place: { guildId: guildOn(1), channelId: channelOf(guildOn(1)) } };
    const refused = { messages: [{ type: "refused", reason: NOT_VOUCHED }], code: REFUSED_CLOSE };
    const vouched = vouch(SECRET, who, clock.now());
    const forged = JSON.stringify({ ...vouched, vouched: vouched.vouched.replace(/^[^.]+/u, Buffer.from(JSON.stringify({ ...who, player: { id: "id-ann", name: "ann" }, until: T0 + 30_000 })).toString("base64url")) });
    expect(await rawAt(shard.url, forged)).toEqual(refused);
    expect(await rawAt(shard.url, JSON.stringify(vouch("another secret", who, clock.now())))).toEqual(refused);
    expect(await rawAt(shard.url, JSON.stringify({ type: "hello", accessToken: `eve@${guildOn(1)}`, instanceId: "i-1" }))).toEqual(refused);
    clock.advance(60_000);
    expect(await rawAt(shard.url, JSON.stringify(vouched))).toEqual(refused);
    expect(await rawAt(socketUrl(front.url, RELAY_PATH), JSON.stringify({ type: "hello", accessToken: `eve@${guildOn(1)}`, instanceId: "i-1" }))).toEqual(refused);
    // A player the front's Identity refuses is told so, and not relayed.
    const nobody = await rawAt(socketUrl(front.url, LIVE_PATH), JSON.stringify({ type: "hello", accessToken: "nobody", instanceId: "i-1" }));
    expect(nobody).toEqual({ messages: [{ type: "refused", reason: "Discord did not accept your sign-in." }], code: REFUSED_CLOSE });
  });

  it("reaches a shard another host holds through that host's relay, and says so when no host holds it", async () => {
    const open = await db.database();
    const clock = manualClock(T0);
    const logger = new RecordingLogger();
    const store = await open();
    const shard1 = await shardOf(await open(), clock, logger);
    const hostB = await frontOf(await open(), clock, logger, "host B", new Map([[1, shard1.url]]));
    const hostA = await frontOf(store, clock, logger, "host A", new Map());
    const onShard1 = guildOn(1);
    const round = await boggleIn(shard1, onShard1);

    // Nobody holds shard 1 yet (as between hosts): the player is told, and comes back after.
    const early = await rawAt(socketUrl(hostA.url, LIVE_PATH), JSON.stringify({ type: "hello", accessToken: `ann@${onShard1}`, instanceId: "i-1" }));
    expect(early).toEqual({ messages: [{ type: "error", message: MOVING }], code: TRY_AGAIN_CLOSE });
    // Host B holds it, but advertises no relay URL: the same.
    const until = clock.now() + 60_000;
    expect((await store.takeLease(shardLease(1), "host B", clock.now(), until)).ok).toBe(true);
    expect((await rawAt(socketUrl(hostA.url, LIVE_PATH), JSON.stringify({ type: "hello", accessToken: `ann@${onShard1}`, instanceId: "i-1" }))).messages).toEqual([{ type: "error", message: MOVING }]);

    expect((await store.takeLease(liveHostLease(hostB.url.replace(/\/$/u, "")), "host B", clock.now(), until)).ok).toBe(true);
    const ann = await playerAt(hostA, "ann", onShard1);
    expect((await ann.next("welcome")).round?.id).toBe(round.id);
    ann.send({ type: "word", id: 1, text: round.words[0]! });
    expect(await ann.next("verdict")).toMatchObject({ id: 1, ok: true });
    expect((await shard1.engine.roundIn(channelOf(onShard1)))?.round.id).toBe(round.id);
    expect(logger.errors()).toEqual([]);
  });

  it("tells the player in a line, and logs, when the shard's process cannot be reached or the routes fail", async () => {
    const open = await db.database();
    const clock = manualClock(T0);
    const logger = new RecordingLogger();
    const gone = await shardOf(await open(), clock, logger);
    await gone.door.close();
    const front = await frontOf(await open(), clock, logger, "host A", new Map([[0, gone.url]]));
    const hello = (guildId: string) => JSON.stringify({ type: "hello", accessToken: `ann@${guildId}`, instanceId: "i-1" });
    expect(await rawAt(socketUrl(front.url, LIVE_PATH), hello(guildOn(0)))).toEqual({ messages: [{ type: "error", message: RELAY_FAILED }], code: RESTARTING_CLOSE });
    expect(logger.lines.filter((l) => l.message === "could not relay a live socket to the round's process").map((l) => l.context.to)).toEqual([gone.url]);

    const failing: LiveRoutes = { find: () => Promise.reject(new Error("the database is away")) };
    const broken = await frontOf(await open(), clock, logger, "host A", new Map(), failing);
    expect(await rawAt(socketUrl(broken.url, LIVE_PATH), hello(guildOn(1)))).toEqual({ messages: [{ type: "error", message: RELAY_FAILED }], code: TRY_AGAIN_CLOSE });
    expect(logger.errors().map((e) => e.message)).toEqual(["could not relay a live socket"]);
  });
});
