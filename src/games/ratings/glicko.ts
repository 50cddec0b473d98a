// Glicko-2 for one player and one game (each rated game is its own rating period, as lichess
// does), on glicko2-lite: a pure function of Glickman's steps 2–8, no state kept. What it lacks
// is here: idle periods growing the deviation (step 6 alone), and results that count less.

import rate from "glicko2-lite";

export interface Rating {
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
  /** Rated games played in this mode. */
  readonly games: number;
  /** When the last rated game ended (ms since the epoch); null before the first. */
  readonly lastPlayedAt: number | null;
}

/** Glickman's suggested start: 1500, deviation 350 (also the most it ever grows to), 0.06. */
export const NEW_RATING: Rating = { rating: 1500, deviation: 350, volatility: 0.06, games: 0, lastPlayedAt: null };

/** The system constant: how much volatility may change (Glickman: 0.3–1.2). */
export const TAU = 0.5;

/** A rating period while idle: each whole day without a rated game grows the deviation once. */
export const RATING_PERIOD_MS = 86_400_000;

/** Glicko-2's scale: rating points per unit of μ. */
const SCALE = 173.7178;

/** One result of the game for the player. */
export interface Result {
  readonly opponent: { readonly rating: number; readonly deviation: number };
  /** 1 a win, 0 a loss, 0.5 a draw, or between (see margin.ts). */
  readonly score: number;
  /** How much the result counts, in (0, 1] (see weights.ts); 1 if absent. */
  readonly weight?: number;
}

/** The rating as it stands at `now`: Glicko-2's pre-period step once per whole idle period
 *  (φ² + kσ²), never past a new player's deviation. */
export function ratingAt(player: Rating, now: number): Rating {
  if (player.lastPlayedAt === null) return player;
  const periods = Math.max(0, Math.floor((now - player.lastPlayedAt) / RATING_PERIOD_MS));
  const grown = Math.sqrt(player.deviation ** 2 + periods * (player.volatility * SCALE) ** 2);
  return { ...player, deviation: Math.min(NEW_RATING.deviation, grown) };
}

/** The player's rating after one game ending at `now` with these results (none: unchanged). */
export function updateRating(player: Rating, results: readonly Result[], now: number): Rating {
  if (results.length === 0) return player;
  const before = ratingAt(player, now);
  const opponents = results.map((r): [number, number, number] => [r.opponent.rating, r.opponent.deviation, counted(before, r)]);
  const after = rate(before.rating, before.deviation, before.volatility, opponents, { rating: NEW_RATING.rating, tau: TAU });
  return { rating: after.rating, deviation: after.rd, volatility: after.vol, games: player.games + 1, lastPlayedAt: now };
}

/** The score a result counts for: a win at least what was expected and a loss at most (so a
 *  narrow win over a far weaker player never costs rating), then w of it, E + w(s − E), which
 *  moves the rating w times as far as a full result would. E is Glickman's, as the package's. */
function counted(player: Rating, { opponent, score, weight = 1 }: Result): number {
  const phi = opponent.deviation / SCALE;
  const g = 1 / Math.sqrt(1 + (3 * phi ** 2) / Math.PI ** 2);
  const expected = 1 / (1 + Math.exp((-g * (player.rating - opponent.rating)) / SCALE));
  const sided = score > 0.5 ? Math.max(score, expected) : score < 0.5 ? Math.min(score, expected) : score;
  return expected + weight * (sided - expected);
}
