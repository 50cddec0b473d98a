// /leaderboard by:rating: a mode's ratings among this server's members, one line each, best
// first (established ratings before provisional ones, which show a "?").

import type { APIEmbed } from "discord.js";
import { MODE_TITLES, type RatingMode } from "../../games/ratings/modes.ts";
import { PROVISIONAL_GAMES, shownRating } from "../../games/ratings/provisional.ts";
import type { RatingTable } from "../../games/ratings/records.ts";
import { medal } from "../../games/podium.ts";
import { counted } from "../../games/words.ts";
import { COLOURS, fitEmbed } from "./embed.ts";
import { cutLines, LIMITS } from "./limits.ts";
import { outgoing, type OutgoingMessage } from "./message.ts";
import { plainText } from "./plain-text.ts";

export function ratingTableMessage(mode: RatingMode, table: RatingTable): OutgoingMessage {
  const lines = table.entries.map((e) => `${medal(e.rank) || `**${e.rank}.**`} ${plainText(e.playerName)}: **${shownRating(e)}** · ${counted(e.games, "rated game")}`);
  const embed: APIEmbed = {
    title: `Ratings: ${MODE_TITLES[mode]}`,
    color: COLOURS.info,
    description: lines.length > 0 ? cutLines(lines, LIMITS.embedDescription) : "Nobody here has a rating in this yet: play a rated game!",
    footer: { text: `Among this server's members · ${counted(table.totalPlayers, "player")} · "?" until ${PROVISIONAL_GAMES} rated games, ranked after the rest` },
  };
  return outgoing({ embeds: [fitEmbed(embed)] });
}
