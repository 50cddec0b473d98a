// Charts for /stats and /leaderboard: Chart.js drawn on the @napi-rs/canvas we already use.
// Chart.js: the most used, actively kept chart library, pure JS, and it runs headless on any 2D context.
// Laid out for a phone (Discord shows an embed's picture about 300 px wide there) on the dark
// theme, and drawn at PIXEL_RATIO so the text stays sharp.
import { createRequire } from "node:module";
import { createCanvas } from "@napi-rs/canvas";
import type { Chart, ChartConfiguration, ChartItem, Plugin } from "chart.js";
import { DARK, PIXEL_RATIO, SANS, registerFonts } from "./style.ts";

/** The width charts are laid out in, and their text sizes: 14 px of 360 reads as 12 px on a phone. */
export const CHART_WIDTH = 360;
export const CHART_TEXT = { size: 14, title: 17 } as const;

// Loaded with the first chart: most processes never draw one, and Chart.js weighs 3 MB.
let loaded: typeof Chart | undefined;

function chartClass(): typeof Chart {
  if (!loaded) {
    const chartJs = createRequire(import.meta.url)("chart.js") as typeof import("chart.js");
    const { BarController, BarElement, CategoryScale, Legend, LinearScale, LineController, LineElement, PointElement, SubTitle, Title } = chartJs;
    loaded = chartJs.Chart;
    // Only what our charts use (bars, and the ratings' lines over them), so nothing else is registered.
    loaded.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Legend, Title, SubTitle);
    loaded.defaults.font.family = SANS;
    loaded.defaults.font.size = CHART_TEXT.size;
    loaded.defaults.color = DARK.muted;
    loaded.defaults.borderColor = DARK.grid;
  }
  return loaded;
}

export const CHART_BACKGROUND = DARK.embed;

// Chart.js sets the canvas's size as it starts, which wipes it: paint the background after that.
const background: Plugin<"bar"> = {
  id: "background",
  beforeDraw: ({ ctx, width, height }) => {
    ctx.fillStyle = CHART_BACKGROUND;
    ctx.fillRect(0, 0, width, height);
  },
};

/** A value axis that counts whole things: points and games come in ones. */
export const COUNTING_TICKS = { precision: 0, color: DARK.muted } as const;

/**
 * Draws one chart (bars, lines over them) `height` tall (layout pixels, CHART_WIDTH wide) at once (no animation, no
 * resizing: there is no window) and encodes it; `plugins` draw what Chart.js does not.
 */
export function renderChart(height: number, config: ChartConfiguration<"bar" | "line">, plugins: readonly Plugin<"bar">[] = []): Buffer {
  registerFonts();
  // A fresh canvas: Chart.js resizes the one it is given to PIXEL_RATIO times its size.
  const canvas = createCanvas(CHART_WIDTH, height);
  let chart: Chart<"bar" | "line"> | undefined;
  try {
    const Chart = chartClass();
    chart = new Chart(canvas.getContext("2d") as unknown as ChartItem, {
      ...config,
      options: { ...config.options, animation: false, responsive: false, devicePixelRatio: PIXEL_RATIO, events: [] },
      plugins: [background, ...plugins],
    });
    return canvas.encodeSync("png");
  } finally {
    chart?.destroy(); // Chart.js keeps every live chart in a registry until destroyed
  }
}
