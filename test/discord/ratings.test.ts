// Ratings through Discord (the fake): a Countdown game played to its end moves both players'
// ratings, /stats shows them ("?" while provisional) with their line in the chart, and
// /leaderboard by:rating ranks this server's members. Time is a manual clock.

import { afterEach, describe, expect, it } from "vitest";
import { manualClock, type ManualClock } from "../../src/games/engine/clock.ts";
import type { Round } from "../../src/games/model.ts";
import { BETWEEN_ROUNDS_SECONDS } from "../../src/games/countdown/progress.ts";
import { bestAnswer } from "../games/best-answer.ts";
import { letterpressWords } from "../../src/solvers/letterpress.ts";
import { loadDictionary, type DictName } from "../../src/solvers/dictionary/index.ts";
import type { FakeUser } from "../support/fake-discord/index.ts";
import { buttonId, Harness, isDisabled } from "../support/bot-harness.ts";

let h: Harness;
let clock: ManualClock;

afterEach(async () => {
  await h.stop();
  expect(h.fake.unknownRoutes).toEqual([]);
});

async function playRound(answers: (round: Round) => [FakeUser, string][]): Promise<void> {
  if ((await h.bot.engine.roundIn(h.games)) === null) {
    clock.advance(BETWEEN_ROUNDS_SECONDS * 1000);
    await h.settle();
  }
  let round = (await h.bot.engine.roundIn(h.games))?.round;
  if (round?.state === "picking") {
    clock.advance(20_000);
    await h.settle();
    round = (await h.bot.engine.roundIn(h.games))?.round;
  }
  if (round?.state !== "running") throw new Error("no round running");
  for (const [user, text] of answers(round)) await h.privateReply(h.command(user, "guess", { channelId: h.games, options: { answer: text } }));
  clock.advance(31_000);
  await h.settle();
}

const SEED_ALICE_BEATS_EASY = 1;

