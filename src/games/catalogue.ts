// Every game's rules, by name: what the engine, the commands and `lexicord deal` look up.
// A Record first, so leaving a game out is a type error.

import { GAMES, type GameName } from "./model.ts";
import { boggleRules } from "./boggle/index.ts";
import { conundrumRules } from "./conundrum/index.ts";
import { letterboxedRules } from "./letterboxed/index.ts";
import { letterpressRules } from "./letterpress/index.ts";
import { lettersRules } from "./letters/index.ts";
import { numbersRules } from "./numbers/index.ts";
import type { GameRules } from "./rules.ts";

const BY_NAME: Readonly<Record<GameName, GameRules>> = {
  letters: lettersRules as GameRules,
  numbers: numbersRules as GameRules,
  conundrum: conundrumRules as GameRules,
  boggle: boggleRules as GameRules,
  letterpress: letterpressRules as GameRules,
  letterboxed: letterboxedRules as GameRules,
};

/** What a player hears when they answer or stop where no round runs. */
export const NO_ROUND = "No round is running here.";

/** In GAMES order. */
export const RULES: ReadonlyMap<GameName, GameRules> = new Map(GAMES.map((game) => [game, BY_NAME[game]]));

export function rulesFor(game: GameName): GameRules {
  return BY_NAME[game];
}

/** The game of that name (any case), or undefined: for names people type. */
export function findGame(name: string): GameName | undefined {
  return GAMES.find((game) => game === name.trim().toLowerCase());
}
