// The /leaderboard card: one page of the board as horizontal bars, ranked top to bottom.
import type { ChartConfiguration } from "chart.js";
import type { Leaderboard, LeaderboardEntry } from "../../games/model.ts";
import { counted } from "../../games/words.ts";
import { renderChart } from "./chart.ts";
import { clipAlt, PALETTE, type BoardImage } from "./style.ts";

const WIDTH = 800;
const ROW_HEIGHT = 36;
const FRAME_HEIGHT = 120;

/** What the bars measure: points, or (on the board of Countdown games) games won. */
export interface Measure {
  /** The axis: "points". */
  readonly label: string;
  of(entry: LeaderboardEntry): number;
  /** A value in words: "3 points". */
  say(n: number): string;
}

export const POINTS: Measure = { label: "points", of: (e) => e.points, say: (n) => counted(n, "point") };
export const GAMES_WON: Measure = { label: "games won", of: (e) => e.wins, say: (n) => `${counted(n, "game")} won` };

export function drawLeaderboardCard(board: Leaderboard, title: string, measure: Measure = POINTS): BoardImage {
  const entries = board.entries;
  const { label } = measure;
  const config: ChartConfiguration<"bar"> = {
    type: "bar",
    data: {
      labels: entries.map((e) => `${e.rank}. ${e.playerName}`),
      datasets: [{ label, data: entries.map(measure.of), backgroundColor: PALETTE.countdownTile }],
    },
    options: {
      indexAxis: "y",
      scales: { x: { beginAtZero: true, title: { display: true, text: label } } },
      plugins: {
        title: { display: true, text: title, font: { size: 18 } },
        subtitle: { display: true, text: footer(board), padding: { bottom: 8 } },
        legend: { display: false },
      },
    },
  };
  const height = FRAME_HEIGHT + ROW_HEIGHT * Math.max(1, entries.length);
  return { png: renderChart(WIDTH, height, config), alt: clipAlt(leaderboardAlt(board, title, measure)) };
}

function footer(board: Leaderboard): string {
  return `page ${board.page + 1} of ${board.pageCount} · ${counted(board.totalPlayers, "player")}`;
}

function leaderboardAlt(board: Leaderboard, title: string, measure: Measure): string {
  if (board.entries.length === 0) return `${title}: nobody has scored yet.`;
  const rows = board.entries.map((e) => `${e.rank}. ${e.playerName}, ${measure.say(measure.of(e))}`);
  return `Bar chart, ${title}, ${footer(board)}: ${rows.join("; ")}.`;
}
