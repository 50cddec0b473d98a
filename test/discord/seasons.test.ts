// Seasons end to end through the fake Discord, on a manual clock and both engines: a server turns
// on monthly seasons; at midnight in its time zone the season rolls over, its final tables are
// archived exactly as its leaderboards stood, and its winners are announced once; a restart
// across the boundary rolls it over once at start-up; /leaderboard season: and /stats show it.

import { afterEach, describe, expect, it } from "vitest";
import { manualClock } from "../../src/games/engine/clock.ts";
import { seasonTables } from "../../src/games/seasons/tables.ts";
import type { RoundResult } from "../../src/games/model.ts";
import { Harness } from "../support/bot-harness.ts";
import { storeEngines } from "../support/postgres.ts";
import { newRound, result } from "../store/temp-store.ts";

let h: Harness;

afterEach(async () => {
  await h.stop();
  expect(h.fake.unknownRoutes).toEqual([]);
});

const HOUR = 3_600_000;
// Midnight in Berlin (UTC+1 in winter) as November ends.
const BERLIN_MIDNIGHT = Date.parse("2026-11-30T23:00:00Z");
const UTC_MIDNIGHT = Date.parse("2026-12-01T00:00:00Z");

/** A finished round in the games channel, as the engine would have stored it. */
async function played(finishedAt: number, results: readonly RoundResult[], game: "letters" | "boggle" = "letters"): Promise<void> {
  const { store } = h.bot;
  const started = await store.createRound(newRound({ guildId: h.fake.guild.id, channelId: h.games, game, startedAt: finishedAt - 30_000, endsAt: finishedAt }));
  if (!started.ok) throw new Error(started.error);
  const finished = await store.finishRound(started.round.id, finishedAt, results);
  if (!finished.ok) throw new Error(finished.error);
}

const endOf = (season: string) => (c: { message?: unknown }) => JSON.stringify(c.message ?? "").includes(`Season ${season} is over`);

/** The season-end messages posted in the games channel. */
const announced = (season: string) => h.fake.messages(h.games).filter((m) => m.embeds?.[0]?.title === `🏆 Season ${season} is over`);

async function turnOn(daily: boolean): Promise<string> {
  if (daily) expect(await h.privateReply(h.command(h.admin, "config", { subcommand: "daily", options: { channel: h.games, time: "09:00", timezone: "Europe/Berlin" } }))).toContain("Europe/Berlin");
  expect(await h.privateReply(h.command(h.alice, "config", { subcommand: "seasons", options: { length: "monthly" } }))).toContain("Manage Server");
  const reply = await h.privateReply(h.command(h.admin, "config", { subcommand: "seasons", options: { length: "monthly" } }));
  await h.settle();
  const shown = (await h.fake.waitForInteractionResponse(h.command(h.admin, "config", { subcommand: "show" }))).data.embeds?.[0];
  expect(shown?.fields?.find((f) => f.name === "Seasons")?.value).toBe(`monthly, in ${daily ? "Europe/Berlin" : "UTC"}`);
  return reply;
}

