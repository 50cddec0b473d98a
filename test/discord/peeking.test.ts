// No peeking, for real: `/solve` never reveals an answer to a round running anywhere in the
// server, through the real bot and the fake Discord, and in local play with the real rules.

import { afterEach, expect, it } from "vitest";
import { Harness, type CommandInput } from "../support/bot-harness.ts";
import { terminal } from "../console/terminal.ts";
import { storeAt, tempDbPath } from "../store/temp-store.ts";

let h: Harness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

it("refuses, privately, boards that contain a running round's, in this channel or another", async () => {
  h = await Harness.start({ seeds: [7, 8] });
  await h.publicReply(h.command(h.alice, "conundrum"));
  const { scramble } = h.bot.engine.roundIn(h.games)!.round.board as { scramble: string };
  const bots = h.fake.channelId("bots");
  await h.publicReply(h.command(h.alice, "numbers", { channelId: bots, options: { large: 2 } }));
  const { numbers, target } = h.bot.engine.roundIn(bots)!.round.board as { numbers: number[]; target: number };
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

it("local play refuses /solve letters on the running conundrum, plus a letter", async () => {
  const path = tempDbPath();
  const t = terminal(path);
  await t.until(/You are Ann/);
  await t.say("/conundrum", /ends at/);
  const store = storeAt(path);
  const { scramble } = store.unfinishedRounds()[0]!.board as { scramble: string };
  store.close();
  expect(await t.say(`/solve letters letters:${scramble}s`, /\n/)).toMatch(/^No peeking: that is the board of the round being played here\./);
});
