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
