// Discord failing the bot: rate limits waited out, a board that can't be posted cancels its
// round (answers kept), results that can't be posted still count, and the bot stays up.

import { Events, type Guild, type TextChannel } from "discord.js";
import { afterEach, describe, expect, it } from "vitest";
import { manualClock, type ManualClock } from "../../src/games/engine/clock.ts";
import { buttonLabels, Harness, titleOf, TOKEN } from "../support/bot-harness.ts";
import { textOf } from "../support/fake-discord/index.ts";
import { EVERYONE_PERMISSIONS, Permission } from "../support/fake-discord/permissions.ts";

let h: Harness;
let clock: ManualClock;

afterEach(async () => {
  await h.stop();
  expect(h.fake.unknownRoutes).toEqual([]);
});

async function start(): Promise<void> {
  clock = manualClock(Date.now());
  h = await Harness.start({ clock });
}

async function runningRound(): Promise<number> {
  await h.publicReply(h.command(h.alice, "letters", { options: { picks: "cvccvcvcc", duration: 30 } }));
  await h.settle();
  const id = (await h.bot.engine.roundIn(h.games))?.round.id;
  if (id === undefined) throw new Error("no round");
  return id;
}

/** Lets the round's time run out and waits for the bot to deal with it. */
async function timeUp(): Promise<void> {
  clock.advance(31_000);
  await h.settle();
}

describe("when Discord fails", () => {
  it("waits out a 429 and still posts the results", async () => {
    await start();
    const roundId = await runningRound();
    clock.advance(25_000); // past the ten-seconds warning
    await h.settle();
    h.fake.failNext({ method: "POST", pathIncludes: `/channels/${h.games}/messages`, status: 429, retryAfter: 0.01 });
    await timeUp();
    const posts = h.fake.calls.filter((c) => c.method === "POST" && c.path === `/channels/${h.games}/messages`);
    expect(posts.map((c) => c.status)).toEqual([429, 200]); // the ten-seconds warning is no message of its own
    expect(posts[1]?.message && textOf(posts[1].message)).toContain(`-# Round ${roundId} · Time's up`);
  });

  it("keeps a round's answers and results when the results can't be posted, and stays up", async () => {
    await start();
    const roundId = await runningRound();
    await h.privateReply(h.command(h.alice, "guess", { options: { answer: "zz" } }));
    h.fake.failNext({ method: "POST", pathIncludes: `/channels/${h.games}/messages`, status: 403 });
    await timeUp();
    expect((await h.bot.store.getRound(roundId))?.state).toBe("finished");
    expect((await h.bot.store.answersFor(roundId)).map((a) => a.text)).toEqual(["zz"]);
    expect((await h.bot.store.resultsFor(roundId)).map((r) => r.playerName)).toEqual(["alice"]);
    expect(h.logger.errors().some((e) => (e.context as { roundId?: number }).roundId === roundId)).toBe(true);
    const next = await h.publicReply(h.command(h.bob, "letters", { options: { picks: "cvccvcvcc" } }));
    expect(titleOf(next)).toBe("Countdown letters");
  });

  it("cancels a round whose board can't be posted, and tells the starter", async () => {
    await start();
    for (let i = 0; i < 4; i++) h.fake.failNext({ method: "PATCH", pathIncludes: "/messages/@original", status: 500 });
    const id = h.command(h.alice, "letters", { options: { picks: "cvccvcvcc" } });
    expect(await h.privateReply(id)).toBe("The board could not be posted, so the round was cancelled.");
    await h.settle();
    expect(await h.bot.engine.roundIn(h.games)).toBeNull();
    expect((await h.bot.store.getRound(1))?.state).toBe("cancelled");
    expect(h.fake.messages(h.games).filter((m) => m.flags & 128)).toEqual([]); // no "thinking…" left hanging
  });

  it("cancels a round left picking when its board can no longer be shown", async () => {
    await start();
    const picking = await h.publicReply(h.command(h.alice, "letters"));
    await h.settle();
    const roundId = (await h.bot.engine.roundIn(h.games))?.round.id ?? 0;
    h.fake.failNext({ method: "PATCH", pathIncludes: `/channels/${h.games}/messages/${picking.id}`, status: 403 });
    clock.advance(10_000); // the starter stopped picking: the bot fills in the board
    await h.settle();
    expect((await h.bot.store.getRound(roundId))?.state).toBe("cancelled");
    expect(h.logger.errors().map((e) => e.message)).toContain("could not announce the round; cancelling it");
  });

  it("fills in a board the starter stopped picking, in the picking message", async () => {
    await start();
    const picking = await h.publicReply(h.command(h.alice, "letters"));
    await h.settle();
    clock.advance(10_000);
    await h.settle();
    const board = h.fake.message(picking.id);
    expect(board && titleOf(board)).toBe("Countdown letters");
    expect(board && buttonLabels(board)).toEqual(["Submit answer", "How to play"]);
    expect((await h.bot.engine.roundIn(h.games))?.round.state).toBe("running");
  });
});

