// The /leaderboard card: one page of the board as horizontal bars, ranked top to bottom, each
// with its figure written at its end (a phone has no room for an axis to read it from).
import type { ChartConfiguration, Plugin } from "chart.js";
import { cutText } from "../../cut-text.ts";
import type { Leaderboard, LeaderboardEntry } from "../../games/model.ts";
import { counted } from "../../games/words.ts";
import { CHART_TEXT, COUNTING_TICKS, renderChart } from "./chart.ts";
import { DARK, SANS, clipAlt, printable, type BoardImage } from "./style.ts";

const ROW_HEIGHT = 30;
const FRAME_HEIGHT = 76;
/** A name longer than this is cut, so the bars keep most of the width. */
const NAME_CHARS = 14;
/** A figure's character at the bars' text size, in layout pixels, to the nearest above. */
const FIGURE_CHAR = 10;

/** What the bars measure: points, or (on the board of Countdown games) games won, or a rating. */
export interface Measure<E extends CardRow = LeaderboardEntry> {
  /** The axis: "points". */
  readonly label: string;
  of(entry: E): number;
  /** The figure at a bar's end: the number unless said otherwise ("1523?" for a provisional rating). */
  figure?(entry: E): string;
  /** A row's value in words: "3 points". */
  say(entry: E): string;
}

/** What a card's row needs besides its measure. */
export type CardRow = Pick<LeaderboardEntry, "rank" | "playerName">;
/** A page of ranked rows: a leaderboard's, or a rating table's. */
export type CardPage<E extends CardRow> = Omit<Leaderboard, "entries"> & { readonly entries: readonly E[] };

export const POINTS: Measure = { label: "points", of: (e) => e.points, say: (e) => counted(e.points, "point") };
export const GAMES_WON: Measure = { label: "games won", of: (e) => e.wins, say: (e) => `${counted(e.wins, "game")} won` };

/** `colour`: the bars', as the message the card goes in (a game's colour, or the bot's blurple). */
export function drawLeaderboardCard<E extends CardRow = LeaderboardEntry>(
  board: CardPage<E>,
  title: string,
  measure: Measure<E>,
  colour: string = DARK.accent,
): BoardImage {
  const entries = board.entries;
  const texts = entries.map((e) => measure.figure?.(e) ?? String(measure.of(e)));
  // The grace past the longest bar holds about three digits; a longer figure ("1720?") gets room in the padding.
  const longest = Math.max(0, ...texts.map((text) => text.length));
  const right = 8 + Math.max(0, longest - 3) * FIGURE_CHAR;
  const config: ChartConfiguration<"bar"> = {
    type: "bar",
    data: {
      labels: entries.map((e) => `${e.rank}. ${cutText(printable(e.playerName), NAME_CHARS)}`),
      datasets: [{ label: measure.label, data: entries.map(measure.of), backgroundColor: colour, borderRadius: 4, barPercentage: 0.8, categoryPercentage: 1 }],
    },
    options: {
      indexAxis: "y",
      layout: { padding: { right, bottom: 4 } },
      scales: {
        x: { display: false, beginAtZero: true, grace: "18%", ticks: COUNTING_TICKS },
        y: { grid: { display: false }, border: { display: false }, ticks: { color: DARK.text } },
      },
      plugins: {
        title: { display: true, text: printable(title), color: DARK.text, font: { size: CHART_TEXT.title }, padding: { top: 8, bottom: 2 } },
        subtitle: { display: true, text: `${footer(board)} · ${measure.label}`, padding: { bottom: 8 } },
        legend: { display: false },
      },
    },
  };
  const height = FRAME_HEIGHT + ROW_HEIGHT * Math.max(1, entries.length);
  return { png: renderChart(height, config, [figures(texts)]), alt: clipAlt(leaderboardAlt(board, title, measure)) };
}

/** Each bar's figure just past its end. */
const figures = (texts: readonly string[]): Plugin<"bar"> => ({
  id: "figures",
  afterDatasetsDraw: (chart) => {
    const { ctx } = chart;
    ctx.font = `${CHART_TEXT.size}px "${SANS}"`;
    ctx.fillStyle = DARK.text;
    ctx.textAlign = "left";
    ctx.textBaseline = "middle";
    chart.getDatasetMeta(0).data.forEach((bar, i) => ctx.fillText(texts[i] ?? "", bar.x + 6, bar.y));
  },
});

function footer(board: Omit<Leaderboard, "entries">): string {
  return `page ${board.page + 1} of ${board.pageCount} · ${counted(board.totalPlayers, "player")}`;
}

function leaderboardAlt<E extends CardRow>(board: CardPage<E>, title: string, measure: Measure<E>): string {
  if (board.entries.length === 0) return `${title}: nobody has scored yet.`;
  const rows = board.entries.map((e) => `${e.rank}. ${printable(e.playerName)}, ${measure.say(e)}`);
  return `Bar chart, ${title}, ${footer(board)}: ${rows.join("; ")}.`;
}
