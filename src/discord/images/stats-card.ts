// The /stats card: a player's points a day over the last days, stacked by game, with their
// streak and best words; the alt text says the same in words.
import type { ChartConfiguration } from "chart.js";
import type { GameName, PlayerStats, RecentPoints } from "../../games/model.ts";
import { GAME_NAMES } from "../../games/catalogue.ts";
import { counted, scoredWords } from "../../games/words.ts";
import { renderChart } from "./chart.ts";
import { clipAlt, type BoardImage } from "./style.ts";

const WIDTH = 800;
const HEIGHT = 450;

export const GAME_COLOURS: Readonly<Record<GameName, string>> = {
  letters: "#1f5bb8",
  numbers: "#ff5a36",
  conundrum: "#7b3fa0",
  boggle: "#2e9d5b",
  letterpress: "#00a2ff",
  letterboxed: "#c2362f",
};

const DAY_LABEL = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

export function drawStatsCard(name: string, stats: PlayerStats): BoardImage {
  const { recent } = stats;
  const config: ChartConfiguration<"bar"> = {
    type: "bar",
    data: {
      labels: recent.days.map((day) => DAY_LABEL.format(day)),
      datasets: recent.perGame.map(({ game, points }) => ({ label: GAME_NAMES[game], data: [...points], backgroundColor: GAME_COLOURS[game] })),
    },
    options: {
      scales: { x: { stacked: true, ticks: { maxRotation: 0, autoSkipPadding: 12 } }, y: { stacked: true, beginAtZero: true, title: { display: true, text: "points" } } },
      plugins: {
        title: { display: true, text: `${name}: ${counted(total(recent), "point")} in the last ${recent.days.length} days`, font: { size: 18 } },
        subtitle: { display: true, text: `${streakText(stats)} · best words: ${scoredWords(stats.bestWords) || "none yet"}`, padding: { bottom: 8 } },
        legend: { position: "bottom" },
      },
    },
  };
  return { png: renderChart(WIDTH, HEIGHT, config), alt: clipAlt(statsAlt(name, stats)) };
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

function statsAlt(name: string, stats: PlayerStats): string {
  const { days, perGame } = stats.recent;
  const span = `the last ${days.length} days (${DAY_LABEL.format(days[0]!)} to ${DAY_LABEL.format(days.at(-1)!)})`;
  const games = perGame.map(({ game, points }) => `${GAME_NAMES[game]} ${counted(sum(points), "point")}`);
  const chart = games.length === 0
    ? `${name} played no rounds in ${span}.`
    : `Bar chart of ${name}'s points each day over ${span}, stacked by game: ${games.join(", ")}. ${bestDay(stats.recent)}`;
  const words = stats.bestWords.map((w) => `${w.word.toUpperCase()} (${counted(w.points, "point")}, ${GAME_NAMES[w.game]})`);
  return `${chart} Streak: ${counted(stats.currentStreak, "day")} in a row, best ${stats.bestStreak}. Best words: ${words.join(", ") || "none yet"}.`;
}

/** The day with the most points (the earliest of equals). */
function bestDay({ days, perGame }: RecentPoints): string {
  const daily = days.map((_, i) => sum(perGame.map((g) => g.points[i] ?? 0)));
  const best = daily.indexOf(Math.max(...daily));
  return `Best day: ${DAY_LABEL.format(days[best]!)}, ${counted(daily[best]!, "point")}.`;
}
