// No peeking, for real: `/solve` never reveals an answer to a round running anywhere in the
// server or to today's daily puzzles, and `/define` none to a board in play, through the real
// bot and the fake Discord, and in local play with the real rules.

import { afterEach, expect, it } from "vitest";
import { Harness, type CommandInput } from "../support/bot-harness.ts";
import { terminal } from "../console/terminal.ts";
import { storeAt, tempDbPath } from "../store/temp-store.ts";
import { manualClock } from "../../src/games/engine/clock.ts";
import { dailyPuzzle } from "../../src/games/daily/puzzles.ts";
import { NO_PEEKING_DAILY } from "../../src/games/solve/peeking.ts";
import { conundrumAnswers } from "../../src/solvers/conundrum.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";

let h: Harness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

it("refuses, privately, boards that contain a running round's, in this channel or another", async () => {
  h = await Harness.start({ seeds: [7, 8] });
  await h.publicReply(h.command(h.alice, "conundrum"));
  const { scramble } = (await h.bot.engine.roundIn(h.games))!.round.board as { scramble: string };
  const bots = h.fake.channelId("bots");
  await h.publicReply(h.command(h.alice, "numbers", { channelId: bots, options: { large: 2 } }));
  const { numbers, target } = (await h.bot.engine.roundIn(bots))!.round.board as { numbers: number[]; target: number };
  const general = h.fake.channelId("general");

  const asks: CommandInput[] = [
    { subcommand: "letters", options: { letters: `${scramble}e` } },
    { subcommand: "conundrum", options: { letters: scramble.toUpperCase() } },
    { subcommand: "numbers", options: { numbers: numbers.slice(1).join(" "), target } },
  ];
  for (const ask of asks) {
    expect(await h.privateReply(h.command(h.bob, "solve", { channelId: general, ...ask }))).toMatch(/^No peeking: that board gives away a round being played in this server/);
  }
  const here = h.command(h.bob, "solve", { channelId: bots, subcommand: "numbers", options: { numbers: [...numbers.slice(0, 5), 99].join(" "), target } });
  expect(await h.privateReply(here)).toMatch(/^No peeking: that is the board of the round being played here/);
  const unrelated = h.command(h.bob, "solve", { channelId: general, subcommand: "numbers", options: { numbers: numbers.join(" "), target: target + 1 } });
  expect((await h.publicReply(unrelated)).embeds[0]?.title).toBe("Solved: Numbers");
});

/** Local play with a conundrum running, and its scramble. */
async function localConundrum() {
  const path = tempDbPath();
  const t = terminal(path);
  await t.until(/You are Ann/);
  await t.say("/conundrum", /ends at/);
  const store = storeAt(path);
  const { scramble } = (await store.unfinishedRounds())[0]!.board as { scramble: string };
  await store.close();
  return { t, scramble };
}

it("local play refuses /solve letters on the running conundrum, plus a letter", async () => {
  const { t, scramble } = await localConundrum();
  expect(await t.say(`/solve letters letters:${scramble}s`, /\n/)).toMatch(/^No peeking: that is the board of the round being played here\./);
});

const MONDAY = "2026-11-23";
const british = () => loadDictionary("british");

it("refuses /solve on today's daily puzzles anywhere, in a DM too, and solves yesterday's", async () => {
  h = await Harness.start({ clock: manualClock(Date.parse(`${MONDAY}T12:00:00Z`)) });
  const sides = (dailyPuzzle(MONDAY, "letterboxed").board as { sides: string[] }).sides.join(" ");
  const { scramble } = dailyPuzzle(MONDAY, "conundrum").board as { scramble: string };
  const letters = (dailyPuzzle(MONDAY, "letters").board as { letters: string }).letters;
  const dm = h.fake.dmChannelId(h.bob);
  const asks: CommandInput[] = [
    { subcommand: "letterboxed", options: { sides } },
    { subcommand: "conundrum", options: { letters: scramble } },
    { subcommand: "letters", options: { letters: letters.toUpperCase() } },
    { channelId: dm, subcommand: "letters", options: { letters: `${scramble}x` } },
  ];
  for (const ask of asks) expect(await h.privateReply(h.command(h.bob, "solve", ask))).toBe(NO_PEEKING_DAILY);
  // A Letterpress board of 25 that happens to hold today's letters is someone's own game.
  const alphabet = "abcdefghijklmnopqrstuvwxyz";
  const around = [...letters, ...[...alphabet].filter((l) => !letters.includes(l))].slice(0, 25).join("");
  expect((await h.publicReply(h.command(h.bob, "solve", { subcommand: "letterpress", options: { letters: around } }))).embeds[0]?.title).toBe("Solved: Letterpress");
  const yesterday = (dailyPuzzle("2026-11-22", "letters").board as { letters: string }).letters;
  expect((await h.publicReply(h.command(h.bob, "solve", { subcommand: "letters", options: { letters: yesterday } }))).embeds[0]?.title).toBe("Solved: Letters");
});

it("/define is private while a round runs in the channel, and refuses the board's words", async () => {
  h = await Harness.start({ seeds: [7] });
  await h.publicReply(h.command(h.alice, "conundrum"));
  const { scramble } = (await h.bot.engine.roundIn(h.games))!.round.board as { scramble: string };
  const answer = conundrumAnswers(british(), scramble)[0];
  expect(await h.privateReply(h.command(h.bob, "define", { options: { word: answer } }))).toBe(`No peeking: ${answer.toUpperCase()} can be played on a board in play. Ask again once the round ends.`);
  expect(await h.privateReply(h.command(h.bob, "define", { options: { word: "cat" } }))).toMatch(/^CAT, noun: /);
  const elsewhere = await h.publicReply(h.command(h.bob, "define", { channelId: h.fake.channelId("general"), options: { word: answer } }));
  expect(elsewhere.content).toMatch(new RegExp(`^${answer.toUpperCase()}`));
});

it("/define is private for a player with a daily puzzle open, and refuses its words", async () => {
  h = await Harness.start({ clock: manualClock(Date.parse(`${MONDAY}T12:00:00Z`)) });
  const { scramble } = dailyPuzzle(MONDAY, "conundrum").board as { scramble: string };
  const answer = conundrumAnswers(british(), scramble)[0];
  await h.fake.waitForInteractionResponse(h.command(h.alice, "daily"));
  expect(await h.privateReply(h.command(h.alice, "define", { options: { word: answer } }))).toMatch(/^No peeking: .* your answer is final or the puzzles change at midnight UTC\.$/);
  expect(await h.privateReply(h.command(h.alice, "define", { options: { word: "cat" } }))).toMatch(/^CAT, noun: /);
  expect((await h.publicReply(h.command(h.bob, "define", { options: { word: "cat" } }))).content).toMatch(/^CAT, noun: /); // bob opened nothing
});

it("local play refuses /define on the running conundrum's answer", async () => {
  const { t, scramble } = await localConundrum();
  const answer = conundrumAnswers(british(), scramble)[0];
  expect(await t.say(`/define ${answer}`, /\n/)).toMatch(/^No peeking: /);
});
