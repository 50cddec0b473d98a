// Charts for /stats and /leaderboard: Chart.js drawn on the @napi-rs/canvas we already use.
// Chart.js: the most used, actively kept chart library, pure JS, and it runs headless on any 2D context.
import { createRequire } from "node:module";
import type { Chart, ChartConfiguration, ChartItem, Plugin } from "chart.js";
import { renderBoard, SANS } from "./style.ts";

// Loaded with the first chart: most processes never draw one, and Chart.js weighs 3 MB.
let loaded: typeof Chart | undefined;

function chartClass(): typeof Chart {
  if (!loaded) {
    const chartJs = createRequire(import.meta.url)("chart.js") as typeof import("chart.js");
    const { BarController, BarElement, CategoryScale, Legend, LinearScale, SubTitle, Title } = chartJs;
    loaded = chartJs.Chart;
    // Only what our bar charts use, so nothing else is registered.
    loaded.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Title, SubTitle);
    loaded.defaults.font.family = SANS;
    loaded.defaults.color = "#2e2c3a";
  }
  return loaded;
}

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
      const Chart = chartClass();
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
