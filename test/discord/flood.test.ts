// A flood of answers meets a polite cooldown, and Discord's rate limits are logged once a
// burst: the real bot against the fake Discord, on a manual clock.

import { RESTEvents, type RateLimitData } from "discord.js";
import { afterEach, expect, it } from "vitest";
import { manualClock } from "../../src/games/engine/clock.ts";
import { Harness } from "../support/bot-harness.ts";

let h: Harness;
afterEach(async () => {
  await h.stop();
});

const clock = () => manualClock(Date.now());

it("takes a burst of ten /guess answers, then asks the player to slow down, then takes more", async () => {
  const time = clock();
  h = await Harness.start({ clock: time });
  await h.publicReply(h.command(h.alice, "boggle", { options: { duration: 600 } }));
  const round = (await h.bot.engine.roundIn(h.games))!.round;
  const replies: string[] = [];
  for (let i = 0; i < 12; i++) replies.push(await h.privateReply(h.command(h.bob, "guess", { options: { answer: `zq${i}` } })));
  expect(replies.slice(0, 10).every((r) => !r.startsWith("Slow down"))).toBe(true);
  expect(replies.slice(10)).toEqual(Array(2).fill("Slow down: you are answering faster than I take answers. Try again in 1 s."));
  expect(await h.bot.store.answersFor(round.id)).toHaveLength(10);

  time.advance(2_000);
  expect(await h.privateReply(h.command(h.bob, "guess", { options: { answer: "zqz" } }))).not.toMatch(/^Slow down/);
  expect(await h.privateReply(h.command(h.alice, "guess", { options: { answer: "zqq" } }))).not.toMatch(/^Slow down/); // per player
});

it("a chat flood in open mode: ten answers kept, one ❌ for the first refused, then silence", async () => {
  h = await Harness.start({ clock: clock(), readMessages: true });
  await h.fake.waitForInteractionResponse(h.command(h.admin, "config", { subcommand: "answer-mode", options: { mode: "open" } }));
  await h.publicReply(h.command(h.alice, "boggle", { options: { duration: 600 } }));
  const round = (await h.bot.engine.roundIn(h.games))!.round;
  // Tries at the board (its own letters), so each is an answer rather than talk.
  const tiles = (round.board as { tiles: string[] }).tiles.join("").toLowerCase();
  const attempt = (i: number) => `${tiles[i % 16]}${tiles[(i * 7 + 3) % 16]}${tiles[(i * 5 + 1) % 16]}`;
  const sent = Array.from({ length: 100 }, (_, i) => h.fake.sendMessage({ user: h.bob, content: attempt(i), channelId: h.games }));
  await h.fake.waitFor((c) => c.method === "PUT" && c.path.includes(`/messages/${sent[10]}/reactions/`));
  const last = h.fake.sendMessage({ user: h.alice, content: attempt(1), channelId: h.games });
  await h.fake.waitFor((c) => c.method === "PUT" && c.path.includes(`/messages/${last}/reactions/`));
  expect((await h.bot.store.answersFor(round.id)).filter((a) => a.playerId === h.bob.id)).toHaveLength(10);
  expect(sent.filter((id) => (h.fake.message(id)?.reactions.length ?? 0) > 0)).toHaveLength(11);
});

it("logs Discord's rate limits once a burst, with the count the last burst held", async () => {
  const time = clock();
  h = await Harness.start({ clock: time });
  const info = { route: "/channels/:id/messages", method: "POST", retryAfter: 500, global: false, scope: "user" } as RateLimitData;
  const lines = () => h.logger.entries.filter((e) => e.message.startsWith("rate limited"));
  for (let i = 0; i < 50; i++) h.bot.client.rest.emit(RESTEvents.RateLimited, info);
  expect(lines()).toHaveLength(1);
  time.advance(11_000);
  h.bot.client.rest.emit(RESTEvents.RateLimited, info);
  expect(lines()).toHaveLength(2);
  expect(lines()[1]!.context).toMatchObject({ route: "/channels/:id/messages", heldInLastBurst: 50 });
});
