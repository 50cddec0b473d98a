// The leaderboard embed: one line per player, ranked, with page buttons for its owner.

import type { APIEmbed } from "discord.js";
import type { Leaderboard, Period } from "../../games/model.ts";
import { GAMES_WON, type BoardOf } from "./games.ts";
import { pageButtons } from "./components.ts";
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
}

export function leaderboardMessage({ board, game, gameTitle, period, userId }: LeaderboardPage): OutgoingMessage {
  const lines = board.entries.map((e) => {
    // A medal is earned: only for points above zero, and by rank (a tie shares it), not by place on the page.
    const earned = game === GAMES_WON ? e.wins : e.points;
    const rank = medal(earned > 0 ? e.rank : null) || `**${e.rank}.**`;
    const line = game === GAMES_WON ? `**${counted(e.wins, "game")} won** · ${counted(e.rounds, "game")} played · ${counted(e.points, "point")}` : `**${counted(e.points, "point")}** · ${counted(e.rounds, "round")} · ${counted(e.wins, "win")}`;
    return `${rank} ${plainText(e.playerName)}: ${line}`;
  });
  const embed: APIEmbed = {
    title: `Leaderboard: ${gameTitle}, ${PERIOD_LABELS[period]}`,
    color: COLOURS.info,
    description: lines.length > 0 ? cutLines(lines, LIMITS.embedDescription) : "Nobody has scored yet. Start a round!",
    footer: { text: `Page ${board.page + 1} of ${board.pageCount} · ${counted(board.totalPlayers, "player")}` },
  };
  return outgoing({ embeds: [fitEmbed(embed)], components: pageButtons({ game, period, page: board.page, pageCount: board.pageCount, userId }) });
}
