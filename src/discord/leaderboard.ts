// A leaderboard page for a guild, game (or all games) and period.

import type { GameName, Period } from "../games/model.ts";
import type { BotContext } from "./context.ts";
import { GAME_NAMES } from "../games/catalogue.ts";
import { leaderboardMessage } from "./render/leaderboard.ts";
import type { OutgoingMessage } from "./render/message.ts";
import type { LeaderboardFormat } from "./render/games.ts";

export const PAGE_SIZE = 10;

export function leaderboardReply(
  ctx: BotContext,
  guildId: string,
  game: GameName | null,
  period: Period,
  page: number,
  userId: string,
  format: LeaderboardFormat,
): OutgoingMessage {
  const board = ctx.store.leaderboard(guildId, { ...(game ? { game } : {}), period, page, pageSize: PAGE_SIZE, now: ctx.clock.now() });
  return leaderboardMessage({ board, game, gameTitle: game ? GAME_NAMES[game] : "all games", period, userId, format });
}
