// Privacy: /privacy says what is kept and for how long; its button deletes the presser's own
// data; a server the bot left is purged after the grace period, on the engine's clock.

import { afterEach, expect, it } from "vitest";
import { manualClock } from "../../src/games/engine/clock.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { wordsFromLetters } from "../../src/solvers/letters.ts";
import { buttonId, Harness } from "../support/bot-harness.ts";
import { eventually } from "../support/eventually.ts";
import type { FakeUser } from "../support/fake-discord/index.ts";

const DAY = 24 * 60 * 60 * 1000;
let h: Harness;
afterEach(async () => {
  await h.stop();
});

/** A letters round in which both players answer a word, stopped and scored; its id. */
async function playRound(...players: FakeUser[]): Promise<number> {
  await h.publicReply(h.command(h.alice, "letters", { options: { picks: "cvccvcvcc" } }));
  const round = h.bot.engine.roundIn(h.games)!.round;
  const [word] = wordsFromLetters(loadDictionary("british"), (round.board as { letters: string }).letters);
  for (const player of players) await h.privateReply(h.command(player, "guess", { options: { answer: word! } }));
  await h.publicReply(h.command(h.alice, "stop"));
  await h.settle();
  return round.id;
}

it("says what is kept and for how long, and deletes only the presser's data after the button", async () => {
  h = await Harness.start({ seeds: [7] });
  const roundId = await playRound(h.alice, h.bob);

  const asked = h.command(h.alice, "privacy");
  const reply = await h.fake.waitForInteractionResponse(asked);
  expect(reply.data.flags).toBe(64);
  expect(reply.data.content).toMatch(/^What Lexicord keeps/);
  expect(reply.data.content).toContain("30 days after it leaves a server, everything of that server is deleted");
  const notice = reply.message!;

  const meddler = await h.click(h.bob, notice, buttonId(notice, "Delete my data"));
  expect(await h.privateReply(meddler.id)).toMatch(/^Not yours/);
  expect(h.bot.store.answersFor(roundId).map((a) => a.playerName)).toEqual(["alice", "bob"]);

  const pressed = await h.click(h.alice, notice, buttonId(notice, "Delete my data"));
  expect(pressed.type).toBe(7);
  expect(pressed.data.content).toBe("Done: your data is deleted (1 answer, 1 round score). Anything you play from now on is kept as before.");
  expect(pressed.data.components).toEqual([]);
  expect(h.bot.store.answersFor(roundId).map((a) => a.playerName)).toEqual(["bob"]);
  expect(h.bot.store.resultsFor(roundId).map((r) => r.playerName)).toEqual(["bob"]);
  const board = await h.publicReply(h.command(h.bob, "leaderboard"));
  expect(board.embeds[0]?.description).not.toContain("alice");
  expect(h.bot.store.playerStats(h.fake.guild.id, h.alice.id, Date.now()).rounds).toBe(0);
});

it("purges a server's data once the bot has been gone 30 days, not before", async () => {
  const clock = manualClock(Date.now());
  h = await Harness.start({ seeds: [7, 8], clock });
  const guild = h.fake.guild.id;
  const roundId = await playRound(h.bob);
  await h.fake.waitForInteractionResponse(h.command(h.admin, "config", { subcommand: "answer-mode", options: { mode: "open" } }));

  h.fake.removeBot();
  await until(() => h.bot.client.guilds.cache.size === 0);
  clock.advance(29 * DAY);
  expect(h.bot.store.getRound(roundId)).not.toBeNull();
  clock.advance(1 * DAY + 60 * 60 * 1000);
  expect(h.bot.store.getRound(roundId)).toBeNull();
  expect(h.bot.store.resultsFor(roundId)).toEqual([]);
  expect(h.bot.store.guildSettings(guild).answerMode).toBe("default");
  expect(h.logger.entries.find((e) => e.message === "purged the data of servers the bot left")?.context).toEqual({ guilds: [guild] });
});

it("keeps a server's data when the bot comes back within the grace period", async () => {
  const clock = manualClock(Date.now());
  h = await Harness.start({ seeds: [7], clock });
  const roundId = await playRound(h.bob);
  h.fake.removeBot();
  await until(() => h.bot.client.guilds.cache.size === 0);
  clock.advance(10 * DAY);
  h.fake.addBot();
  await until(() => h.bot.client.guilds.cache.size === 1);
  clock.advance(40 * DAY);
  expect(h.bot.store.getRound(roundId)).not.toBeNull();
});

it("notices a server that removed the bot while it was down, and purges it 30 days later", async () => {
  const clock = manualClock(Date.now());
  h = await Harness.start({ seeds: [7], clock });
  const roundId = await playRound(h.bob);
  const noticed = () => h.logger.entries.filter((e) => e.message === "servers that removed the bot while it was down");

  await h.restart(clock);
  expect(noticed()).toEqual([]); // still in the server: nothing noted
  await h.restart(clock, () => h.fake.removeBot());
  expect(noticed().map((e) => e.context)).toEqual([{ guilds: [h.fake.guild.id] }]);
  clock.advance(29 * DAY);
  expect(h.bot.store.getRound(roundId)).not.toBeNull();
  clock.advance(1 * DAY + 60 * 60 * 1000);
  expect(h.bot.store.getRound(roundId)).toBeNull();
});

/** Waits (briefly, for real: gateway events) until `done` holds. */
const until = (done: () => boolean): Promise<void> => eventually("the gateway event", done, 2_000, 10);
