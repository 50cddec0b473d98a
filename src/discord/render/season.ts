// Seasons in Discord: a season's end with its podiums, an archived board (one page of it), and
// a player's placings as a /stats field.

import type { APIEmbed } from "discord.js";
import type { Leaderboard } from "../../games/model.ts";
import { medal } from "../../games/podium.ts";
import { placeFigure, placingLine, SEASON_BOARD_TITLES, type SeasonNews } from "../../games/seasons/news.ts";
import type { SeasonBoard, SeasonPlacing } from "../../games/seasons/records.ts";
import { counted } from "../../games/words.ts";
import { COLOURS, fitEmbed } from "./embed.ts";
import { cutLines, LIMITS } from "./limits.ts";
import { outgoing, type OutgoingMessage } from "./message.ts";
import { plainText } from "./plain-text.ts";

/** Seasons a /stats field lists, newest first. */
const PLACINGS_SHOWN = 10;

const placeLines = (board: SeasonBoard, entries: Leaderboard["entries"]): string[] =>
  entries.map((e) => `${medal(e.rank) || `**${e.rank}.**`} ${plainText(e.playerName)}: ${placeFigure(board, e)}`);

export function seasonEndedMessage(news: SeasonNews): OutgoingMessage {
  const fields = news.podiums.map(({ board, places }) => ({ name: SEASON_BOARD_TITLES[board], value: cutLines(placeLines(board, places), LIMITS.fieldValue), inline: true }));
  const description = fields.length === 0 ? "Nobody played this season." : `The final tables are kept: \`/leaderboard season:${news.season}\`.`;
  const embed: APIEmbed = { title: `🏆 Season ${news.season} is over`, color: COLOURS.results, description, fields, footer: { text: `Season ${news.next} starts now.` } };
  return outgoing({ embeds: [fitEmbed(embed)] });
}

/** The first page of an archived season's board (or of the season under way). */
export function seasonBoardMessage(season: string, board: SeasonBoard, table: Leaderboard, running: boolean): OutgoingMessage {
  const title = `Season ${season}${running ? " (under way)" : ""}: ${SEASON_BOARD_TITLES[board]}`;
  const lines = placeLines(board, table.entries);
  const empty = running ? "Nobody has scored this season yet. Start a round!" : "Nobody was on this board that season.";
  const footer = { text: `${counted(table.totalPlayers, "player")}${table.pageCount > 1 ? ` · the first ${table.entries.length} shown` : ""}` };
  return outgoing({ embeds: [fitEmbed({ title, color: COLOURS.info, description: lines.length > 0 ? cutLines(lines, LIMITS.embedDescription) : empty, footer })] });
}

/** /stats with the player's season placings added as a field, if they have any. */
export function withPlacings(message: OutgoingMessage, placings: readonly SeasonPlacing[]): OutgoingMessage {
  const [embed, ...rest] = message.embeds ?? [];
  if (placings.length === 0 || embed === undefined) return message;
  const value = cutLines(placings.slice(0, PLACINGS_SHOWN).map(placingLine), LIMITS.fieldValue);
  return { ...message, embeds: [fitEmbed({ ...embed, fields: [...(embed.fields ?? []), { name: "Seasons", value }] }), ...rest] };
}
