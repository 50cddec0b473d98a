// Charts for /stats and /leaderboard: Chart.js drawn on the @napi-rs/canvas we already use.
// Chart.js: the most used, actively kept chart library, pure JS, and it runs headless on any 2D context.
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, SubTitle, Title, type ChartConfiguration, type ChartItem, type Plugin } from "chart.js";
import { renderBoard, SANS } from "./style.ts";

// Only what our bar charts use, so nothing else is loaded or registered.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Title, SubTitle);
Chart.defaults.font.family = SANS;
Chart.defaults.color = "#2e2c3a";

export const CHART_BACKGROUND = "#ffffff";

// Chart.js sets the canvas's size as it starts, which wipes it: paint the background after that.
const background: Plugin<"bar"> = {
  id: "background",
  beforeDraw: ({ ctx, width, height }) => {
    ctx.fillStyle = CHART_BACKGROUND;
    ctx.fillRect(0, 0, width, height);
  },
};

/** Draws one bar chart at once (no animation, no resizing: there is no window) and encodes it. */
export function renderChart(width: number, height: number, config: ChartConfiguration<"bar">): Buffer {
  let chart: Chart<"bar"> | undefined;
  try {
    return renderBoard(width, height, CHART_BACKGROUND, (ctx) => {
      chart = new Chart(ctx as unknown as ChartItem, {
        ...config,
        options: { ...config.options, animation: false, responsive: false, devicePixelRatio: 1, events: [] },
        plugins: [background],
      });
    });
  } finally {
    chart?.destroy(); // Chart.js keeps every live chart in a registry until destroyed
  }
}
