// `npm run pictures [-- DIR]` (DIR: data/pictures): draws every picture the bot sends (boards of every game, the
// stats and leaderboard cards, the Countdown game card) to PNG in DIR, each beside a copy shown as
// a phone shows it: 390 px wide on Discord's dark theme, the picture inside a message's card.
// For looking at, not a test: see test/discord/images.test.ts and charts.test.ts for the checks.

import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import {
  drawBoggleBoard,
  drawConundrumBoard,
  drawGameCard,
  drawLeaderboardCard,
  drawLetterBoxedBoard,
  drawLetterpressBoard,
  drawLettersBoard,
  drawNumbersBoard,
  drawStatsCard,
  type BoardImage,
} from "../src/discord/images/index.ts";
import { GAMES_WON, POINTS } from "../src/discord/images/leaderboard-card.ts";
import { RECENT_DAYS, type LeaderboardEntry, type PlayerStats } from "../src/games/model.ts";
import { recentPoints, type DayPoints } from "../src/store/recent-points.ts";

/** A phone in CSS pixels, and the room a message gives a picture (avatar gutter, card padding). */
const PHONE = 390;
const GUTTER = 64;
const RIGHT = 16;
const CARD_PADDING = 12;
const SHOWN_MAX = PHONE - GUTTER - RIGHT - 2 * CARD_PADDING;
/** Phones draw 2–3 device pixels a CSS pixel; the composite keeps 2, as a screenshot would. */
const DEVICE = 2;
const DISCORD = { background: "#313338", card: "#2b2d31" };

const DAY = 86_400_000;
const NOW = Date.parse("2026-11-23T16:00:00Z");
const TODAY = Math.floor(NOW / DAY);

function stats(): PlayerStats {
  const rows: DayPoints[] = Array.from({ length: 18 }, (_, i) => ({
    day: TODAY - ((i * 7) % RECENT_DAYS),
    game: (["letters", "boggle", "numbers", "conundrum", "letterpress", "letterboxed"] as const)[i % 6],
    points: 3 + ((i * 5) % 11),
  }));
  return {
    rounds: 40,
    wins: 12,
    points: 214,
    bestWords: [
      { word: "quixotic", game: "boggle", points: 11 },
      { word: "bawdier", game: "letters", points: 7 },
      { word: "starling", game: "letterpress", points: 5 },
    ],
    longestWord: "quixotic",
    exactRate: 0.5,
    currentStreak: 3,
    bestStreak: 7,
    perGame: [],
    recent: recentPoints(rows, NOW),
    countdown: { games: 2, wins: 1 },
    vsComputer: { rounds: 0, wins: 0, losses: 0 },
    versus: { games: 0, wins: 0, draws: 0, losses: 0 },
  };
}

const entry = (rank: number, playerName: string, points: number): LeaderboardEntry => ({ rank, playerId: playerName, playerName, points, rounds: 9, wins: 3 });
const NAMES = ["alice", "Bartholomew the Magnificent", "cat", "dee\u0000nul", "ed", "fi", "gus", "hal", "ivy", "jo"];
const board = (count: number) => ({ entries: NAMES.slice(0, count).map((n, i) => entry(i + 1, n, 120 - i * 11)), totalPlayers: 23, page: 0, pageCount: 3 });
const player = (id: string, name: string) => ({ id, name, computer: false, idle: 0, dropped: false });

const PICTURES: Record<string, () => BoardImage> = {
  "letters-picking": () => drawLettersBoard("STAR"),
  letters: () => drawLettersBoard("STARLINGE"),
  "numbers-picking": () => drawNumbersBoard([25, 50], null),
  numbers: () => drawNumbersBoard([25, 50, 75, 100, 3, 6], 952),
  conundrum: () => drawConundrumBoard("TACMORICH"),
  "boggle-4": () => drawBoggleBoard(["abcd", "efgh", "ijkl", "mnoq"]),
  "boggle-5": () => drawBoggleBoard(["abcde", "fghij", "klmno", "pqrst", "uvwxy"]),
  letterpress: () => drawLetterpressBoard("PHOSPHATIDYLETHANOLAMINES", [0, 1, 1, 2, 0, 0, 1, 2, 2, 0, 1, 1, 0, 0, 0, 2, 0, 0, 1, 0, 0, 0, 2, 2, 2], [false, true]),
  letterboxed: () => drawLetterBoxedBoard(["rme", "wcl", "tgk", "api"], ["pragmatic", "cakewalk"]),
  stats: () => drawStatsCard("alice", stats()),
  "stats-empty": () => drawStatsCard("bob", { ...stats(), recent: recentPoints([], NOW), bestWords: [] }),
  leaderboard: () => drawLeaderboardCard(board(10), "Leaderboard: Boggle, this week", POINTS),
  "leaderboard-one": () => drawLeaderboardCard(board(1), "Leaderboard: all games, all time", POINTS),
  "leaderboard-games": () => drawLeaderboardCard(board(3), "Leaderboard: Countdown games, all time", GAMES_WON),
  "game-card": () =>
    drawGameCard({
      totals: [
        { player: player("1", "alice"), points: 41, perRound: [7, 10, 0, 8, 7, 0, 9] },
        { player: player("2", "Bartholomew the Magnificent"), points: 33, perRound: [7, 7, 6, 0, 8, 5, 0] },
      ],
      planned: 7,
      winnerIds: ["1"],
    }),
  "game-card-full": () =>
    drawGameCard({
      totals: [1, 2, 3].map((n) => ({ player: player(String(n), `player ${n}`), points: 60, perRound: Array.from({ length: 16 }, (_, i) => (i * n) % 11) })),
      planned: 15,
      winnerIds: ["2"],
    }),
};

/** The picture as a phone shows it: in a card on the dark theme, scaled to the room there is. */
async function onPhone(png: Buffer): Promise<Buffer> {
  const image = await loadImage(png);
  const shownWidth = Math.min(SHOWN_MAX, image.width);
  const shownHeight = (image.height * shownWidth) / image.width;
  const height = shownHeight + 2 * CARD_PADDING + 32;
  const canvas = createCanvas(PHONE * DEVICE, Math.ceil(height * DEVICE));
  const ctx = canvas.getContext("2d");
  ctx.scale(DEVICE, DEVICE);
  ctx.fillStyle = DISCORD.background;
  ctx.fillRect(0, 0, PHONE, height);
  ctx.fillStyle = DISCORD.card;
  ctx.fillRect(GUTTER, 16, SHOWN_MAX + 2 * CARD_PADDING, shownHeight + 2 * CARD_PADDING);
  ctx.drawImage(image, GUTTER + CARD_PADDING, 16 + CARD_PADDING, shownWidth, shownHeight);
  return canvas.encodeSync("png");
}

const dir = process.argv[2] ?? join("data", "pictures");
mkdirSync(dir, { recursive: true });
for (const [name, draw] of Object.entries(PICTURES)) {
  const { png, alt } = draw();
  writeFileSync(join(dir, `${name}.png`), png);
  writeFileSync(join(dir, `${name}.phone.png`), await onPhone(png));
  const { width, height } = await loadImage(png);
  console.log(`${name}: ${width}×${height}, shown ${Math.min(SHOWN_MAX, width)} px wide on a phone; alt: ${alt.slice(0, 80)}…`);
}
