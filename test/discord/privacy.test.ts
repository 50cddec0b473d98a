// Privacy: /privacy says what is kept and for how long; its button deletes the presser's own
// data, with what is running and what is still to be posted about them; a server the bot left
// is purged after the grace period, on the engine's clock.

import Database from "better-sqlite3";
import { afterEach, expect, it } from "vitest";
import { manualClock } from "../../src/games/engine/clock.ts";
import type { Round } from "../../src/games/model.ts";
import { bestAnswer } from "../games/best-answer.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { wordsFromLetters } from "../../src/solvers/letters.ts";
import { buttonId, Harness } from "../support/bot-harness.ts";
import { eventually } from "../support/eventually.ts";
import { textOf, type FakeUser, type StoredMessage } from "../support/fake-discord/index.ts";

const DAY = 24 * 60 * 60 * 1000;
let h: Harness;
afterEach(async () => {
  await h.stop();
});

/** A letters round in which both players answer a word, stopped and scored; its id. */
async function playRound(...players: FakeUser[]): Promise<number> {
  await h.publicReply(h.command(h.alice, "letters", { options: { picks: "cvccvcvcc" } }));
  const round = (await h.bot.engine.roundIn(h.games))!.round;
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
  expect((await h.bot.store.answersFor(roundId)).map((a) => a.playerName)).toEqual(["alice", "bob"]);

  const pressed = await h.click(h.alice, notice, buttonId(notice, "Delete my data"));
  expect(pressed.type).toBe(7);
  expect(pressed.data.content).toBe("Done: your data is deleted (1 answer, 1 round score). Anything you play from now on is kept as before.");
  expect(pressed.data.components).toEqual([]);
  expect((await h.bot.store.answersFor(roundId)).map((a) => a.playerName)).toEqual(["bob"]);
  expect((await h.bot.store.resultsFor(roundId)).map((r) => r.playerName)).toEqual(["bob"]);
  const board = await h.publicReply(h.command(h.bob, "leaderboard"));
  expect(board.embeds[0]?.description).not.toContain("alice");
  expect((await h.bot.store.playerStats(h.fake.guild.id, h.alice.id, Date.now())).rounds).toBe(0);
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
  await h.settle();
  expect(await h.bot.store.getRound(roundId)).not.toBeNull();
  clock.advance(1 * DAY + 60 * 60 * 1000);
  await h.settle();
  expect(await h.bot.store.getRound(roundId)).toBeNull();
  expect(await h.bot.store.resultsFor(roundId)).toEqual([]);
  expect((await h.bot.store.guildSettings(guild)).answerMode).toBe("default");
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
  expect(await h.bot.store.getRound(roundId)).not.toBeNull();
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
  await h.settle();
  expect(await h.bot.store.getRound(roundId)).not.toBeNull();
  clock.advance(1 * DAY + 60 * 60 * 1000);
  await h.settle();
  expect(await h.bot.store.getRound(roundId)).toBeNull();
});

/** `user` asks /privacy and presses Delete my data. */
async function deleteData(user: FakeUser): Promise<void> {
  const notice = (await h.fake.waitForInteractionResponse(h.command(user, "privacy"))).message!;
  const pressed = await h.click(user, notice, buttonId(notice, "Delete my data"));
  expect(pressed.data.content).toMatch(/^Done: your data is deleted/);
}

