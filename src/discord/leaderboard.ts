// A leaderboard page for a guild, game (or all games, or Countdown games won) and period.

import type { Period } from "../games/model.ts";
import type { BotContext } from "./context.ts";
import { GAME_NAMES } from "../games/catalogue.ts";
import { GAMES_WON, type BoardOf } from "./render/games.ts";
import { leaderboardMessage } from "./render/leaderboard.ts";
import type { OutgoingMessage } from "./render/message.ts";
import type { LeaderboardFormat } from "./render/games.ts";

export const PAGE_SIZE = 10;

export function leaderboardReply(
  ctx: BotContext,
  guildId: string,
  game: BoardOf,
  period: Period,
  page: number,
  userId: string,
  format: LeaderboardFormat,
): OutgoingMessage {
  const query = { period, page, pageSize: PAGE_SIZE, now: ctx.clock.now() };
  if (game === GAMES_WON) return leaderboardMessage({ board: ctx.store.gamesWon(guildId, query), game, gameTitle: "Countdown games won", period, userId, format });
  const board = ctx.store.leaderboard(guildId, { ...(game ? { game } : {}), ...query });
  return leaderboardMessage({ board, game, gameTitle: game ? GAME_NAMES[game] : "all games", period, userId, format });
}
