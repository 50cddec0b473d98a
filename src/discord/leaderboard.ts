// A leaderboard page for a guild, game (or all games, Countdown games won, or Letterpress versus)
// and period; or the
// daily puzzles' board.

import type { Period } from "../games/model.ts";
import type { BotContext } from "./context.ts";
import { GAME_NAMES } from "../games/catalogue.ts";
import { GAMES_WON, VERSUS_TABLE, type BoardOf } from "./render/games.ts";
import { counted } from "../games/words.ts";
import { leaderboardMessage } from "./render/leaderboard.ts";
import type { OutgoingMessage } from "./render/message.ts";
import type { LeaderboardFormat } from "./render/games.ts";
import type { RatingMode } from "../games/ratings/modes.ts";
import { ratingTableMessage, type RatingPage } from "./render/rating-table.ts";

export const PAGE_SIZE = 10;

/** A page of a mode's rating table, its page buttons for `userId` alone, as the points table's. */
export async function ratingTableReply(ctx: BotContext, guildId: string, mode: RatingMode, page: RatingPage): Promise<OutgoingMessage> {
  return ratingTableMessage(mode, await ctx.store.ratingTable(guildId, { mode, page: page.page, pageSize: PAGE_SIZE }), page);
}

export async function leaderboardReply(
  ctx: BotContext,
  guildId: string,
  game: BoardOf,
  period: Period,
  page: number,
  userId: string,
  format: LeaderboardFormat,
): Promise<OutgoingMessage> {
  const query = { period, page, pageSize: PAGE_SIZE, now: ctx.clock.now() };
  if (game === GAMES_WON) return leaderboardMessage({ board: await ctx.store.gamesWon(guildId, query), game, gameTitle: "Countdown games won", period, userId, format });
  if (game === VERSUS_TABLE) {
    const board = await ctx.store.versusTable(guildId, query);
    const empty = "Nobody here has finished a Letterpress versus game in this time. Try `/letterpress versus`!";
    return leaderboardMessage({ board, game, gameTitle: "Letterpress versus", period, userId, format, empty });
  }
  const board = await ctx.store.leaderboard(guildId, { ...(game ? { game } : {}), ...query });
  return leaderboardMessage({ board, game, gameTitle: game ? GAME_NAMES[game] : "all games", period, userId, format });
}

/** Daily puzzles solved in this server score here; one page (its buttons would turn the rounds' pages). */
const DAILY_PAGE_SIZE = 20;

export async function dailyLeaderboardReply(ctx: BotContext, guildId: string, period: Period, userId: string, format: LeaderboardFormat): Promise<OutgoingMessage> {
  const board = await ctx.daily.leaderboard(guildId, period, 0, DAILY_PAGE_SIZE);
  const tally = (e: { rounds: number; wins: number }) => `${counted(e.rounds, "puzzle")} · ${e.wins} solved`;
  const empty = "Nobody here has played the daily puzzles in this time. Try `/daily`!";
  return { ...leaderboardMessage({ board, game: null, gameTitle: "daily puzzles", period, userId, format, tally, empty }), components: [] };
}