describe("ratings in Discord", () => {
  it("a finished Countdown game moves both players' ratings; /stats and /leaderboard by:rating show them", async () => {
    clock = manualClock(Date.now());
    h = await Harness.start({ clock });
    const opened = await h.publicReply(h.command(h.alice, "countdown", { subcommand: "start" }));
    await h.click(h.bob, opened, buttonId(h.current(opened), "Join"));
    const start = await h.click(h.alice, opened, buttonId(h.current(opened), "Start"));
    await h.edited(start.id);
    await h.settle();
    for (let i = 0; i < 6; i++) await playRound((r) => [[h.alice, bestAnswer(r)], [h.bob, "xyzzy"]]);
    await playRound((r) => [[h.bob, bestAnswer(r)]]);

    const ratings = await h.bot.store.ratingsOf("countdown", [h.alice.id, h.bob.id]);
    expect(ratings[h.alice.id].rating).toBeGreaterThan(1500);
    expect(ratings[h.bob.id].rating).toBeLessThan(1500);
    const [alice, bob] = [Math.round(ratings[h.alice.id].rating), Math.round(ratings[h.bob.id].rating)];

    const stats = await h.publicReply(h.command(h.bob, "stats", { options: { player: h.alice.id } }));
    const field = stats.embeds[0]?.fields?.find((f) => f.name === "Ratings (every server)");
    expect(field?.value).toBe(`Countdown games: **${alice}?** (1 rated game)`);
    expect(stats.attachments[0]?.description).toContain(`Ratings (lines, right-hand axis; ? while provisional): Countdown games ${alice}?.`);

    const table = await h.publicReply(h.command(h.bob, "leaderboard", { options: { game: "games", by: "rating" } }));
    expect(table.embeds[0]?.title).toBe("Ratings: Countdown games");
    expect(table.embeds[0]?.description?.split("\n")).toEqual([`🥇 alice: **${alice}?** · 1 rated game`, `🥈 bob: **${bob}?** · 1 rated game`]);
    expect(await h.privateReply(h.command(h.bob, "leaderboard", { options: { by: "rating" } }))).toMatch(/^Ratings are kept per game/);
    expect(h.logger.errors()).toEqual([]);
  });

  it("a letters round started rated:true against the computer rates its player against the level's anchor; an unrated one does not", async () => {
    clock = manualClock(Date.now());
    // Dealt boards on which the best word beats the easy computer's: on some boards it finds
    // one as long, and a tie against its 1200 lowers a new player's 1500.
    h = await Harness.start({ clock, seeds: [SEED_ALICE_BEATS_EASY, SEED_ALICE_BEATS_EASY] });
    await h.publicReply(h.command(h.alice, "letters", { options: { picks: "cvccvcvcc", opponent: "computer", level: "easy" } }));
    clock.advance(31_000);
    await h.settle();
    expect(await h.bot.store.playerRatings(h.alice.id)).toEqual({});
    await h.publicReply(h.command(h.alice, "letters", { options: { picks: "cvccvcvcc", opponent: "computer", level: "easy", rated: true } }));
    const round = (await h.bot.engine.roundIn(h.games))!.round;
    await h.privateReply(h.command(h.alice, "guess", { options: { answer: bestAnswer(round) } }));
    clock.advance(31_000);
    await h.settle();
    const { letters } = await h.bot.store.playerRatings(h.alice.id);
    expect(letters?.games).toBe(1);
    expect(letters!.rating).toBeGreaterThan(1500);
    expect(await h.bot.store.meetingsSince("letters", h.alice.id, 0)).toEqual({ "computer:easy": 1 });
    expect(h.logger.errors()).toEqual([]);
  });

  it("a /letterpress round started rated:true rates its players in Letterpress rounds: the one with more points gains", async () => {
    clock = manualClock(Date.now());
    h = await Harness.start({ clock });
    await h.publicReply(h.command(h.alice, "letterpress", { subcommand: "round", options: { rated: true } }));
    const round = (await h.bot.engine.roundIn(h.games))!.round;
    const [first, second] = letterpressWords(loadDictionary((round.options as { dict: DictName }).dict), (round.board as { letters: string }).letters, 4);
    await h.privateReply(h.command(h.alice, "guess", { options: { answer: `${first} ${second}` } }));
    await h.privateReply(h.command(h.bob, "guess", { options: { answer: first } }));
    await h.publicReply(h.command(h.alice, "stop"));
    const ratings = await h.bot.store.ratingsOf("letterpress", [h.alice.id, h.bob.id]);
    expect([ratings[h.alice.id]?.games, ratings[h.bob.id]?.games]).toEqual([1, 1]);
    expect(ratings[h.alice.id].rating).toBeGreaterThan(1500);
    expect(ratings[h.bob.id].rating).toBeLessThan(1500);
    expect(h.logger.errors()).toEqual([]);
  });

  it("/leaderboard by:rating pages with buttons only its owner may press, and shows the page as an image card with as:image", async () => {
    h = await Harness.start();
    // Twelve rated players here: 1600 down to 1490, one rated game each (so all provisional).
    const players = Array.from({ length: 12 }, (_, i) => ({ playerId: `rated${String(i).padStart(2, "0")}`, rating: { rating: 1600 - 10 * i, deviation: 200, volatility: 0.06, games: 1, lastPlayedAt: 1 }, opponents: [] }));
    await h.bot.store.saveRatings({ mode: "letters", guildId: h.fake.guild.id, gameRef: "round:1", at: 1, players });

    const board = await h.publicReply(h.command(h.alice, "leaderboard", { options: { game: "letters", by: "rating" } }));
    expect(board.embeds[0]?.description?.split("\n")).toHaveLength(10);
    expect(board.embeds[0]?.footer?.text).toMatch(/^Page 1 of 2 · among this server's members · 12 players/);
    expect(isDisabled(board, "◀ Previous")).toBe(true);
    expect((await h.click(h.bob, board, buttonId(board, "Next ▶"))).data.content).toMatch(/^Not yours/);
    await h.click(h.alice, board, buttonId(board, "Next ▶"));
    const second = h.fake.message(board.id)!;
    expect(second.embeds[0]?.description?.split("\n")).toEqual(["**11.** rated10: **1500?** · 1 rated game", "**12.** rated11: **1490?** · 1 rated game"]);
    expect(isDisabled(second, "Next ▶")).toBe(true);

    const card = await h.publicReply(h.command(h.alice, "leaderboard", { options: { game: "letters", by: "rating", as: "image" } }));
    expect(card.embeds[0]?.image?.url).toBe("attachment://leaderboard.png");
    expect(card.attachments[0]?.description).toMatch(/^Bar chart, Ratings: Letters rounds, page 1 of 2 · 12 players: 1\. rated00, rating 1600\? after 1 rated game; /);
    await h.click(h.alice, card, buttonId(card, "Next ▶"));
    expect(h.fake.message(card.id)?.attachments[0]?.description).toMatch(/page 2 of 2 · 12 players: 11\. rated10, rating 1500\? after 1 rated game; 12\. rated11/);
    expect(h.logger.errors()).toEqual([]);
  });
});
