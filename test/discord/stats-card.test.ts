// /stats and /leaderboard as pictures, end to end: the PNG Discord receives, its size, what is
// painted on it, and the alt text it carries.

import { afterEach, describe, expect, it } from "vitest";
import { manualClock } from "../../src/games/engine/clock.ts";
import { GAME_COLOURS } from "../../src/discord/images/style.ts";
import { buttonId, Harness } from "../support/bot-harness.ts";
import { pixelsOf, pngSize } from "../support/png.ts";
import { playRound, result } from "../store/temp-store.ts";

const NOW = Date.parse("2026-11-23T16:00:00Z");
const DAY = 86_400_000;
let h: Harness;

afterEach(async () => {
  await h.stop();
  expect(h.fake.unknownRoutes).toEqual([]);
});

/** A round of `game` finished `daysAgo` before NOW, bob scoring `points` with `word`. */
async function bobPlayed(daysAgo: number, game: "letters" | "boggle", points: number, word: string | null = null): Promise<void> {
  await playRound(h.bot.store, NOW - daysAgo * DAY, [{ ...result(h.bob.id, points, { word }), playerName: "bob" }], { guildId: h.fake.guild.id, game });
}

describe("/stats", () => {
  it("attaches a chart of the last 30 days, with alt text naming the player, games and points", async () => {
    h = await Harness.start({ clock: manualClock(NOW) });
    await bobPlayed(0, "letters", 8, "starling");
    await bobPlayed(1, "letters", 7, "sterling");
    await bobPlayed(1, "boggle", 4, "quixotic");
    await bobPlayed(45, "boggle", 30, "zymurgy"); // before the chart's first day

    const id = h.command(h.alice, "stats", { options: { player: h.bob } });
    const reply = await h.fake.waitForInteractionResponse(id);
    const [file] = reply.files;
    expect(file?.name).toBe("stats.png");
    expect(reply.data.embeds?.[0]?.image?.url).toBe("attachment://stats.png");
    expect(pngSize(file!.data)).toEqual({ width: 720, height: 640 });
    expect(await pixelsOf(file!.data, GAME_COLOURS.letters)).toBeGreaterThan(500);
    expect(await pixelsOf(file!.data, GAME_COLOURS.boggle)).toBeGreaterThan(100);
    expect(file?.description).toBe(
      "Bar chart of bob's points each day over the last 30 days (25 Oct to 23 Nov), stacked by game: Letters 15 points, Boggle 4 points. " +
        "Best day: 22 Nov, 11 points. Streak: 2 days in a row, best 2. " +
        "Best words: ZYMURGY (30 points, Boggle), STARLING (8 points, Letters), STERLING (7 points, Letters), QUIXOTIC (4 points, Boggle).",
    );
    expect(reply.message?.attachments[0]?.description).toBe(file?.description);
  });

  it("sends no chart to someone who has never played", async () => {
    h = await Harness.start({ clock: manualClock(NOW) });
    const id = h.command(h.alice, "stats");
    const reply = await h.fake.waitForInteractionResponse(id);
    expect(reply.files).toEqual([]);
    expect(reply.data.embeds?.[0]?.description).toBe("alice hasn't played a round in this server yet.");
  });
});

describe("/leaderboard as:image", () => {
  it("draws the page as a card, and its page buttons turn to the next card", async () => {
    h = await Harness.start({ clock: manualClock(NOW) });
    const players = Array.from({ length: 12 }, (_, i) => ({ ...result(String(100000000000000000n + BigInt(i)), 50 - i), playerName: `player${i}` }));
    await playRound(h.bot.store, NOW, players, { guildId: h.fake.guild.id });

    const id = h.command(h.alice, "leaderboard", { options: { as: "image", period: "week" } });
    const reply = await h.fake.waitForInteractionResponse(id);
    const [card] = reply.files;
    expect(card?.name).toBe("leaderboard.png");
    expect(reply.data.embeds?.[0]).toMatchObject({ title: "Leaderboard: all games, this week", image: { url: "attachment://leaderboard.png" } });
    expect(pngSize(card!.data).width).toBe(720);
    expect(card?.description).toMatch(/^Bar chart, Leaderboard: all games, this week, page 1 of 2 · 12 players: 1\. player0, 50 points; 2\. player1, 49 points;/);

    const next = await h.click(h.alice, reply.message!, buttonId(reply.message!, "Next ▶"));
    expect(next.files[0]?.description).toBe("Bar chart, Leaderboard: all games, this week, page 2 of 2 · 12 players: 11. player10, 40 points; 12. player11, 39 points.");
    expect(pngSize(next.files[0]!.data).height).toBeLessThan(pngSize(card!.data).height);
  });

  it("stays text unless asked", async () => {
    h = await Harness.start({ clock: manualClock(NOW) });
    const reply = await h.fake.waitForInteractionResponse(h.command(h.alice, "leaderboard"));
    expect(reply.files).toEqual([]);
    expect(reply.data.embeds?.[0]?.description).toBe("Nobody has scored yet. Start a round!");
  });
});
