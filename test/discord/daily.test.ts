// Daily puzzles end to end through the fake Discord, on a manual clock: a server opts in to the
// daily post, players play privately, the post goes out at the server's time with yesterday's
// answers and results, streaks grow, and a post missed while the bot was down is made at start-up.

import { afterEach, describe, expect, it } from "vitest";
import { manualClock, type ManualClock } from "../../src/games/engine/clock.ts";
import { dailyPuzzle } from "../../src/games/daily/puzzles.ts";
import { puzzleNumber } from "../../src/games/daily/calendar.ts";
import { loadDictionary } from "../../src/solvers/dictionary/index.ts";
import { solveLetterBoxed } from "../../src/solvers/letterboxed/solutions.ts";
import { conundrumAnswers } from "../../src/solvers/conundrum.ts";
import { wordsFromLetters } from "../../src/solvers/letters.ts";
import type { FakeUser, InteractionCallback, StoredMessage } from "../support/fake-discord/index.ts";
import { textOf } from "../support/fake-discord/components-v2.ts";
import { buttonId, buttonLabels, galleryAlts, Harness, isDisabled } from "../support/bot-harness.ts";

let h: Harness;

afterEach(async () => {
  await h.stop();
  expect(h.fake.unknownRoutes).toEqual([]);
});

// 08:00 in London (GMT in November): an hour before the post.
const MONDAY_8AM = Date.parse("2026-11-23T08:00:00Z");
const MONDAY = "2026-11-23";
const TUESDAY = "2026-11-24";

const british = () => loadDictionary("british");
const boxSolution = (day: string) => solveLetterBoxed(british(), (dailyPuzzle(day, "letterboxed").board as { sides: string[] }).sides, { maxWords: 2, limit: 1 }).solutions[0].join(" ");
const conundrumAnswer = (day: string) => conundrumAnswers(british(), (dailyPuzzle(day, "conundrum").board as { scramble: string }).scramble)[0];
const lettersWords = (day: string) => wordsFromLetters(british(), (dailyPuzzle(day, "letters").board as { letters: string }).letters);

/** `user` presses the game's Answer button on `puzzles` and sends `text` in its modal. */
async function send(user: FakeUser, puzzles: StoredMessage, game: string, day: string, text: string): Promise<InteractionCallback> {
  const pressed = await h.click(user, puzzles, `danswer:${game}:${day}`);
  expect(pressed.type).toBe(9);
  return h.fake.waitForInteractionResponse(h.fake.submitModal({ user, customId: `dmodal:${game}:${day}`, fields: { answer: text } }));
}

/** The player's card after an answer: the same private message, updated in place, as text. */
async function answer(user: FakeUser, puzzles: StoredMessage, game: string, day: string, text: string): Promise<string> {
  const reply = await send(user, puzzles, game, day, text);
  expect(reply.type).toBe(7);
  expect(reply.message!.id).toBe(puzzles.id);
  expect(reply.message!.flags & 64).toBe(64);
  return textOf(reply.message!);
}

/** `user`'s private card of today's puzzles, from /daily. */
async function openCard(user: FakeUser): Promise<StoredMessage> {
  const opened = await h.fake.waitForInteractionResponse(h.command(user, "daily"));
  expect(opened.data.flags! & 64).toBe(64);
  return opened.message!;
}

async function optIn(clock: ManualClock): Promise<void> {
  h = await Harness.start({ clock });
  const id = h.command(h.admin, "config", { subcommand: "daily", options: { channel: h.games, time: "09:00", timezone: "europe/london" } });
  expect(await h.privateReply(id)).toContain("at 09:00 (Europe/London)");
  const shown = (await h.fake.waitForInteractionResponse(h.command(h.admin, "config", { subcommand: "show" }))).data.embeds?.[0];
  expect(shown?.fields?.find((f) => f.name === "Daily post")?.value).toBe(`<#${h.games}> at 09:00 (Europe/London)`);
}

/** The daily post of puzzle `number`. */
async function dailyPost(number: number): Promise<StoredMessage> {
  const call = await h.fake.waitFor(
    (c) => c.method === "POST" && c.path === `/channels/${h.games}/messages` && textOf(c.message ?? { components: [] }).startsWith(`## Lexicord daily puzzles #${number}\n`),
    5000,
    "the daily post",
  );
  return call.message!;
}

