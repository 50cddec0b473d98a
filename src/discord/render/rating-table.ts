// /leaderboard by:rating: a mode's ratings among this server's members, one line each (or the
// leaderboard's image card of bars), best first (established ratings before provisional ones,
// which show a "?"); with page buttons for its owner, as the points table has.

import { AttachmentBuilder, type APIEmbed } from "discord.js";
import { drawLeaderboardCard } from "../images/index.ts";
import type { Measure } from "../images/leaderboard-card.ts";
import { MODE_TITLES, type RatingMode } from "../../games/ratings/modes.ts";
import { PROVISIONAL_NOTE, shownRating } from "../../games/ratings/provisional.ts";
import { NO_RATINGS } from "../../games/ratings/lines.ts";
import type { RatingEntry, RatingTable } from "../../games/ratings/records.ts";
import { medal } from "../../games/podium.ts";
import { counted } from "../../games/words.ts";
import { COLOURS, fitEmbed } from "./embed.ts";
import { cutLines, LIMITS } from "./limits.ts";
import { outgoing, type OutgoingMessage } from "./message.ts";
import { plainText } from "./plain-text.ts";
import { pageButtons } from "./components.ts";
import { ratingPageId } from "../custom-ids.ts";
import { LEADERBOARD_FILE } from "./leaderboard.ts";
import type { LeaderboardFormat } from "./games.ts";

/** Which page is shown, to whom its buttons belong, and as text or a card. */
export interface RatingPage {
  readonly page: number;
  readonly userId: string;
  readonly format: LeaderboardFormat;
}

/** The card's bars: each rating, its figure with "?" while provisional. */
const RATINGS: Measure<RatingEntry> = {
  label: "rating",
  of: (e) => Math.round(e.rating),
  figure: shownRating,
  say: (e) => `rating ${shownRating(e)} after ${counted(e.games, "rated game")}`,
};

export function ratingTableMessage(mode: RatingMode, table: RatingTable, { userId, format }: RatingPage): OutgoingMessage {
  const title = `Ratings: ${MODE_TITLES[mode]}`;
  const footer = { text: `Page ${table.page + 1} of ${table.pageCount} · among this server's members · ${counted(table.totalPlayers, "player")} · ${PROVISIONAL_NOTE}` };
  const components = pageButtons(table.page, table.pageCount, (page, button) => ratingPageId(mode, page, userId, button, format));
  if (format === "image") {
    const card = drawLeaderboardCard(table, title, RATINGS);
    const embed: APIEmbed = { title, color: COLOURS.info, image: { url: `attachment://${LEADERBOARD_FILE}` }, footer };
    return outgoing({ embeds: [fitEmbed(embed)], components, files: [new AttachmentBuilder(card.png, { name: LEADERBOARD_FILE, description: card.alt })] });
  }
  const lines = table.entries.map((e) => `${medal(e.rank) || `**${e.rank}.**`} ${plainText(e.playerName)}: **${shownRating(e)}** · ${counted(e.games, "rated game")}`);
  const embed: APIEmbed = {
    title,
    color: COLOURS.info,
    description: lines.length > 0 ? cutLines(lines, LIMITS.embedDescription) : NO_RATINGS,
    footer,
  };
  return outgoing({ embeds: [fitEmbed(embed)], components });
}
