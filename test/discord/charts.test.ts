import { describe, expect, it } from "vitest";
import { drawLeaderboardCard, drawStatsCard } from "../../src/discord/images/index.ts";
import { POINTS } from "../../src/discord/images/leaderboard-card.ts";
import { CHART_TEXT, CHART_WIDTH } from "../../src/discord/images/chart.ts";
import { statsChart } from "../../src/discord/images/stats-card.ts";
import { DARK, GAME_COLOURS, PIXEL_RATIO } from "../../src/discord/images/style.ts";
import type { LeaderboardEntry, PlayerStats } from "../../src/games/model.ts";
import { recentPoints, type DayPoints } from "../../src/store/recent-points.ts";
import { pixel, pixelsOf, pngSize, tallestRun } from "../support/png.ts";

const DAY = 86_400_000;
const NOW = Date.parse("2026-11-23T16:00:00Z");
const TODAY = Math.floor(NOW / DAY);

function statsWith(rows: readonly DayPoints[], more: Partial<PlayerStats> = {}): PlayerStats {
  return {
    rounds: rows.length,
    wins: 0,
    points: rows.reduce((n, r) => n + r.points, 0),
    bestWords: [
      { word: "bawdier", game: "letters", points: 7 },
      { word: "quixotic", game: "boggle", points: 5 },
    ],
    longestWord: "quixotic",
    exactRate: null,
    currentStreak: 3,
    bestStreak: 7,
    perGame: [],
    recent: recentPoints(rows, NOW),
    countdown: { games: 0, wins: 0 },
    vsComputer: { rounds: 0, wins: 0, losses: 0 },
    versus: { games: 0, wins: 0, draws: 0, losses: 0 },
    ...more,
  };
}

const PLAYED: DayPoints[] = [
  { day: TODAY, game: "letters", points: 9 },
  { day: TODAY - 1, game: "letters", points: 7 },
  { day: TODAY - 1, game: "boggle", points: 12 },
  { day: TODAY - 20, game: "boggle", points: 4 },
];

describe("drawStatsCard", () => {
  it("draws a bar a day in each game's colour, and says what it shows", async () => {
    const card = drawStatsCard("alice", statsWith(PLAYED));
    expect(pngSize(card.png)).toEqual({ width: 720, height: 640 });
    expect(await pixelsOf(card.png, GAME_COLOURS.letters)).toBeGreaterThan(500);
    expect(await pixelsOf(card.png, GAME_COLOURS.boggle)).toBeGreaterThan(500);
    expect(await pixelsOf(card.png, GAME_COLOURS.numbers)).toBe(0);
    expect(await pixel(card.png, 2, 2)).toEqual([0x2b, 0x2d, 0x31]); // Discord's dark embed, opaque
    expect(card.alt).toBe(
      "Bar chart of alice's points each day over the last 30 days (25 Oct to 23 Nov), stacked by game: Letters 16 points, Boggle 16 points. " +
        "Best day: 22 Nov, 19 points. Streak: 3 days in a row, best 7. Best words: BAWDIER (7 points, Letters), QUIXOTIC (5 points, Boggle).",
    );
  });

  it("draws other points as another picture, and an empty month as axes alone", async () => {
    const card = drawStatsCard("alice", statsWith(PLAYED));
    expect(drawStatsCard("alice", statsWith(PLAYED.slice(1))).png.equals(card.png)).toBe(false);
    expect(drawStatsCard("alice", statsWith(PLAYED)).png.equals(card.png)).toBe(true); // nothing of the last chart remains
    const quiet = drawStatsCard("bob", statsWith([{ day: TODAY - 40, game: "letters", points: 9 }], { bestWords: [], currentStreak: 0 }));
    expect(pngSize(quiet.png)).toEqual({ width: 720, height: 640 });
    expect(await pixelsOf(quiet.png, GAME_COLOURS.letters)).toBe(0);
    expect(quiet.alt).toBe("bob played no rounds in the last 30 days (25 Oct to 23 Nov). Streak: 0 days in a row, best 7. Best words: none yet.");
  });

  it("keeps the alt text within 1000 characters", () => {
    expect(drawStatsCard("x".repeat(2000), statsWith(PLAYED)).alt.length).toBeLessThanOrEqual(1000);
  });
});

