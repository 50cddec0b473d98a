// Game names as Discord menus show them.

import { GAMES, type GameName } from "../../games/model.ts";

export const GAME_NAMES: Readonly<Record<GameName, string>> = {
  letters: "Letters",
  numbers: "Numbers",
  conundrum: "Conundrum",
  boggle: "Boggle",
  letterpress: "Letterpress",
  letterboxed: "Letter Boxed",
};

/** Slash-command choices for a game option. */
export const GAME_CHOICES = GAMES.map((game) => ({ name: GAME_NAMES[game], value: game }));

export function isGame(value: unknown): value is GameName {
  return (GAMES as readonly unknown[]).includes(value);
}
