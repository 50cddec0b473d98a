// Rating a finished game against the store, inside the transaction that ends it: the players'
// ratings and today's meetings are read, every pair rated (rateGame), and all saved at once.

import type { RatingsStore } from "../engine/ports.ts";
import { NEW_RATING } from "./glicko.ts";
import { rateGame, type Rated } from "./game.ts";
import type { Anchor } from "./anchors.ts";
import type { RatingMode } from "./modes.ts";
import { dayStart } from "./weights.ts";

export interface GameToRate {
  readonly mode: RatingMode;
  readonly guildId: string;
  /** Unique per mode: "countdown:12", "round:40", "versus:3". */
  readonly gameRef: string;
  readonly at: number;
  /** The people in it and their points. */
  readonly people: readonly { readonly id: string; readonly points: number }[];
  /** The computer, when it played: its anchor id, fixed rating and points. */
  readonly computer?: { readonly id: string; readonly anchor: Anchor; readonly points: number } | null;
}

/** Rates the game and saves it; nothing for no game (one that is not rated) or fewer than two sides. */
export async function recordRatedGame(store: RatingsStore, game: GameToRate | null): Promise<readonly Rated[]> {
  if (game === null) return [];
  const sides = game.people.length + (game.computer ? 1 : 0);
  if (game.people.length === 0 || sides < 2) return [];
  const ids = game.people.map((p) => p.id);
  const ratings = await store.ratingsOf(game.mode, ids);
  const since = dayStart(game.at);
  const met = new Map<string, Readonly<Record<string, number>>>();
  for (const id of ids) met.set(id, await store.meetingsSince(game.mode, id, since));
  const seats = [
    ...game.people.map((p) => ({ id: p.id, points: p.points, rating: ratings[p.id] ?? NEW_RATING })),
    ...(game.computer ? [game.computer] : []),
  ];
  const rated = rateGame(seats, (player, opponent) => met.get(player)?.[opponent] ?? 0, game.at);
  await store.saveRatings({
    mode: game.mode, guildId: game.guildId, gameRef: game.gameRef, at: game.at,
    players: rated.map((r) => ({ playerId: r.id, rating: r.after, opponents: r.opponents })),
  });
  return rated;
}
