// The leaderboard embed: one line per player, ranked, or an image card of the same page; with
// page buttons for its owner.

import { AttachmentBuilder, type APIEmbed } from "discord.js";
import { drawLeaderboardCard } from "../images/index.ts";
import { GAMES_WON as GAMES_WON_BARS, POINTS } from "../images/leaderboard-card.ts";
import { GAMES_WON, VERSUS_TABLE, type BoardOf, type LeaderboardFormat } from "./games.ts";
import type { Leaderboard, Period } from "../../games/model.ts";
import { pageButtons } from "./components.ts";
import { leaderboardId } from "../custom-ids.ts";
import { COLOURS, fitEmbed } from "./embed.ts";
import { cutLines, LIMITS } from "./limits.ts";
import { outgoing, type OutgoingMessage } from "./message.ts";
import { plainText } from "./plain-text.ts";
import { counted } from "../../games/words.ts";
import { PERIOD_LABELS } from "../../games/catalogue.ts";
import { medal } from "../../games/podium.ts";

export interface LeaderboardPage {
  readonly board: Leaderboard;
  readonly game: BoardOf;
  readonly gameTitle: string;
  readonly period: Period;
  readonly userId: string;
  readonly format: LeaderboardFormat;
  /** What a player's line counts besides points: rounds and wins unless said otherwise. */
  readonly tally?: (entry: Leaderboard["entries"][number]) => string;
  /** Said when nobody is on the board. */
  readonly empty?: string;
}

const ROUNDS_AND_WINS = (e: Leaderboard["entries"][number]): string => `${counted(e.rounds, "round")} · ${counted(e.wins, "win")}`;

export const LEADERBOARD_FILE = "leaderboard.png";

export function leaderboardMessage({ board, game, gameTitle, period, userId, format, tally = ROUNDS_AND_WINS, empty = "Nobody has scored yet. Start a round!" }: LeaderboardPage): OutgoingMessage {
  const title = `Leaderboard: ${gameTitle}, ${PERIOD_LABELS[period]}`;
  const footer = { text: `Page ${board.page + 1} of ${board.pageCount} · ${counted(board.totalPlayers, "player")}` };
  const components = pageButtons(board.page, board.pageCount, (page, button) => leaderboardId(game, period, page, userId, button, format));
  if (format === "image") {
    const card = drawLeaderboardCard(board, title, game === GAMES_WON || game === VERSUS_TABLE ? GAMES_WON_BARS : POINTS);
    const embed: APIEmbed = { title, color: COLOURS.info, image: { url: `attachment://${LEADERBOARD_FILE}` }, footer };
    return outgoing({ embeds: [fitEmbed(embed)], components, files: [new AttachmentBuilder(card.png, { name: LEADERBOARD_FILE, description: card.alt })] });
  }
  const lines = board.entries.map((e) => {
    // A medal is earned: only for points above zero, and by rank (a tie shares it), not by place on the page.
    const earned = game === GAMES_WON || game === VERSUS_TABLE ? e.wins + (e.draws ?? 0) : e.points;
    const rank = medal(earned > 0 ? e.rank : null) || `**${e.rank}.**`;
    const line = game === VERSUS_TABLE ? versusLine(e) : game === GAMES_WON ? `**${counted(e.wins, "game")} won** · ${counted(e.rounds, "game")} played · ${counted(e.points, "point")}` : `**${counted(e.points, "point")}** · ${tally(e)}`;
    return `${rank} ${plainText(e.playerName)}: ${line}`;
  });
  const embed: APIEmbed = {
    title,
    color: COLOURS.info,
    description: lines.length > 0 ? cutLines(lines, LIMITS.embedDescription) : empty,
    footer,
  };
  return outgoing({ embeds: [fitEmbed(embed)], components });
}

/** "3 W · 1 D · 2 L · 6 games · 71 tiles" */
function versusLine(e: Leaderboard["entries"][number]): string {
  return `**${e.wins} W** · ${e.draws ?? 0} D · ${e.losses ?? 0} L · ${counted(e.rounds, "game")} · ${counted(e.points, "tile")}`;
}