describe("drawLeaderboardCard", () => {
  const entry = (rank: number, playerName: string, points: number): LeaderboardEntry => ({ rank, playerId: playerName, playerName, points, rounds: 3, wins: 1 });

  it("draws a bar a player, taller for more players, and reads the ranks out", async () => {
    const entries = [entry(1, "alice", 30), entry(2, "bob", 20), entry(2, "cat", 20)];
    const card = drawLeaderboardCard({ entries, totalPlayers: 13, page: 0, pageCount: 2 }, "Leaderboard: Boggle, this week", POINTS);
    const { width, height } = pngSize(card.png);
    expect(width).toBe(720);
    expect(await pixelsOf(card.png, DARK.accent)).toBeGreaterThan(3000);
    expect(card.alt).toBe("Bar chart, Leaderboard: Boggle, this week, page 1 of 2 · 13 players: 1. alice, 30 points; 2. bob, 20 points; 2. cat, 20 points.");
    const one = drawLeaderboardCard({ entries: entries.slice(0, 1), totalPlayers: 1, page: 0, pageCount: 1 }, "Leaderboard", POINTS);
    expect(pngSize(one.png).height).toBeLessThan(height);
  });

  it("says when nobody has scored", () => {
    const card = drawLeaderboardCard({ entries: [], totalPlayers: 0, page: 0, pageCount: 1 }, "Leaderboard: all games, today", POINTS);
    expect(pngSize(card.png).width).toBe(720);
    expect(card.alt).toBe("Leaderboard: all games, today: nobody has scored yet.");
  });
});

// Discord shows an embed's picture about 300 px wide on a phone: text must still be 10 px or so.
describe("charts on a phone", () => {
  const entries = ["alice", "bob", "cat"].map((playerName, i) => ({ rank: i + 1, playerId: playerName, playerName, points: 30 - i, rounds: 3, wins: 1 }));
  const cards = () => [drawStatsCard("alice", statsWith(PLAYED)), drawLeaderboardCard({ entries, totalPlayers: 3, page: 0, pageCount: 1 }, "Leaderboard: Boggle", POINTS)];

  it("write their smallest text at least 3.5 % of the picture's width, drawn at twice the size", () => {
    expect(CHART_TEXT.size / CHART_WIDTH).toBeGreaterThanOrEqual(0.035);
    for (const card of cards()) expect(pngSize(card.png).width).toBe(CHART_WIDTH * PIXEL_RATIO);
  });

  it("draw text that tall: a title's capitals and the axis figures, measured in the picture", async () => {
    const [stats, board] = cards();
    const { width } = pngSize(stats!.png);
    // The title, in the text colour, across the top; the day axis's figures, muted, in the left quarter.
    expect((await tallestRun(stats!.png, DARK.text, 0, 0, width, 60)) / width).toBeGreaterThanOrEqual(0.03);
    expect((await tallestRun(stats!.png, DARK.muted, 0, 80, width / 8, 400)) / width).toBeGreaterThanOrEqual(0.025);
    // The figures at the bars' ends and the names, in the text colour, below the title.
    expect((await tallestRun(board!.png, DARK.text, 0, 160, width, 60)) / width).toBeGreaterThanOrEqual(0.025);
  });

  it("are dark, as Discord's dark theme", async () => {
    for (const card of cards()) {
      const [r, g, b] = await pixel(card.png, 4, 4);
      expect(0.2126 * r + 0.7152 * g + 0.0722 * b).toBeLessThan(60);
    }
  });

  it("count points in whole numbers, even when a month holds only 1 or 2", () => {
    const y = statsChart("alice", statsWith([{ day: TODAY, game: "letters", points: 1 }])).options?.scales?.y;
    expect(y?.ticks).toMatchObject({ precision: 0 });
  });

  it("draw a name with a NUL or other control character in it", () => {
    const named = (playerName: string) => ({ rank: 1, playerId: "1", playerName, points: 3, rounds: 1, wins: 1 });
    const card = drawLeaderboardCard({ entries: [named("dee\u0000nul\u0007")], totalPlayers: 1, page: 0, pageCount: 1 }, "Leaderboard", POINTS);
    expect(card.alt).toBe("Bar chart, Leaderboard, page 1 of 1 · 1 player: 1. dee nul, 3 points.");
    expect(drawStatsCard("dee\u0000nul", statsWith(PLAYED)).alt).toMatch(/^Bar chart of dee nul's points/);
  });
});
