// A whole Countdown game through Discord (the fake): the lobby's buttons, the choice passing
// from player to player, totals after each round, the conundrum and the winner; a tie broken
// by sudden death; a game against the computer alone; and a restart in the middle of a game.
// Time is a manual clock, so nothing sleeps.

import { afterEach, describe, expect, it } from "vitest";
import { manualClock, type ManualClock } from "../../src/games/engine/clock.ts";
import type { Round } from "../../src/games/model.ts";
import { BETWEEN_ROUNDS_SECONDS } from "../../src/games/countdown/progress.ts";
import { bestAnswer } from "../games/best-answer.ts";
import { textOf, type FakeUser, type StoredMessage } from "../support/fake-discord/index.ts";
import { Permission } from "../support/fake-discord/permissions.ts";
import { buttonId, buttonLabels, Harness, titleOf } from "../support/bot-harness.ts";

let h: Harness;
let clock: ManualClock;

afterEach(async () => {
  await h.stop();
  expect(h.fake.unknownRoutes).toEqual([]);
});

async function begin(restTimeoutMs?: number): Promise<void> {
  clock = manualClock(Date.now());
  h = await Harness.start({ clock, ...(restTimeoutMs ? { restTimeoutMs } : {}) });
}

/** alice opens a lobby; `others` join with the button; alice starts the game. */
async function lobby(options: Record<string, string>, ...others: FakeUser[]): Promise<StoredMessage> {
  const opened = await h.publicReply(h.command(h.alice, "countdown", { subcommand: "start", options }));
  for (const user of others) expect((await h.click(user, opened, buttonId(h.current(opened), "Join"))).type).toBe(7);
  const start = await h.click(h.alice, opened, buttonId(h.current(opened), "Start"));
  expect(start.type).toBe(6);
  await h.edited(start.id);
  await h.settle();
  return opened;
}


/** The pause between rounds passes: the next round starts. */
async function pause(): Promise<void> {
  clock.advance(BETWEEN_ROUNDS_SECONDS * 1000);
  await h.settle();
}

/** The round in play, its board filled in if its chooser has not picked, `answers` sent, then time up. */
async function playRound(answers: (round: Round) => [FakeUser, string][], channelId = h.games): Promise<Round> {
  if (await h.bot.engine.roundIn(channelId) === null) await pause();
  let round = (await h.bot.engine.roundIn(channelId))?.round;
  if (round?.state === "picking") {
    clock.advance(20_000);
    await h.settle();
    round = (await h.bot.engine.roundIn(channelId))?.round;
  }
  if (round?.state !== "running") throw new Error("no round running");
  for (const [user, text] of answers(round)) await h.privateReply(h.command(user, "guess", { channelId, options: { answer: text } }));
  clock.advance(31_000);
  await h.settle();
  return round;
}

/** The game's news posted in the channel so far, by title. */
const newsPosted = (): StoredMessage[] => h.fake.messages(h.games).filter((m) => /^Countdown: (round|sudden)/.test(titleOf(m) ?? ""));

