// The /leaderboard card: one page of the board as horizontal bars, ranked top to bottom.
import type { ChartConfiguration } from "chart.js";
import type { Leaderboard } from "../../games/model.ts";
import { counted } from "../../games/words.ts";
import { renderChart } from "./chart.ts";
import { clipAlt, PALETTE, type BoardImage } from "./style.ts";

const WIDTH = 800;
const ROW_HEIGHT = 36;
const FRAME_HEIGHT = 120;

export function drawLeaderboardCard(board: Leaderboard, title: string): BoardImage {
  const entries = board.entries;
  const config: ChartConfiguration<"bar"> = {
    type: "bar",
    data: {
      labels: entries.map((e) => `${e.rank}. ${e.playerName}`),
      datasets: [{ label: "points", data: entries.map((e) => e.points), backgroundColor: PALETTE.countdownTile }],
    },
    options: {
      indexAxis: "y",
      scales: { x: { beginAtZero: true, title: { display: true, text: "points" } } },
      plugins: {
        title: { display: true, text: title, font: { size: 18 } },
        subtitle: { display: true, text: footer(board), padding: { bottom: 8 } },
        legend: { display: false },
      },
    },
  };
  const height = FRAME_HEIGHT + ROW_HEIGHT * Math.max(1, entries.length);
  return { png: renderChart(WIDTH, height, config), alt: clipAlt(leaderboardAlt(board, title)) };
}

function footer(board: Leaderboard): string {
  return `page ${board.page + 1} of ${board.pageCount} · ${counted(board.totalPlayers, "player")}`;
}

function leaderboardAlt(board: Leaderboard, title: string): string {
  if (board.entries.length === 0) return `${title}: nobody has scored yet.`;
  const rows = board.entries.map((e) => `${e.rank}. ${e.playerName}, ${counted(e.points, "point")}`);
  return `Bar chart, ${title}, ${footer(board)}: ${rows.join("; ")}.`;
}
