// Live play in Discord, end to end: the real bot on the fake Discord with its live server, a Node
// `ws` client as the Activity. The code becomes a token at /api/token, Discord vouches for the
// socket, and the channel of the player's instance decides which round they play.

import { describe, expect, it } from "vitest";
import type { Store } from "../../src/games/engine/ports.ts";
import { REFUSALS } from "../../src/live/discord-identity.ts";
import { REFUSED_CLOSE, TOKEN_PATH } from "../../src/live/protocol.ts";
import type { LiveServer } from "../../src/live/server.ts";
import { solveBoggle } from "../../src/solvers/boggle/solve.ts";
import { loadDictionary, type DictName } from "../../src/solvers/dictionary/index.ts";
import { storeEngines } from "../support/postgres.ts";
import { eventually } from "../support/eventually.ts";
import { textOf, type FakeUser } from "../support/fake-discord/index.ts";
import { liveBot, type LiveBot } from "./live-bot.ts";
import { liveClient } from "./live-client.ts";

async function postToken(server: LiveServer, code: unknown): Promise<{ status: number; body: Record<string, string>; text: string }> {
  const response = await fetch(new URL(TOKEN_PATH, server.url), { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ code }) });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Record<string, string>, text };
}

/** What the Activity's page does: the SDK's code swapped at /api/token. */
async function signIn(t: LiveBot, user: FakeUser): Promise<string> {
  const { status, body } = await postToken(t.server, t.fake.authorizeActivity(user));
  if (status !== 200 || body.access_token === undefined) throw new Error(`sign-in refused: ${JSON.stringify(body)}`);
  return body.access_token;
}

async function hello(t: LiveBot, accessToken: string, instanceId: string) {
  const client = await liveClient(t.server.url);
  client.send({ type: "hello", accessToken, instanceId });
  return client;
}

/** A Boggle round in the channel; its id and words the solver finds on its board. */
async function boggleIn(t: LiveBot, channelId: string): Promise<{ id: number; words: string[] }> {
  await t.h.publicReply(t.h.command(t.h.alice, "boggle", { channelId, options: { duration: 300 } }));
  const view = await t.h.bot.engine.roundIn(channelId);
  if (!view) throw new Error("no round");
  const { dict } = view.round.options as { dict: DictName };
  return { id: view.round.id, words: solveBoggle(loadDictionary(dict), view.round.board as { size: number; tiles: string[] }).words };
}

const answersBy = async (store: Store, roundId: number, user: FakeUser) => (await store.answersFor(roundId)).filter((a) => a.playerId === user.id).map((a) => a.text);

describe.each(storeEngines)("live play in Discord, on $name", (engine) => {
  it("signs in with a real code, says hello and plays the channel's round", async () => {
    const t = await liveBot(engine);
    const round = await boggleIn(t, t.h.games);
    const { instanceId } = t.fake.startActivity(t.h.alice, t.h.games);
    const client = await hello(t, await signIn(t, t.h.alice), instanceId);
    const welcome = await client.next("welcome");
    expect(welcome.you).toEqual({ id: t.h.alice.id, name: "alice" });
    expect(welcome.round?.id).toBe(round.id);
    expect(welcome.round?.board.game).toBe("boggle");

    const word = round.words[0]!;
    client.send({ type: "word", id: 1, text: word });
    expect(await client.next("verdict")).toMatchObject({ id: 1, ok: true, word: { text: word, ok: true } });
    expect(await answersBy(t.h.bot.store, round.id, t.h.alice)).toEqual([word]);
    expect(t.fake.unknownRoutes).toEqual([]);
  });

  it("shares the round with a player in chat: each sees the other's count, and both are in the one results message", async () => {
    const t = await liveBot(engine);
    const round = await boggleIn(t, t.h.games);
    const [hers, his] = round.words;
    const alice = await hello(t, await signIn(t, t.h.alice), t.fake.startActivity(t.h.alice, t.h.games).instanceId);
    await alice.next("welcome");
    alice.send({ type: "word", id: 1, text: hers! });
    await alice.next("verdict");
    expect(await t.h.privateReply(t.h.command(t.h.bob, "guess", { options: { answer: his! } }))).not.toContain("❌");
    const bothCounted = (m: { counts: readonly { name: string; words: number }[] }) => m.counts.length === 2;
    await eventually("both players in alice's strip", () => alice.messages.some((m) => m.type === "counts" && bothCounted(m)));
    const strip = alice.messages.filter((m) => m.type === "counts").at(-1);
    expect(strip).toMatchObject({ counts: expect.arrayContaining([{ name: "alice", words: 1, you: true }, { name: "bob", words: 1, you: false }]) });

    const results = await t.h.publicReply(t.h.command(t.h.alice, "stop"));
    expect(textOf(results)).toContain(`<@${t.h.alice.id}>`);
    expect(textOf(results)).toContain(`<@${t.h.bob.id}>`);
    const ended = await alice.next("ended");
    expect(ended.roundId).toBe(round.id);
    expect(ended.standings.map((s) => s.name).sort()).toEqual(["alice", "bob"]);
  });
});