describe.each(storeEngines)("seasons in Discord, on $name", (engine) => {
  it("rolls over at midnight in the server's time zone: the archive is the last table, the winners told once", async () => {
    const clock = manualClock(BERLIN_MIDNIGHT - 3 * HOUR);
    h = await Harness.start({ clock, engine });
    const reply = await turnOn(true);
    expect(reply).toContain("Seasons are monthly, in Europe/Berlin time");
    expect(reply).toContain("Season 2026-11");
    const alice = (points: number, more = {}) => result(h.alice.id, points, { playerName: "alice", ...more });
    const bob = (points: number, more = {}) => result(h.bob.id, points, { playerName: "bob", ...more });
    await played(Date.parse("2026-10-31T22:00:00Z"), [alice(500)]); // 23:00 in Berlin: October's
    await played(BERLIN_MIDNIGHT - 2 * HOUR, [alice(30, { won: true }), bob(20)]);
    await played(BERLIN_MIDNIGHT - HOUR, [bob(40, { won: true }), alice(9)], "boggle");

    const current = await h.fake.waitForInteractionResponse(h.command(h.bob, "leaderboard", { options: { season: "current" } }));
    expect(current.data.embeds?.[0]?.title).toBe("Season 2026-11 (under way): All games");
    expect(current.data.embeds?.[0]?.description).toMatch(/^🥇 bob: 60 points\n🥈 alice: 39 points$/u);

    await h.pass(clock, 3 * HOUR - 60_000, 60_000);
    clock.advanceTo(BERLIN_MIDNIGHT - 1);
    await h.settle();
    const guild = h.fake.guild.id;
    const last = await seasonTables(h.bot.store, guild, { since: Date.parse("2026-10-31T23:00:00Z"), until: Number.MAX_SAFE_INTEGER }, clock.now());
    expect(announced("2026-11")).toEqual([]);
    await h.pass(clock, 1, 1);
    await h.fake.waitFor((c) => c.method === "POST" && c.path === `/channels/${h.games}/messages` && endOf("2026-11")(c), 5000, "the season's end");

    // The archive equals the last table, board by board.
    for (const { board, entries } of last) expect((await h.bot.store.seasonTable(guild, "2026-11", board, 0, 100))?.entries, board).toEqual(entries);
    expect(last.filter((t) => t.entries.length > 0).map((t) => t.board)).toEqual(["all", "letters", "boggle"]);
    expect(await h.bot.store.runningSeason(guild)).toMatchObject({ name: "2026-12", startsAt: BERLIN_MIDNIGHT, timeZone: "Europe/Berlin" });

    const [message] = announced("2026-11");
    expect(message.embeds?.[0]?.fields?.map((f) => [f.name, f.value])).toEqual([
      ["All games", "🥇 bob: 60 points\n🥈 alice: 39 points"],
      ["Letters", "🥇 alice: 30 points\n🥈 bob: 20 points"],
      ["Boggle", "🥇 bob: 40 points\n🥈 alice: 9 points"],
    ]);
    expect(message.embeds?.[0]?.footer?.text).toBe("Season 2026-12 starts now.");

    // Points after the boundary are the new season's, not the archive's.
    await played(BERLIN_MIDNIGHT + HOUR, [alice(100)]);
    const archived = await h.fake.waitForInteractionResponse(h.command(h.bob, "leaderboard", { options: { season: "2026-11", game: "letters" } }));
    expect(archived.data.embeds?.[0]?.title).toBe("Season 2026-11: Letters");
    expect(archived.data.embeds?.[0]?.description).toBe("🥇 alice: 30 points\n🥈 bob: 20 points");
    const now = await h.fake.waitForInteractionResponse(h.command(h.bob, "leaderboard", { options: { season: "current" } }));
    expect(now.data.embeds?.[0]?.description).toBe("🥇 alice: 100 points");
    expect(await h.privateReply(h.command(h.bob, "leaderboard", { options: { season: "2026-10" } }))).toContain("Ended seasons: 2026-11.");

    const suggested = await h.fake.waitForInteractionResponse(h.fake.sendAutocomplete({ user: h.bob, name: "leaderboard", options: { season: "2" }, focused: "season" }));
    expect(suggested.data.choices?.map((c) => c.value)).toEqual(["2026-11"]);
    const all = await h.fake.waitForInteractionResponse(h.fake.sendAutocomplete({ user: h.bob, name: "leaderboard", options: { season: "" }, focused: "season" }));
    expect(all.data.choices?.map((c) => c.value)).toEqual(["current", "2026-11"]);

    const stats = await h.fake.waitForInteractionResponse(h.command(h.alice, "stats"));
    expect(stats.data.embeds?.[0]?.fields?.find((f) => f.name === "Seasons")?.value).toBe("2026-11: 1st of 2 in Letters\n2026-11: 2nd of 2 in All games\n2026-11: 2nd of 2 in Boggle");

    // Told once: later, and after a restart, nothing more is said.
    await h.restart(clock);
    await h.pass(clock, 2 * HOUR, 60_000);
    expect(announced("2026-11")).toHaveLength(1);
  });

  it("rolls a season over once at start-up when its end passed while the bot was down (UTC without a daily post)", async () => {
    const clock = manualClock(UTC_MIDNIGHT - 2 * HOUR);
    h = await Harness.start({ clock, engine });
    expect(await turnOn(false)).toContain("in UTC: this server has no daily post");
    await played(UTC_MIDNIGHT - HOUR, [result(h.alice.id, 12, { won: true, playerName: "alice" })]);
    await h.restart(clock, () => clock.advanceTo(UTC_MIDNIGHT + 5 * HOUR));
    await h.settle();
    await h.fake.waitFor((c) => c.method === "POST" && c.path === `/channels/${h.games}/messages` && endOf("2026-11")(c), 5000, "the season's end");
    expect(announced("2026-11")).toHaveLength(1);
    expect(announced("2026-11")[0].embeds?.[0]?.fields?.[0]?.value).toBe("🥇 alice: 12 points");
    expect(await h.bot.store.runningSeason(h.fake.guild.id)).toMatchObject({ name: "2026-12", startsAt: UTC_MIDNIGHT, endsAt: Date.parse("2027-01-01T00:00:00Z") });
    await h.crashAndRestart(clock);
    await h.pass(clock, HOUR, 60_000);
    expect(announced("2026-11")).toHaveLength(1);
    expect(await h.bot.store.endedSeasons(h.fake.guild.id)).toEqual(["2026-11"]);

    // Off: the season under way is given up; the ended one's tables stay.
    expect(await h.privateReply(h.command(h.admin, "config", { subcommand: "seasons", options: { length: "off" } }))).toContain("Seasons are off");
    expect(await h.bot.store.runningSeason(h.fake.guild.id)).toBeNull();
    expect(await h.privateReply(h.command(h.bob, "leaderboard", { options: { season: "current" } }))).toContain("plays no seasons");
    expect((await h.bot.store.seasonTable(h.fake.guild.id, "2026-11", "all", 0, 10))?.totalPlayers).toBe(1);
  });
});
