// The /stats card: a player's points a day over the last days, stacked by game, with their
// streak, and each rating as a line over them on its own axis; the alt text says the same in
// words, with their best words (the embed lists them).
import type { ChartConfiguration, ChartDataset } from "chart.js";
import { cutText } from "../../cut-text.ts";
import { LETTERPRESS_VERSUS, type PlayerStats, type RecentPoints } from "../../games/model.ts";
import { GAME_NAMES } from "../../games/catalogue.ts";
import { counted } from "../../games/words.ts";
import { CHART_TEXT, COUNTING_TICKS, renderChart } from "./chart.ts";
import { DARK, GAME_COLOURS, clipAlt, printable, type BoardImage } from "./style.ts";
import { MODE_TITLES, RATING_MODES, type RatingMode } from "../../games/ratings/modes.ts";
import { ratingSeries, type PlayerRatings, type RatingSeries } from "../../games/ratings/series.ts";
import { shownRating } from "../../games/ratings/provisional.ts";

/** Each rating's line: a round mode in its game's colour, whole games in their own. */
export const RATING_COLOURS: Readonly<Record<RatingMode, string>> = { ...GAME_COLOURS, countdown: "#f2f3f5", [LETTERPRESS_VERSUS]: "#e91e63" };

const NO_RATINGS: PlayerRatings = { current: {}, history: [] };

const HEIGHT = 320;
/** A longer name is cut in the title (the alt text keeps it whole). */
const NAME_CHARS = 16;

const DAY_LABEL = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** The card's chart; exported so its axes can be checked. */
export function statsChart(name: string, stats: PlayerStats, ratings: PlayerRatings = NO_RATINGS): ChartConfiguration<"bar" | "line"> {
  const { recent } = stats;
  const lines = ratingSeries(ratings.history, recent.days);
  const bars = recent.perGame.map(({ game, points }): ChartDataset<"bar" | "line"> => ({ type: "bar", label: GAME_NAMES[game], data: [...points], backgroundColor: GAME_COLOURS[game] }));
  return {
    type: "bar",
    data: {
      labels: recent.days.map((day) => DAY_LABEL.format(day)),
      datasets: [...bars, ...lines.map(ratingLine)],
    },
    options: {
      layout: { padding: { left: 4, right: 10 } },
      scales: {
        x: { stacked: true, grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 16 } },
        y: { stacked: true, beginAtZero: true, ticks: { ...COUNTING_TICKS, maxTicksLimit: 6 } },
        ...(lines.length > 0 ? { rating: { position: "right" as const, stacked: false, beginAtZero: false, grace: "10%", grid: { display: false }, ticks: { ...COUNTING_TICKS, maxTicksLimit: 5 } } } : {}),
      },
      plugins: {
        title: { display: true, text: `${cutText(printable(name), NAME_CHARS)}: ${counted(total(recent), "point")}`, color: DARK.text, font: { size: CHART_TEXT.title }, padding: { top: 8, bottom: 2 } },
        subtitle: { display: true, text: `last ${recent.days.length} days · ${streakText(stats)}`, padding: { bottom: 8 } },
        legend: { position: "bottom", labels: { boxWidth: 12, boxHeight: 12, padding: 8 } },
      },
    },
  };
}

/** A rating as a line on the right-hand axis, joined across days without a game. */
function ratingLine({ mode, ratings }: RatingSeries): ChartDataset<"bar" | "line"> {
  const colour = RATING_COLOURS[mode];
  return { type: "line", label: `${MODE_TITLES[mode]} rating`, data: [...ratings], yAxisID: "rating", borderColor: colour, backgroundColor: colour, borderWidth: 2, pointRadius: 0, spanGaps: true };
}

export function drawStatsCard(name: string, stats: PlayerStats, ratings: PlayerRatings = NO_RATINGS): BoardImage {
  return { png: renderChart(HEIGHT, statsChart(name, stats, ratings)), alt: clipAlt(statsAlt(printable(name), stats, ratings)) };
}

function sum(numbers: readonly number[]): number {
  return numbers.reduce((a, b) => a + b, 0);
}

function total(recent: RecentPoints): number {
  return sum(recent.perGame.map((g) => sum(g.points)));
}

function streakText(stats: PlayerStats): string {
  return `streak ${counted(stats.currentStreak, "day")} (best ${stats.bestStreak})`;
}

function statsAlt(name: string, stats: PlayerStats, ratings: PlayerRatings): string {
  const { days, perGame } = stats.recent;
  const span = `the last ${days.length} days (${DAY_LABEL.format(days[0]!)} to ${DAY_LABEL.format(days.at(-1)!)})`;
  const games = perGame.map(({ game, points }) => `${GAME_NAMES[game]} ${counted(sum(points), "point")}`);
  const chart = games.length === 0
    ? `${name} played no rounds in ${span}.`
    : `Bar chart of ${name}'s points each day over ${span}, stacked by game: ${games.join(", ")}. ${bestDay(stats.recent)}`;
  const words = stats.bestWords.map((w) => `${w.word.toUpperCase()} (${counted(w.points, "point")}, ${GAME_NAMES[w.game]})`);
  return `${chart} Streak: ${counted(stats.currentStreak, "day")} in a row, best ${stats.bestStreak}. Best words: ${words.join(", ") || "none yet"}.${ratingsAlt(ratings)}`;
}

/** " Ratings: Countdown games 1523?, …" with the lines drawn; nothing when unrated. */
function ratingsAlt({ current }: PlayerRatings): string {
  const rated = RATING_MODES.flatMap((mode) => (current[mode] ? [`${MODE_TITLES[mode]} ${shownRating(current[mode])}`] : []));
  return rated.length === 0 ? "" : ` Ratings (lines, right-hand axis; ? while provisional): ${rated.join(", ")}.`;
}

/** The day with the most points (the earliest of equals). */
function bestDay({ days, perGame }: RecentPoints): string {
  const daily = days.map((_, i) => sum(perGame.map((g) => g.points[i] ?? 0)));
  const best = daily.indexOf(Math.max(...daily));
  return `Best day: ${DAY_LABEL.format(days[best]!)}, ${counted(daily[best]!, "point")}.`;
}
