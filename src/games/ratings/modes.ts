// What a rating is for: one per player per mode, across every server. Rated single rounds
// count per game, since being good at Boggle says nothing of one's numbers.

import { GAMES, LETTERPRESS_VERSUS, type GameName } from "../model.ts";

export const RATING_MODES = ["countdown", LETTERPRESS_VERSUS, ...GAMES] as const;
export type RatingMode = (typeof RATING_MODES)[number];

export function isRatingMode(name: string): name is RatingMode {
  return (RATING_MODES as readonly string[]).includes(name);
}

/** The mode a rated single round of this game counts in. */
export function roundMode(game: GameName): RatingMode {
  return game;
}

/** The rating a leaderboard's game: option names (as Discord's choices and local play's names):
 *  whole Countdown games for "games" (Countdown games won), versus games for Letterpress versus,
 *  a game's rated rounds for a game; none for all games. */
export function ratingModeOf(board: GameName | "games" | typeof LETTERPRESS_VERSUS | null): RatingMode | null {
  if (board === null) return null;
  if (board === "games") return "countdown";
  if (board === LETTERPRESS_VERSUS) return LETTERPRESS_VERSUS;
  return roundMode(board);
}

/** How a mode is named to players. */
export const MODE_TITLES: Readonly<Record<RatingMode, string>> = {
  countdown: "Countdown games",
  [LETTERPRESS_VERSUS]: "Letterpress versus",
  letters: "Letters rounds",
  numbers: "Numbers rounds",
  conundrum: "Conundrum rounds",
  boggle: "Boggle rounds",
  letterpress: "Letterpress rounds",
  letterboxed: "Letter Boxed rounds",
};
