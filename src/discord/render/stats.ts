// A player's stats embed: totals, best and longest words, numbers accuracy, streaks, a line
// per game played, and the chart of their last days.

import { AttachmentBuilder, type APIEmbed } from "discord.js";
import { drawStatsCard } from "../images/index.ts";
import { DAILY_GAMES, type DailyGame, type PlayerStats } from "../../games/model.ts";
import type { DailyRecord } from "../../games/daily/daily.ts";
import { COLOURS, fitEmbed } from "./embed.ts";
import { GAME_NAMES } from "../../games/catalogue.ts";
import { outgoing, type OutgoingMessage } from "./message.ts";
import { plainText } from "./plain-text.ts";
import { counted, scoredWords } from "../../games/words.ts";
import { vsComputerLine } from "../../games/opponent/record.ts";
import { ratingLines } from "../../games/ratings/lines.ts";
import type { PlayerRatings } from "../../games/ratings/series.ts";

export const STATS_FILE = "stats.png";

/** Daily puzzles solved and streaks, a line per game; null if none was ever solved. The puzzles
 *  are the same in every server, so this is the one field not of this server alone. */
export const DAILY_FIELD = "Daily puzzles (every server)";

function dailyField(daily: Readonly<Record<DailyGame, DailyRecord>>): { name: string; value: string } | null {
  const played = DAILY_GAMES.filter((game) => daily[game].solved > 0);
  if (played.length === 0) return null;
  const line = (game: DailyGame) => `${GAME_NAMES[game]}: ${counted(daily[game].solved, "day")} solved, streak ${daily[game].streak.current} (best ${daily[game].streak.best})`;
  return { name: DAILY_FIELD, value: played.map(line).join("\n") };
}

/** Letterpress versus games played to the end: wins, draws, losses; null if none. */
function versusField({ versus }: PlayerStats): { name: string; value: string; inline: true } | null {
  if (versus.games === 0) return null;
  return { name: "Letterpress versus", value: `${versus.wins} W · ${versus.draws} D · ${versus.losses} L (${counted(versus.games, "game")})`, inline: true };
}

/** A rating per mode played, across every server: "?" while provisional; null if none. */
export const RATINGS_FIELD = "Ratings (every server)";

function ratingsField({ current }: PlayerRatings): { name: string; value: string } | null {
  const lines = ratingLines(current, (figure) => `**${figure}**`);
  return lines.length === 0 ? null : { name: RATINGS_FIELD, value: lines.join("\n") };
}

export function statsMessage(displayName: string, stats: PlayerStats, daily: Readonly<Record<DailyGame, DailyRecord>>, ratings: PlayerRatings = { current: {}, history: [] }): OutgoingMessage {
  const name = plainText(displayName);
  const dailyLines = dailyField(daily);
  const versusLine = versusField(stats);
  const ratingLines = ratingsField(ratings);
  if (stats.rounds === 0) {
    const description = `${name} hasn't played a round in this server yet.`;
    const fields = [...(versusLine ? [versusLine] : []), ...(ratingLines ? [ratingLines] : []), ...(dailyLines ? [dailyLines] : [])];
    return outgoing({ embeds: [{ title: `Stats: ${name}`, color: COLOURS.info, description, fields }] });
  }
  const fields = [
    { name: "Points", value: String(stats.points), inline: true },
    { name: "Rounds", value: String(stats.rounds), inline: true },
    { name: "Wins", value: String(stats.wins), inline: true },
    { name: "Best words", value: scoredWords(stats.bestWords) || "—", inline: true },
    { name: "Longest word", value: stats.longestWord?.toUpperCase() ?? "—", inline: true },
    { name: "Numbers exact", value: stats.exactRate === null ? "—" : `${Math.round(stats.exactRate * 100)}%`, inline: true },
    { name: "Streak", value: `${counted(stats.currentStreak, "day")} (best ${stats.bestStreak})`, inline: true },
    { name: "Countdown games", value: stats.countdown.games === 0 ? "—" : `${stats.countdown.wins} won of ${stats.countdown.games}`, inline: true },
    { name: "Vs computer", value: vsComputerLine(stats), inline: true },
    ...(versusLine ? [versusLine] : []),
    {
      name: "By game",
      value: stats.perGame.map((g) => `${GAME_NAMES[g.game]}: ${counted(g.points, "point")}, ${counted(g.rounds, "round")}, ${counted(g.wins, "win")}`).join("\n"),
    },
    ...(ratingLines ? [ratingLines] : []),
    ...(dailyLines ? [dailyLines] : []),
  ];
  const card = drawStatsCard(displayName, stats, ratings);
  const embed: APIEmbed = { title: `Stats: ${name}`, color: COLOURS.info, fields, image: { url: `attachment://${STATS_FILE}` } };
  return outgoing({ embeds: [fitEmbed(embed)], files: [new AttachmentBuilder(card.png, { name: STATS_FILE, description: card.alt })] });
}
