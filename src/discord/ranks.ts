// Each player's place on the game's all-time leaderboard in the server, for the results.
// Read when the results are posted, so it counts the round just finished.

import type { Round } from "../games/model.ts";
import type { Store } from "../games/engine/ports.ts";

/** Pages read at most: players further down are shown without a place. */
const PAGES = 5;
const PAGE_SIZE = 100;

export async function serverRanks(store: Pick<Store, "leaderboard">, round: Round, playerIds: readonly string[], now: number): Promise<Map<string, number>> {
  const wanted = new Set(playerIds);
  const ranks = new Map<string, number>();
  for (let page = 0; page < PAGES && ranks.size < wanted.size; page++) {
    const board = await store.leaderboard(round.guildId, { game: round.game, period: "all", page, pageSize: PAGE_SIZE, now });
    for (const entry of board.entries) if (wanted.has(entry.playerId)) ranks.set(entry.playerId, entry.rank);
    if (page + 1 >= board.pageCount) break;
  }
  return ranks;
}