describe("daily puzzles in Discord", () => {
  it("refuses /config daily without Manage Server, a bad time and an unknown zone, each with its own reason", async () => {
    h = await Harness.start({ clock: manualClock(MONDAY_8AM) });
    const options = { channel: h.games, time: "09:00", timezone: "Europe/London" };
    expect(await h.privateReply(h.command(h.alice, "config", { subcommand: "daily", options }))).toContain("Manage Server");
    expect(await h.privateReply(h.command(h.admin, "config", { subcommand: "daily", options: { ...options, time: "25:00" } }))).toContain('"25:00" is not a time of day');
    expect(await h.privateReply(h.command(h.admin, "config", { subcommand: "daily", options: { ...options, timezone: "Mars/Olympus" } }))).toContain('time zone "Mars/Olympus"');
    expect(await h.bot.store.dailySubscription(h.fake.guild.id)).toBeNull();

    const suggested = await h.fake.waitForInteractionResponse(
      h.fake.sendAutocomplete({ user: h.admin, name: "config", subcommand: "daily", options: { ...options, timezone: "europe/lon" }, focused: "timezone" }),
    );
    expect((suggested.data as { choices: { value: string }[] }).choices.map((c) => c.value)).toContain("Europe/London");

    // A post just before the puzzles change is allowed, with a word about it.
    const late = await h.privateReply(h.command(h.admin, "config", { subcommand: "daily", options: { ...options, time: "23:30" } }));
    expect(late).toContain("less than 3 hours before they change");
    expect(await h.privateReply(h.command(h.admin, "config", { subcommand: "daily", options }))).not.toContain("before they change");
  });

  it("opens the one puzzle day everywhere, and a server far east posts the puzzles open then", async () => {
    h = await Harness.start({ clock: manualClock(Date.parse("2026-11-23T12:00:00Z")) }); // 01:00 on the 24th in Auckland
    expect(textOf(await openCard(h.alice))).toContain(`#${puzzleNumber(MONDAY)} · ${MONDAY}`);
    const set = h.command(h.admin, "config", { subcommand: "daily", options: { channel: h.games, time: "00:30", timezone: "Pacific/Auckland" } });
    const said = await h.privateReply(set);
    expect(said).toContain("goes out now");
    expect(said).toContain("The puzzles change for everyone at midnight UTC");
    const post = await dailyPost(puzzleNumber(MONDAY)); // not Tuesday's: Monday is still open in London
    expect(textOf(post)).toContain(`open until <t:${Date.parse(`${TUESDAY}T00:00:00Z`) / 1000}:t>`);
    expect(galleryAlts(post)).toHaveLength(3);
    expect(textOf(await openCard(h.alice))).toContain(`#${puzzleNumber(MONDAY)} · ${MONDAY}`);

    // Off and on again the same day: Monday is not posted twice.
    expect(await h.privateReply(h.command(h.admin, "config", { subcommand: "daily-off" }))).toContain("The daily post is off");
    expect(await h.privateReply(h.command(h.admin, "config", { subcommand: "daily", options: { channel: h.games, time: "00:30", timezone: "Pacific/Auckland" } }))).not.toContain("goes out now");
    await h.bot.poster.idle();
    expect(h.fake.messages(h.games).filter((m) => textOf(m).startsWith("## Lexicord daily puzzles"))).toHaveLength(1);
  });

  it("plays on one private card updated in place, shares in the channel, posts at the server's time and reveals yesterday once it has closed", async () => {
    const clock = manualClock(MONDAY_8AM);
    await optIn(clock);
    const number = puzzleNumber(MONDAY);

    const mine = await openCard(h.alice);
    expect(textOf(mine)).toContain(`## Daily puzzles #${number}`);
    expect(galleryAlts(mine)).toHaveLength(3); // each board drawn
    expect(buttonLabels(mine)).toEqual(["Answer Letter Boxed", "Answer Conundrum", "Answer Letters"]);

    // Letter Boxed: a solution at par, typed with the dash the bot prints; the share line names no word.
    const solution = boxSolution(MONDAY);
    const solved = await answer(h.alice, mine, "letterboxed", MONDAY, solution.toUpperCase().split(" ").join("–"));
    expect(solved).toContain("✅");
    expect(solved).toContain(`Lexicord Letter Boxed #${number} · 2 words · par ⭐ · streak 1`);
    expect(solved).toContain("nobody can do better");
    for (const word of solution.split(" ")) expect(solved.split("Share:")[1]).not.toContain(word.toUpperCase());
    expect(isDisabled(h.current(mine), "Answer Letter Boxed")).toBe(true); // nothing better to send

    // The conundrum: one guess only.
    const right = conundrumAnswer(MONDAY);
    expect(await answer(h.alice, mine, "conundrum", MONDAY, right)).toContain(`Lexicord Conundrum #${number} · solved 🧩 · streak 1`);
    expect(isDisabled(h.current(mine), "Answer Conundrum")).toBe(true);

    // Letters: a word may change until it is made final; then how it compares with the best.
    const words = lettersWords(MONDAY);
    const short = words.at(-1)!;
    expect(await answer(h.alice, mine, "letters", MONDAY, short)).toContain("for now");
    expect(await answer(h.alice, mine, "letters", MONDAY, words[0])).toContain(`Your word: ${words[0].toUpperCase()} (not final yet`);
    const final = await h.click(h.alice, mine, buttonId(h.current(mine), "Make my word final"));
    expect(final.type).toBe(7);
    const card = textOf(final.message!);
    expect(card).toContain(`Lexicord Letters #${number} · ${words[0].length} letters · streak 1`);
    expect(card).toContain(`The longest here is ${words[0].length} letters`);
    expect(isDisabled(h.current(mine), "Answer Letters")).toBe(true);
    expect(h.fake.calls.filter((c) => c.method === "POST" && c.path.startsWith("/webhooks/"))).toEqual([]); // no new private messages

    // Share: the share lines in the channel, for everyone, naming no answer.
    const shared = await h.click(h.alice, mine, buttonId(h.current(mine), "Share in the channel"));
    expect(shared.data.flags ?? 0).toBe(0);
    expect(shared.message!.content).toContain(`Lexicord Conundrum #${number} · solved 🧩 · streak 1`);
    expect(shared.message!.content).not.toContain(right.toUpperCase());
    expect(shared.message!.content.toLowerCase()).not.toContain(words[0]);

    // Bob opens Monday's puzzles before midnight; after it, Monday has closed for him too.
    const bobs = await openCard(h.bob);
    clock.advanceTo(Date.parse(`${MONDAY}T09:00:00Z`));
    const monday = await dailyPost(number);
    expect(buttonLabels(monday)).toEqual(["Play"]);
    clock.advanceTo(Date.parse(`${TUESDAY}T00:30:00Z`));
    expect(await answer(h.bob, bobs, "conundrum", MONDAY, right)).toContain(`❌ Daily puzzle #${number} has closed`);
    expect(await h.bot.store.dailyEntry(h.bob.id, "conundrum", MONDAY)).toMatchObject({ tries: 0, solved: false });
    expect(await h.bot.store.dailyEntry(h.bob.id, "conundrum", TUESDAY)).toBeNull();

    // Tuesday 09:00 London: Tuesday's puzzles, Monday's answers and Monday's results here.
    clock.advanceTo(Date.parse(`${TUESDAY}T09:00:00Z`));
    const tuesday = textOf(await dailyPost(number + 1));
    expect(tuesday).toContain(right.toUpperCase());
    expect(tuesday).toContain("alice — Letter Boxed: ✅ 10 points");
    expect(tuesday).toContain("alice — Conundrum: ✅ 10 points");
    expect(tuesday).not.toContain("bob —"); // opened, never played

    // The Play button opens Tuesday's puzzles privately; solving again makes a 2-day streak.
    const tuesdayPost = h.fake.messages(h.games).at(-1)!;
    const play = await h.click(h.alice, tuesdayPost, buttonId(tuesdayPost, "Play"));
    expect(textOf(play.message!)).toContain(`## Daily puzzles #${number + 1} · ${TUESDAY}`);
    expect(await answer(h.alice, play.message!, "letterboxed", TUESDAY, boxSolution(TUESDAY))).toContain("· streak 2");

    // The daily leaderboard by puzzle days, and the daily lines of /stats.
    const today = (await h.publicReply(h.command(h.alice, "leaderboard", { options: { daily: true, period: "day" } }))).embeds[0];
    expect(today?.title).toBe("Leaderboard: daily puzzles, today");
    expect(today?.description).toBe("🥇 alice: **10 points** · 1 puzzle · 1 solved");
    const week = (await h.publicReply(h.command(h.alice, "leaderboard", { options: { daily: true, period: "week" } }))).embeds[0];
    const mondayPoints = 10 + 10 + words[0].length * (words[0].length === 9 ? 2 : 1);
    expect(week?.description?.split("\n")).toEqual([`🥇 alice: **${mondayPoints + 10} points** · 4 puzzles · 4 solved`]);
    expect(await h.privateReply(h.command(h.alice, "leaderboard", { options: { daily: true, game: "letters" } }))).toContain("leave out the game");
    const stats = (await h.publicReply(h.command(h.bob, "stats", { options: { player: h.alice.id } }))).embeds[0];
    expect(stats?.fields?.find((f) => f.name === "Daily puzzles (every server)")?.value).toBe(
      ["Letter Boxed: 2 days solved, streak 2 (best 2)", "Conundrum: 1 day solved, streak 1 (best 1)", "Letters: 1 day solved, streak 1 (best 1)"].join("\n"),
    );
  });

  it("makes a post missed while the bot was down at start-up, once", async () => {
    const clock = manualClock(MONDAY_8AM);
    await optIn(clock);
    await h.crashAndRestart(manualClock(Date.parse(`${MONDAY}T11:00:00Z`)));
    await dailyPost(puzzleNumber(MONDAY));
    await h.bot.poster.idle();
    await h.restart(manualClock(Date.parse(`${MONDAY}T12:00:00Z`)));
    await h.bot.poster.idle();
    const posts = h.fake.messages(h.games).filter((m) => textOf(m).startsWith("## Lexicord daily puzzles"));
    expect(posts).toHaveLength(1);

    expect(await h.privateReply(h.command(h.admin, "config", { subcommand: "daily-off" }))).toContain("The daily post is off");
    expect(await h.bot.store.dailySubscription(h.fake.guild.id)).toBeNull();
  });

  it("retries a daily post Discord refuses for a while, and makes it once", async () => {
    const clock = manualClock(MONDAY_8AM);
    await optIn(clock);
    const end = h.fake.outage({ method: "POST", pathIncludes: `/channels/${h.games}/messages`, status: 503 });
    clock.advanceTo(Date.parse(`${MONDAY}T09:00:00Z`));
    await h.bot.poster.idle();
    expect((await h.bot.store.pendingAnnouncements()).map((a) => [a.kind, a.attempts])).toEqual([["daily", 1]]);
    end();
    clock.advance(1_000); // the first retry
    await h.bot.poster.idle();
    await dailyPost(puzzleNumber(MONDAY));
    expect(await h.bot.store.pendingAnnouncements()).toEqual([]);
    expect(h.fake.messages(h.games).filter((m) => textOf(m).startsWith("## Lexicord daily puzzles"))).toHaveLength(1);
  });

  it("reminds a player who opted in, privately, when a streak has hours left", async () => {
    const clock = manualClock(MONDAY_8AM);
    await optIn(clock);
    expect(await h.privateReply(h.command(h.alice, "daily", { options: { remind: true } }))).toContain("Reminders on");
    await answer(h.alice, await openCard(h.alice), "letterboxed", MONDAY, boxSolution(MONDAY));

    clock.advanceTo(Date.parse(`${TUESDAY}T21:00:00Z`)); // 3 hours before the puzzles change
    await h.settle();
    const first = h.command(h.alice, "leaderboard");
    await h.publicReply(first);
    const nudge = await h.followUp(first);
    expect(nudge.message?.flags! & 64).toBe(64);
    expect(nudge.message?.content).toBe("⏰ Your 1-day Letter Boxed streak ends in 3 hours: `/daily` keeps it going.");

    expect(await h.bot.store.dailyReminder(h.alice.id)).toEqual({ timeZone: "UTC", nudgedDay: TUESDAY });
  });
});
