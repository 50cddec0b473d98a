// Seasons in local play: /config seasons, /leaderboard season:, a season's end and a player's
// placings, printed. Local play is one server with no daily post: its seasons run in UTC.

import { placeFigure, placingLine, SEASON_BOARD_TITLES, type SeasonNews } from "../games/seasons/news.ts";
import { readSeasonName, SEASON_LENGTHS, type SeasonLength } from "../games/seasons/calendar.ts";
import type { SeasonKeeper } from "../games/seasons/keeper.ts";
import type { SeasonBoard, SeasonPlacing } from "../games/seasons/records.ts";
import { boardPage } from "../games/seasons/tables.ts";
import type { Leaderboard } from "../games/model.ts";
import type { Store } from "../games/engine/ports.ts";
import { clockTime } from "./format.ts";

const INDENT = "   ";

/** /config seasons monthly|weekly|off. */
export async function configureSeasons(seasons: SeasonKeeper, guildId: string, typed: string): Promise<string> {
  const length = typed.trim().toLowerCase();
  if (!SEASON_LENGTHS.includes(length as SeasonLength)) return `/config seasons takes ${SEASON_LENGTHS.join(", ")}.`;
  const done = await seasons.configure(guildId, length as SeasonLength);
  if (!done.ok) return done.error;
  const { season } = done.value;
  if (season === null) return "Seasons are off. The tables of ended seasons are kept.";
  return `Seasons are ${length}, in UTC. Season ${season.name} counts every round since it began and ends ${new Date(season.endsAt).toISOString().slice(0, 10)} ${clockTime(season.endsAt)}.`;
}

function boardLines(title: string, board: SeasonBoard, table: Leaderboard, empty: string): string {
  if (table.entries.length === 0) return `${title}\n${INDENT}${empty}`;
  const width = Math.max(...table.entries.map((e) => [...e.playerName].length));
  return [title, ...table.entries.map((e) => `${String(e.rank).padStart(3)}. ${e.playerName.padEnd(width)}  ${placeFigure(board, e)}`)].join("\n");
}

/** /leaderboard season:NAME (or current): the first page of its board. */
export async function seasonBoard(store: Store, guildId: string, asked: string, board: SeasonBoard, now: number): Promise<string> {
  const pageSize = 20;
  if (asked.trim().toLowerCase() === "current") {
    const running = await store.runningSeason(guildId);
    if (running === null) return "No seasons here: /config seasons monthly (or weekly) starts them.";
    const table = await boardPage(store, guildId, board, { period: "all", span: { since: running.startsAt, until: Number.MAX_SAFE_INTEGER }, page: 0, pageSize, now });
    return boardLines(`Season ${running.name} (under way): ${SEASON_BOARD_TITLES[board]}`, board, table, "Nobody has scored this season yet.");
  }
  const name = readSeasonName(asked);
  const table = name === null ? null : await store.seasonTable(guildId, name, board, 0, pageSize);
  if (name !== null && table !== null) return boardLines(`Season ${name}: ${SEASON_BOARD_TITLES[board]}`, board, table, "Nobody was on this board that season.");
  const kept = await store.endedSeasons(guildId);
  return `No season "${asked.slice(0, 20)}" has ended here. ${kept.length === 0 ? "None has ended yet." : `Ended seasons: ${kept.slice(0, 10).join(", ")}.`} season:current shows the one under way.`;
}

export function showSeasonEnded(news: SeasonNews): string {
  const podiums = news.podiums.flatMap(({ board, places }) => [`${INDENT}${SEASON_BOARD_TITLES[board]}:`, ...places.map((e) => `${INDENT}${INDENT}${e.rank}. ${e.playerName}: ${placeFigure(board, e)}`)]);
  return [`🏆 Season ${news.season} is over.${podiums.length === 0 ? " Nobody played." : ""}`, ...podiums, `${INDENT}Season ${news.next} starts now.`].join("\n");
}

/** The lines /stats adds: a player's places in ended seasons, newest first. */
export function placingLines(placings: readonly SeasonPlacing[]): string {
  return placings.length === 0 ? "" : `\n${INDENT}seasons: ${placings.slice(0, 10).map(placingLine).join("; ")}`;
}