/** The database's tables that still hold `id` anywhere, in any column. */
function tablesHolding(id: string): string[] {
  const db = new Database(h.databasePath, { readonly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
    return tables.filter((table) => JSON.stringify(db.prepare(`SELECT * FROM "${table}"`).all()).includes(id));
  } finally {
    db.close();
  }
}

const mentions = (user: FakeUser) => (message: StoredMessage) => textOf(message).includes(`<@${user.id}>`);
const channelPosts = () => ({ method: "POST", pathIncludes: `/channels/${h.games}/messages` });

it("takes a player who deletes their data out of a running Countdown game: its end records and names only the others", async () => {
  const clock = manualClock(Date.now());
  h = await Harness.start({ clock });
  const carol = h.fake.addUser("carol");
  const opened = await h.publicReply(h.command(h.alice, "countdown", { subcommand: "start" }));
  for (const user of [h.bob, carol]) await h.click(user, opened, buttonId(h.current(opened), "Join"));
  await h.edited((await h.click(h.alice, opened, buttonId(h.current(opened), "Start"))).id);
  const game = (await h.bot.store.openGameIn(h.games))!;

  let postedBefore = 0;
  const played: number[] = [];
  // Each round's board is filled in by the bot; alice answers the first two, and deletes her
  // data while the second runs; bob and carol answer every round, bob best.
  for (let step = 0; step < 200 && (await h.bot.store.getGame(game.id))?.state === "playing"; step++) {
    const round: Round | undefined = (await h.bot.engine.roundIn(game.channelId))?.round;
    if (round?.state === "running" && !played.includes(round.id)) {
      played.push(round.id);
      const guess = (user: FakeUser, answer: string) => h.privateReply(h.command(user, "guess", { channelId: game.channelId, options: { answer } }));
      if (played.length <= 2) await guess(h.alice, bestAnswer(round));
      if (played.length === 2) {
        await deleteData(h.alice);
        postedBefore = h.fake.messages(game.channelId).length;
      }
      await guess(h.bob, bestAnswer(round));
      await guess(carol, "zz");
    }
    await h.pass(clock, 5_000, 5_000);
  }

  expect(await h.bot.store.getGame(game.id)).toMatchObject({ state: "over", winners: [h.bob.id] });
  expect((await h.bot.store.gamesWon(h.fake.guild.id, { period: "all", page: 0, now: clock.now() })).entries.map((e) => e.playerName)).toEqual(["bob", "carol"]);
  const board = await h.publicReply(h.command(h.bob, "leaderboard", { options: { game: "games" } }));
  expect(board.embeds[0]?.description).not.toContain(h.alice.id);
  const after = h.fake.messages(game.channelId).slice(postedBefore);
  expect(after.some(mentions(h.bob))).toBe(true);
  expect(after.filter(mentions(h.alice))).toEqual([]);
  expect(tablesHolding(h.alice.id)).toEqual([]);
});

it("leaves a player who deletes their data out of results still waiting to be posted", async () => {
  const clock = manualClock(Date.now());
  h = await Harness.start({ seeds: [7], clock });
  await h.publicReply(h.command(h.alice, "letters", { options: { picks: "cvccvcvcc", duration: 30 } }));
  const round = (await h.bot.engine.roundIn(h.games))!.round;
  const [word] = wordsFromLetters(loadDictionary("british"), (round.board as { letters: string }).letters);
  for (const player of [h.alice, h.bob]) await h.privateReply(h.command(player, "guess", { options: { answer: word! } }));
  const outage = h.fake.outage({ ...channelPosts(), status: 500 });
  await h.pass(clock, 35_000);
  expect((await h.bot.store.pendingAnnouncements()).map((a) => a.kind)).toEqual(["results"]);

  await deleteData(h.alice);
  outage();
  await h.pass(clock, 10_000);
  const results = h.fake.messages(h.games).filter((m) => textOf(m).includes(`-# Round ${round.id} ·`));
  expect(results).toHaveLength(1);
  expect(mentions(h.bob)(results[0]!)).toBe(true);
  expect(mentions(h.alice)(results[0]!)).toBe(false);
  expect(textOf(results[0]!)).not.toContain("alice");
  expect(tablesHolding(h.alice.id)).toEqual([]);
});

it("takes a player who deletes their data off the round they started, and a stop notice still to be posted names nobody", async () => {
  const clock = manualClock(Date.now());
  h = await Harness.start({ clock });
  await h.publicReply(h.command(h.alice, "letters"));
  const round = (await h.bot.engine.roundIn(h.games))!.round;
  expect(round).toMatchObject({ state: "picking", startedBy: h.alice.id });

  await deleteData(h.alice);
  expect((await h.bot.store.getRound(round.id))?.startedBy).toBe("");
  expect(await h.privateReply(h.command(h.alice, "stop"))).toBe("Only the player who started it or someone with Manage Server can stop this round.");

  const outages = [h.fake.outage({ ...channelPosts(), status: 500 }), h.fake.outage({ method: "PATCH", pathIncludes: "/webhooks/", status: 500 })];
  await h.fake.waitForInteractionResponse(h.command(h.admin, "stop"));
  await until(async () => (await h.bot.store.getRound(round.id))?.state === "cancelled");
  await h.settle();
  expect((await h.bot.store.pendingAnnouncements()).map((a) => a.kind)).toEqual(["cancelled"]);
  await deleteData(h.admin);
  for (const end of outages) end();
  await h.pass(clock, 10_000);
  const notices = h.fake.messages(h.games).filter((m) => textOf(m).includes("before the board was complete"));
  expect(notices.map((m) => textOf(m).match(/Stopped by [^.]*\./)?.[0])).toEqual(["Stopped by a player before the board was complete."]);
  expect(tablesHolding(h.alice.id)).toEqual([]);
  expect(tablesHolding(h.admin.id)).toEqual([]);
});

/** Waits (briefly, for real: gateway events) until `done` holds. */
const until = (done: () => boolean | Promise<boolean>): Promise<void> => eventually("the gateway event", done, 2_000, 10);
