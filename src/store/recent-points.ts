// A player's points per game on each of the last RECENT_DAYS UTC days: the query groups by
// day and game, and days without a round are filled in with zeros here.
import { GAMES, RECENT_DAYS, type GameName, type RecentPoints } from "../games/model.ts";

export const DAY = 86_400_000;

/** One row a day and game the player finished a round; `day` counts UTC days since 1970. */
export interface DayPoints {
  readonly day: number;
  readonly game: GameName;
  readonly points: number;
}

export const RECENT_POINTS_SQL = `
  SELECT finished_at / ${DAY} AS day, game, sum(points) AS points
  FROM round_results
  WHERE guild_id = @guildId AND player_id = @playerId AND finished_at >= @since
  GROUP BY day, game`;

/** The first millisecond of the oldest day shown when it is `now`. */
export function recentSince(now: number): number {
  return (Math.floor(now / DAY) - RECENT_DAYS + 1) * DAY;
}

/** Each game's points on each day from `recentSince(now)` to today; rows outside are ignored. */
export function recentPoints(rows: readonly DayPoints[], now: number): RecentPoints {
  const first = recentSince(now) / DAY;
  const days = Array.from({ length: RECENT_DAYS }, (_, i) => (first + i) * DAY);
  const byGame = new Map<GameName, number[]>();
  for (const { day, game, points } of rows) {
    const index = day - first;
    if (index < 0 || index >= RECENT_DAYS) continue;
    const line = byGame.get(game) ?? Array<number>(RECENT_DAYS).fill(0);
    line[index] = (line[index] ?? 0) + points;
    byGame.set(game, line);
  }
  const perGame = GAMES.filter((g) => byGame.has(g)).map((game) => ({ game, points: byGame.get(game)! }));
  return { days, perGame };
}