describe("logging Discord's failures", () => {
  it("names the route and status, never a token or what was sent", async () => {
    await start();
    for (let i = 0; i < 4; i++) h.fake.failNext({ method: "PATCH", pathIncludes: "/messages/@original", status: 500 });
    await h.privateReply(h.command(h.alice, "letters", { options: { picks: "cvccvcvcc" } }));
    h.fake.failNext({ method: "PATCH", pathIncludes: "/messages/@original", status: 403, code: 50013 });
    await h.privateReply(h.command(h.alice, "letters", { options: { picks: "cvccvcvcc" } }));
    await h.settle();

    const failed = h.logger.errors().filter((e) => e.message === "could not announce the round; cancelling it");
    const route = expect.stringMatching(/\/webhooks\/\d+\/:token\/messages\/%40original$/);
    expect(failed.map((e) => (e.context as { err?: unknown }).err)).toEqual([
      { status: 500, method: "PATCH", route, message: "Internal Server Error" },
      { code: 50013, status: 403, method: "PATCH", route, message: expect.any(String) },
    ]);
    const logged = JSON.stringify(h.logger.entries);
    expect(logged).not.toContain("fake-interaction-token");
    expect(logged).not.toContain(TOKEN);
    expect(logged).not.toContain("requestBody"); // nor the board image that was being sent
  });
});

describe("when the bot can no longer post in a round's channel", () => {
  it("cancels the round at the time warning, keeping the answers", async () => {
    await start();
    const roundId = await runningRound();
    await h.privateReply(h.command(h.bob, "guess", { options: { answer: "zz" } }));
    const board = (await h.bot.store.getRound(roundId))?.messageId;
    h.fake.failNext({ method: "PATCH", pathIncludes: `/channels/${h.games}/messages/${board}`, status: 403, code: 50001 });
    clock.advance(25_000); // the ten-seconds warning can't be shown on the board
    await h.settle();
    expect((await h.bot.store.getRound(roundId))?.state).toBe("cancelled");
    expect((await h.bot.store.answersFor(roundId)).map((a) => a.playerName)).toEqual(["bob"]);
    expect(await h.bot.engine.roundIn(h.games)).toBeNull();
    const notice = h.fake.messages(h.games).at(-1);
    expect(notice && textOf(notice)).toContain("I can no longer post in this channel.\nNo points were given; the answers sent are kept.");
  });
});

describe("when a channel is deleted", () => {
  it("cancels its round and keeps the answers", async () => {
    await start();
    const roundId = await runningRound();
    await h.privateReply(h.command(h.bob, "guess", { options: { answer: "zz" } }));
    const channel = h.bot.client.channels.cache.get(h.games);
    if (!channel) throw new Error("no channel in the cache");
    h.fake.failNext({ method: "POST", pathIncludes: `/channels/${h.games}/messages`, status: 404, code: 10003 });
    h.bot.client.emit(Events.ChannelDelete, channel as TextChannel);
    await h.settle();
    expect((await h.bot.store.getRound(roundId))?.state).toBe("cancelled");
    expect((await h.bot.store.answersFor(roundId)).map((a) => a.playerName)).toEqual(["bob"]);
  });
});

describe("when the bot lacks permissions", () => {
  it("names the ones a round needs and starts nothing", async () => {
    await start();
    h.fake.guild.everyone.permissions = String(EVERYONE_PERMISSIONS & ~(Permission.AttachFiles | Permission.EmbedLinks));
    expect(await h.privateReply(h.command(h.alice, "letters", { options: { picks: "cvccvcvcc" } }))).toBe(
      "I can't run a round in this channel: I need Embed Links, Attach Files here. Ask a server manager to allow them.",
    );
    expect(await h.bot.engine.roundIn(h.games)).toBeNull();
    expect(h.fake.messages(h.games)).toEqual([]);
  });
});

describe("when the bot leaves a server", () => {
  it("cancels its rounds and keeps the answers", async () => {
    await start();
    const roundId = await runningRound();
    await h.privateReply(h.command(h.bob, "guess", { options: { answer: "zz" } }));
    const guild = h.bot.client.guilds.cache.get(h.fake.guild.id);
    if (!guild) throw new Error("no guild in the cache");
    h.bot.client.emit(Events.GuildDelete, guild as Guild);
    await h.settle();
    expect((await h.bot.store.getRound(roundId))?.state).toBe("cancelled");
    expect((await h.bot.store.answersFor(roundId)).map((a) => a.playerName)).toEqual(["bob"]);
  });
});