describe("a Countdown game in Discord", () => {
  it("runs a short game for two: lobby, turns, totals, conundrum and the winner", async () => {
    await begin();
    const opened = await h.publicReply(h.command(h.alice, "countdown", { subcommand: "start" }));
    expect(titleOf(opened)).toBe("Countdown: a short game");
    expect(buttonLabels(opened)).toEqual(["Join", "Leave", "Start"]);
    const tooSoon = await h.click(h.alice, opened, buttonId(opened, "Start"));
    expect(tooSoon.type).toBe(6);
    expect((await h.followUp(tooSoon.id)).message?.content).toMatch(/^A game needs two players/);
    await h.click(h.bob, opened, buttonId(opened, "Join"));
    expect(textOf(h.current(opened))).toContain(`<@${h.bob.id}>`);
    expect(await h.privateReply(h.fake.clickButton({ user: h.bob, message: opened, customId: buttonId(h.current(opened), "Join") }))).toBe("You are in this game already.");
    const start = await h.click(h.alice, opened, buttonId(h.current(opened), "Start"));
    await h.edited(start.id);
    await h.settle();
    expect(buttonLabels(h.current(opened))).toEqual([]);

    expect(await h.privateReply(h.command(h.bob, "boggle"))).toMatch(/^A Countdown game is being played in this channel/);
    const choosers: string[] = [];
    for (let i = 0; i < 6; i++) {
      const round = await playRound((r) => [[h.alice, bestAnswer(r)], [h.bob, "xyzzy"]]);
      choosers.push(`${round.game} ${round.startedBy === h.alice.id ? "alice" : "bob"}`);
    }
    expect(choosers).toEqual(["letters alice", "letters bob", "numbers alice", "letters bob", "letters alice", "numbers bob"]);
    const third = newsPosted()[2];
    expect(titleOf(third)).toBe("Countdown: round 3 of 7");
    expect(textOf(third)).toMatch(new RegExp(`Next, in 5 s: round 4 of 7, letters; <@${h.bob.id}> chooses\\.`));
    await playRound((r) => [[h.bob, bestAnswer(r)]]);
    const last = newsPosted().at(-1)!;
    expect(titleOf(last)).toBe("Countdown: round 7 of 7");
    expect(textOf(last)).toContain(`<@${h.bob.id}>: 10`);
    expect(textOf(last)).toContain(`🏆 <@${h.alice.id}> wins the game!`);
    expect(last.attachments).toHaveLength(1); // the results card
    expect(last.attachments[0]?.description).toMatch(/^Countdown results: alice \d+ \(winner\), bob 10\.$/);
    expect(newsPosted().slice(0, 6).every((m) => m.attachments.length === 0)).toBe(true);
    expect(newsPosted()).toHaveLength(7);
    expect(await h.bot.engine.roundIn(h.games)).toBeNull();

    const board = await h.publicReply(h.command(h.bob, "leaderboard", { options: { game: "games" } }));
    expect(board.embeds[0]?.title).toBe("Leaderboard: Countdown games won, all time");
    expect(board.embeds[0]?.description?.split("\n")).toEqual([
      expect.stringMatching(/^🥇 alice: \*\*1 game won\*\* · 1 game played · \d+ points$/),
      "**2.** bob: **0 games won** · 1 game played · 10 points",
    ]);
    const card = await h.publicReply(h.command(h.bob, "leaderboard", { options: { game: "games", as: "image" } }));
    expect(card.attachments[0]?.description).toMatch(/: 1\. alice, 1 game won; 2\. bob, 0 games won\.$/);
    expect(h.logger.errors()).toEqual([]);
  });

  it("takes answers to its rounds only from its players", async () => {
    await begin();
    await lobby({}, h.bob);
    clock.advance(20_000); // the chooser did not pick: the board is filled in
    await h.settle();
    const round = (await h.bot.engine.roundIn(h.games))!.round;
    expect(await h.privateReply(h.command(h.admin, "guess", { options: { answer: bestAnswer(round) } }))).toMatch(/^This round is part of a Countdown game: only its players answer/);
    expect(await h.privateReply(h.command(h.bob, "guess", { options: { answer: bestAnswer(round) } }))).toMatch(/^✅/);
    expect((await h.bot.store.answersFor(round.id)).map((a) => a.playerName)).toEqual(["bob"]);
  });

  it("breaks a tie after the conundrum with a sudden-death conundrum", async () => {
    await begin();
    await lobby({}, h.bob);
    for (let i = 0; i < 7; i++) await playRound((r) => (r.game === "conundrum" ? [] : [[h.alice, bestAnswer(r)], [h.bob, bestAnswer(r)]]));
    expect(textOf(newsPosted().at(-1)!)).toContain("The totals are tied at the top: a sudden-death conundrum decides it, in 5 s.");
    const sudden = await playRound((r) => [[h.bob, bestAnswer(r)]]);
    expect(sudden.game).toBe("conundrum");
    const last = newsPosted().at(-1)!;
    expect(titleOf(last)).toBe("Countdown: sudden death 1");
    expect(textOf(last)).toContain(`🏆 <@${h.bob.id}> wins the game!`);
  });

  it("plays a game against the computer alone, which answers by itself and is shown as the computer", async () => {
    await begin();
    const opened = await lobby({ opponent: "computer", level: "perfect" });
    expect(textOf(h.current(opened))).toContain("🤖 Computer");
    for (let i = 0; i < 7; i++) await playRound(() => [[h.alice, "zzz"]]);
    const last = newsPosted().at(-1)!;
    expect(textOf(last)).toContain("🏆 🤖 Computer wins the game!");
    const stats = await h.publicReply(h.command(h.alice, "stats"));
    const field = (name: string) => stats.embeds[0]?.fields?.find((f) => f.name === name)?.value;
    expect(field("Countdown games")).toBe("0 won of 1");
    // "zzz" is no try at the conundrum's letters, so alice has six rounds' results, not seven.
    expect(field("Vs computer")).toBe("0 won, 6 lost of 6 rounds");
    const board = await h.publicReply(h.command(h.alice, "leaderboard"));
    expect(board.embeds[0]?.description).not.toContain("Computer");
    const results = h.fake.messages(h.games).filter((m) => (titleOf(m) ?? "").endsWith(": results"));
    expect(results).toHaveLength(7);
    expect(textOf(results[0])).toContain("🤖 Computer");
    expect(textOf(results[0])).not.toContain("<@computer>");
  });

  it("drops a player who sends nothing for three rounds, says so, and passes their turns by", async () => {
    await begin();
    await lobby({}, h.bob);
    for (let i = 0; i < 3; i++) await playRound((r) => [[h.alice, bestAnswer(r)]]);
    const third = newsPosted()[2];
    expect(textOf(third)).toContain(`Dropped for not answering in a while: <@${h.bob.id}>.`);
    expect(textOf(third)).toContain(`<@${h.bob.id}>: 0 (dropped)`);
    expect(textOf(third)).toMatch(new RegExp(`Next, in 5 s: round 4 of 7, letters; <@${h.alice.id}> chooses\\.`));
    await pause();
    expect((await h.bot.engine.roundIn(h.games))?.round.startedBy).toBe(h.alice.id);
  });

  it("puts the computer in a single round with opponent:computer, and Play again keeps it", async () => {
    await begin();
    await h.publicReply(h.command(h.alice, "conundrum", { options: { opponent: "computer", level: "perfect" } }));
    const round = (await h.bot.engine.roundIn(h.games))?.round;
    clock.advance(31_000);
    await h.settle();
    const results = h.fake.messages(h.games).filter((m) => titleOf(m) === "Countdown conundrum: results");
    expect(textOf(results[0])).toContain(`🏆 🤖 Computer wins with **${bestAnswer(round!).toUpperCase()}**`);
    const again = await h.click(h.bob, results[0], buttonId(results[0], "Play again"));
    await h.edited(again.id);
    expect(await h.bot.store.opponentIn((await h.bot.engine.roundIn(h.games))?.round.id ?? 0)).toBe("perfect");
  });

  it("still plays the computer's letters answer when a round is stopped before it answered", async () => {
    await begin();
    await h.publicReply(h.command(h.alice, "letters", { options: { opponent: "computer", level: "perfect", picks: "cvccvcvcc" } }));
    const round = (await h.bot.engine.roundIn(h.games))?.round;
    const results = await h.publicReply(h.command(h.alice, "stop"));
    expect(textOf(results)).toContain(`🏆 🤖 Computer wins with **`);
    expect((await h.bot.store.answersFor(round!.id)).map((a) => [a.playerName, a.text.length, a.ok])).toEqual([["Computer", bestAnswer(round!).length, true]]);
  });

  it("plays in a thread of its own where the bot may create one, and stops there or from its channel", async () => {
    await begin();
    h.fake.grantBot(Permission.CreatePublicThreads | Permission.SendMessagesInThreads);
    const opened = await lobby({}, h.bob);
    const [thread] = h.fake.threadsOf(h.games);
    expect(thread?.name).toBe("Countdown: alice's short game");
    expect(textOf(h.current(opened))).toContain(`The game is under way in <#${thread?.id}>.`);
    expect(await h.bot.engine.roundIn(h.games)).toBeNull(); // the channel stays free
    await playRound((r) => [[h.alice, bestAnswer(r)]], thread?.id);
    const news = h.fake.messages(thread?.id ?? "").filter((m) => titleOf(m) === "Countdown: round 1 of 7");
    expect(news).toHaveLength(1);
    expect(await h.privateReply(h.command(h.bob, "countdown", { subcommand: "stop", channelId: thread?.id }))).toMatch(/^Only the player who started this game/);
    // From the channel it was started in, /countdown stop finds the game in its thread.
    expect(await h.privateReply(h.command(h.bob, "countdown", { subcommand: "stop" }))).toMatch(/^Only the player who started this game/);
    const stopped = await h.publicReply(h.command(h.admin, "countdown", { subcommand: "stop", channelId: thread?.id }));
    expect(textOf(stopped)).toContain("The game was stopped.");
    await h.fake.waitFor((c) => c.method === "PATCH" && c.path === `/channels/${h.games}/messages/${opened.id}`);
    expect(textOf(h.current(opened))).toMatch(/Countdown: the game is over[\s\S]*The game was stopped\./);
    await h.settle();
    expect(await h.bot.engine.roundIn(thread?.id ?? "")).toBeNull();
    expect(await h.bot.store.openGameIn(thread?.id ?? "")).toBeNull();
  });

  it("opens one thread however quickly Start is pressed twice", async () => {
    await begin();
    h.fake.grantBot(Permission.CreatePublicThreads | Permission.SendMessagesInThreads);
    const opened = await h.publicReply(h.command(h.alice, "countdown", { subcommand: "start" }));
    await h.click(h.bob, opened, buttonId(opened, "Join"));
    const start = buttonId(h.current(opened), "Start");
    const presses = [h.fake.clickButton({ user: h.alice, message: opened, customId: start }), h.fake.clickButton({ user: h.alice, message: opened, customId: start })];
    const ends = await Promise.all(presses.map((id) => h.settled(id)));
    await h.settle();
    expect(h.fake.threadsOf(h.games)).toHaveLength(1);
    expect(ends.map((call) => call.method).sort()).toEqual(["PATCH", "POST"]); // the lobby edited once; one private refusal
    expect(ends.find((call) => call.method === "POST")?.message?.content).toBe("This game has started already.");
  });

  it("inside a game, /stop is the game's: the chooser cannot cut their round short, the starter stops the game", async () => {
    await begin();
    await lobby({}, h.bob);
    await playRound((r) => [[h.alice, bestAnswer(r)]]);
    await pause();
    const bobs = (await h.bot.engine.roundIn(h.games))!.round;
    expect(bobs.startedBy).toBe(h.bob.id);
    expect(await h.privateReply(h.command(h.bob, "stop"))).toMatch(/^Only the player who started this game, or someone who manages the server, can stop it\./);
    expect((await h.bot.engine.roundIn(h.games))?.round.id).toBe(bobs.id);
    const stopped = await h.publicReply(h.command(h.alice, "stop"));
    expect(textOf(stopped)).toContain("The game was stopped.");
    await h.settle();
    expect(await h.bot.engine.roundIn(h.games)).toBeNull();
    expect(await h.bot.store.openGameIn(h.games)).toBeNull();
  });

  it("carries on after a restart in the middle of a round", async () => {
    await begin();
    await lobby({}, h.bob);
    await playRound((r) => [[h.alice, bestAnswer(r)]]);
    await pause();
    const second = (await h.bot.engine.roundIn(h.games))?.round;
    expect(second?.startedBy).toBe(h.bob.id);
    await h.crashAndRestart(clock);
    await playRound((r) => [[h.bob, bestAnswer(r)]]);
    const news = newsPosted();
    expect(news.map(titleOf)).toEqual(["Countdown: round 1 of 7", "Countdown: round 2 of 7"]);
    expect(textOf(news[1])).toMatch(new RegExp(`Next, in 5 s: round 3 of 7, numbers; <@${h.alice.id}> chooses\\.`));
    await pause();
    expect((await h.bot.engine.roundIn(h.games))?.round.game).toBe("numbers");
  });

  it("waits out a Discord outage at a round's end: the next board is posted again, its clock starting then, and nobody is dropped", async () => {
    await begin();
    await lobby({}, h.bob);
    const first = (await h.bot.engine.roundIn(h.games))!.round;
    clock.advance(20_000); // alice does not pick: the board is filled in
    await h.settle();
    for (const user of [h.alice, h.bob]) await h.privateReply(h.command(user, "guess", { options: { answer: bestAnswer((await h.bot.engine.roundIn(h.games))!.round) } }));
    const end = h.fake.outage({ pathIncludes: `/channels/${h.games}/messages`, status: 500 });
    await h.pass(clock, 90_000); // the round ends at 30 s; results, news and every next board fail for a minute
    expect(h.fake.messages(h.games).filter((m) => titleOf(m) === "Countdown letters: round cancelled")).toEqual([]);
    end();
    const boardShown = () => /choosing the board/.test(titleOf(h.fake.messages(h.games).at(-1)!) ?? "");
    for (let waited = 0; waited < 62_000 && !boardShown(); waited += 500) await h.pass(clock, 500, 500);
    const second = (await h.bot.engine.roundIn(h.games))!.round;
    expect(second).toMatchObject({ game: "letters", startedBy: h.bob.id, state: "picking" });
    const [results, news, board] = h.fake.messages(h.games).slice(-3);
    expect([titleOf(results), titleOf(news), titleOf(board)]).toEqual(["Countdown letters, round 1 of 7: results", "Countdown: round 1 of 7", "Countdown letters, round 2 of 7: choosing the board"]);
    // Its clock starts once players can see it: bob has his whole time to pick.
    clock.advance(9_000);
    await h.settle();
    expect((await h.bot.engine.roundIn(h.games))?.round).toMatchObject({ id: second.id, state: "picking" });
    await playRound((r) => [[h.bob, bestAnswer(r)]]);
    expect((await h.bot.store.openGameIn(h.games))?.players.map((p) => [p.name, p.dropped])).toEqual([["alice", false], ["bob", false]]);
    expect((await h.bot.store.openGameIn(h.games))?.scores).toHaveLength(2);
    expect(first.id).toBeLessThan(second.id);
  });

  it("after a restart, posts a board that Discord never showed, its clock starting then", async () => {
    await begin();
    await lobby({ opponent: "computer", level: "easy" });
    await playRound(() => [[h.alice, "zzz"]]);
    const end = h.fake.outage({ method: "POST", pathIncludes: `/channels/${h.games}/messages`, status: 500 });
    await pause(); // the computer chooses round 2 at once; its board cannot be posted
    const second = (await h.bot.engine.roundIn(h.games))!.round;
    expect(second).toMatchObject({ state: "running", messageId: null });
    await h.crashAndRestart(clock);
    await h.pass(clock, 10_000);
    end();
    const boardShown = () => titleOf(h.fake.messages(h.games).at(-1)!) === "Countdown letters, round 2 of 7";
    for (let waited = 0; waited < 62_000 && !boardShown(); waited += 500) await h.pass(clock, 500, 500);
    expect(boardShown()).toBe(true);
    // Players have the round's whole time from when they could see it.
    clock.advance(25_000);
    await h.settle();
    expect((await h.bot.engine.roundIn(h.games))?.round).toMatchObject({ id: second.id, state: "running" });
    expect(await h.privateReply(h.command(h.alice, "guess", { options: { answer: bestAnswer(second) } }))).toMatch(/^✅/);
    await h.pass(clock, 6_000);
    const boards = h.fake.messages(h.games).filter((m) => (titleOf(m) ?? "").startsWith("Countdown letters, round 2 of 7"));
    expect(boards.map(titleOf)).toEqual(["Countdown letters, round 2 of 7: results"]);
    expect((await h.bot.store.answersFor(second.id)).filter((a) => a.playerId === h.alice.id).map((a) => a.ok)).toEqual([true]);
  });

  it("posts a board once when its post reached Discord but the reply was lost, showing the time it runs to", async () => {
    await begin(300);
    await lobby({ opponent: "computer", level: "easy" });
    await playRound(() => [[h.alice, "zzz"]]);
    const posts = { method: "POST", pathIncludes: `/channels/${h.games}/messages` };
    h.fake.dropResponseNext(posts);
    clock.advance(BETWEEN_ROUNDS_SECONDS * 1000); // the computer chooses round 2 at once; its board is posted, the reply lost
    await h.fake.waitFor((c) => c.dropped === true);
    const end = h.fake.outage({ ...posts, status: 500 }); // and the bot's tries again fail: it shows the board later
    await h.settle();
    end();
    await h.pass(clock, 5_000, 500);
    const second = (await h.bot.engine.roundIn(h.games))!.round;
    const boards = h.fake.messages(h.games).filter((m) => titleOf(m) === "Countdown letters, round 2 of 7");
    expect(boards).toHaveLength(1);
    expect(second.messageId).toBe(boards[0]?.id);
    const tries = h.fake.calls.filter((c) => c.method === "POST" && c.path === `/channels/${h.games}/messages` && c.body !== null);
    const dropped = tries.findIndex((c) => c.dropped === true);
    const sent = tries.slice(dropped).map((c) => c.body as { nonce?: string; enforce_nonce?: boolean });
    expect(sent[0]).toMatchObject({ enforce_nonce: true, nonce: expect.any(String) });
    expect(sent.map((b) => b.nonce)).toEqual(sent.map(() => sent[0]?.nonce));
    expect(h.logger.entries.filter((e) => e.message.startsWith("could not show the board"))).not.toEqual([]);
    // Its clock started again as it was shown again: the board says so.
    expect(textOf(h.fake.message(boards[0]!.id)!)).toContain(`<t:${Math.floor(second.endsAt! / 1000)}:R>`);
  });

  it("ends the game when its thread is deleted mid-round: a notice in the channel it came from, the totals kept", async () => {
    await begin();
    h.fake.grantBot(Permission.CreatePublicThreads | Permission.SendMessagesInThreads);
    const opened = await lobby({}, h.bob);
    const [thread] = h.fake.threadsOf(h.games);
    const added = h.fake.calls.filter((c) => c.method === "PUT" && c.path.startsWith(`/channels/${thread.id}/thread-members/`)).map((c) => c.path.split("/").at(-1));
    expect(added).toEqual([h.alice.id, h.bob.id]);
    await playRound((r) => [[h.alice, bestAnswer(r)]], thread.id);
    await pause();
    clock.advance(20_000); // bob's board is filled in
    await h.settle();
    h.fake.outage({ pathIncludes: `/channels/${thread.id}`, status: 404, code: 10003, message: "Unknown Channel" });
    await h.pass(clock, 40_000);
    const game = await h.bot.store.getGame(1); // the only game
    expect(game).toMatchObject({ state: "over", winners: [] });
    expect(game?.scores).toHaveLength(1);
    const notice = h.fake.messages(h.games).filter((m) => titleOf(m) === "Countdown: round 1 of 7");
    expect(notice).toHaveLength(1);
    expect(textOf(notice[0])).toContain("The game's channel is gone, so the game ends here with no winner; the totals stand.");
    expect(textOf(notice[0])).toMatch(new RegExp(`<@${h.alice.id}>: [1-9]`));
    expect(textOf(h.current(opened))).toContain("Countdown: the game is over");
    const board = await h.publicReply(h.command(h.bob, "leaderboard", { options: { game: "games" } }));
    expect(board.embeds[0]?.description).toMatch(/alice: \*\*0 games won\*\* · 1 game played · [1-9]\d* points/);
    await h.pass(clock, 30_000);
    expect(await h.bot.engine.roundIn(thread.id)).toBeNull();
  });

  it("pauses between rounds, saying when the next starts, and pings the player whose turn it is", async () => {
    await begin();
    await lobby({}, h.bob);
    await playRound((r) => [[h.alice, bestAnswer(r)]]);
    const news = newsPosted()[0];
    expect(textOf(news)).toMatch(new RegExp(`Next, in 5 s: round 2 of 7, letters; <@${h.bob.id}> chooses\\.`));
    const sent = h.fake.calls.find((c) => c.method === "POST" && c.message?.id === news.id)?.body as { allowed_mentions?: { users?: string[] } };
    expect(sent.allowed_mentions?.users).toEqual([h.bob.id]);
    expect(await h.bot.engine.roundIn(h.games)).toBeNull();
    clock.advance(BETWEEN_ROUNDS_SECONDS * 1000 - 1);
    await h.settle();
    expect(await h.bot.engine.roundIn(h.games)).toBeNull();
    clock.advance(1);
    await h.settle();
    expect((await h.bot.engine.roundIn(h.games))?.round.startedBy).toBe(h.bob.id);
  });

  it("reads as a game: one message per round with its results edited in, no Play again or server rank, and the end told where the lobby was", async () => {
    await begin();
    h.fake.grantBot(Permission.CreatePublicThreads | Permission.SendMessagesInThreads);
    const opened = await lobby({}, h.bob);
    const [thread] = h.fake.threadsOf(h.games);
    for (let i = 0; i < 7; i++) await playRound((r) => [[h.alice, bestAnswer(r)]], thread.id);
    const posted = h.fake.messages(thread.id);
    const rounds = posted.filter((m) => /^Countdown (letters|numbers|conundrum), round \d of 7/.test(titleOf(m) ?? ""));
    expect(rounds.map(titleOf)).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => expect.stringMatching(new RegExp(`, round ${n} of 7: results$`))));
    expect(posted).toHaveLength(14); // each round's message, then the totals after it
    for (const message of rounds) {
      expect(buttonLabels(message)).not.toContain("Play again");
      expect(textOf(message)).not.toContain("in the server");
      expect(message.attachments).toHaveLength(1); // the board stays above its results
    }
    expect(newsPosted()).toEqual([]); // none in the channel itself
    const last = h.fake.messages(thread.id).at(-1)!;
    expect(last.attachments[0]?.description).toMatch(/^Countdown results: alice \d+ \(winner\), bob 0\.$/);
    const told = h.fake.messages(h.games).filter((m) => titleOf(m) === "Countdown: the game is over");
    expect(told.map((m) => m.id)).toEqual([opened.id, expect.any(String)]); // the lobby edited, and a message of its own
    for (const message of told) {
      expect(textOf(message)).toContain(`🏆 <@${h.alice.id}> wins the game!`);
      expect(textOf(message)).toContain(`Played in <#${thread.id}>.`);
    }
  });
});