describe("live play in Discord: who may play where", () => {
  it("refuses a forged token and closes the socket", async () => {
    const t = await liveBot();
    const { instanceId } = t.fake.startActivity(t.h.alice, t.h.games);
    const client = await hello(t, "forged-token-0123456789", instanceId);
    expect(await client.next("refused")).toEqual({ type: "refused", reason: REFUSALS.signIn });
    expect(await client.closed).toBe(REFUSED_CLOSE);
  });

  it("refuses an instance Discord does not know", async () => {
    const t = await liveBot();
    const client = await hello(t, await signIn(t, t.h.alice), `i-1-gc-${t.fake.guild.id}-${t.h.games}`);
    expect(await client.next("refused")).toEqual({ type: "refused", reason: REFUSALS.unknownInstance });
    expect(await client.closed).toBe(REFUSED_CLOSE);
  });

  it("refuses a user who is not in the instance, and seats them once they join it", async () => {
    const t = await liveBot();
    const { instanceId } = t.fake.startActivity(t.h.alice, t.h.games);
    const token = await signIn(t, t.h.bob);
    const outsider = await hello(t, token, instanceId);
    expect(await outsider.next("refused")).toEqual({ type: "refused", reason: REFUSALS.notInInstance });
    t.fake.joinActivity(t.h.bob, instanceId);
    const joined = await hello(t, token, instanceId);
    expect((await joined.next("welcome")).you.id).toBe(t.h.bob.id);
  });

  it("plays an instance in another channel on that channel's round, never this one's", async () => {
    const t = await liveBot();
    const general = t.fake.channelId("general");
    const here = await boggleIn(t, t.h.games);
    const there = await boggleIn(t, general);
    const alice = await hello(t, await signIn(t, t.h.alice), t.fake.startActivity(t.h.alice, t.h.games).instanceId);
    expect((await alice.next("welcome")).round?.id).toBe(here.id);
    const bob = await hello(t, await signIn(t, t.h.bob), t.fake.startActivity(t.h.bob, general).instanceId);
    expect((await bob.next("welcome")).round?.id).toBe(there.id);

    const word = there.words[0]!;
    bob.send({ type: "word", id: 7, text: word });
    expect(await bob.next("verdict")).toMatchObject({ id: 7, ok: true });
    expect((await bob.next("counts")).counts).toEqual([{ name: "bob", words: 1, you: true }]);
    expect(await answersBy(t.h.bot.store, there.id, t.h.bob)).toEqual([word]);
    expect(await t.h.bot.store.answersFor(here.id)).toEqual([]);
    // The round in this channel heard nothing: its socket got no counts.
    await t.h.settle();
    expect(alice.messages.filter((m) => m.type === "counts")).toEqual([]);
  });

  it("answers /api/token with a bad code in a short line, and the secret is in no response or log line", async () => {
    const t = await liveBot();
    const code = t.fake.authorizeActivity(t.h.alice);
    expect((await postToken(t.server, code)).status).toBe(200);
    const replies = [await postToken(t.server, code), await postToken(t.server, "never-issued"), await postToken(t.server, "x y")];
    for (const reply of replies) {
      expect(reply.status).toBe(400);
      expect(Object.keys(reply.body)).toEqual(["error"]);
      expect(reply.body.error!.length).toBeLessThan(120);
    }
    expect((await postToken(t.server, 42)).status).toBe(400);
    const everything = JSON.stringify([replies.map((r) => r.text), t.logger.entries, t.h.logger.entries]);
    expect(everything).not.toContain(t.fake.clientSecret);
    expect(everything).not.toContain(code);
    expect(t.logger.entries.filter((e) => e.level === "warn").length).toBeGreaterThanOrEqual(3);
  });
});
