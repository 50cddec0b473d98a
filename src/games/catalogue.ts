// Every game's rules, by name: what the engine, the commands and `lexicord deal` look up.
// A Record first, so leaving a game out is a type error. Also the facts both adapters show:
// each game's short name and command, and the leaderboard's periods with their labels.

import { GAMES, type GameName, type Period } from "./model.ts";
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

/** In GAMES order. */
export const RULES: ReadonlyMap<GameName, GameRules> = new Map(GAMES.map((game) => [game, BY_NAME[game]]));

export function rulesFor(game: GameName): GameRules {
  return BY_NAME[game];
}

/** The game of that name (any case), or undefined: for names people type. */
export function findGame(name: string): GameName | undefined {
  return GAMES.find((game) => game === name.trim().toLowerCase());
}

/** Each game's short name, as menus and tables show it. */
export const GAME_NAMES: Readonly<Record<GameName, string>> = {
  letters: "Letters",
  numbers: "Numbers",
  conundrum: "Conundrum",
  boggle: "Boggle",
  letterpress: "Letterpress",
  letterboxed: "Letter Boxed",
};

export function isGame(value: unknown): value is GameName {
  return (GAMES as readonly unknown[]).includes(value);
}

/** The command that starts a round of the game, in Discord and in local play alike. */
export const commandFor = (game: GameName): string => `/${game}`;

/** Every game's command in a sentence ("/letters, /numbers … or /letterboxed"), each shown
 *  as the adapter marks commands up. */
export function gameCommands(show: (command: string) => string = (command) => command): string {
  const commands = GAMES.map((game) => show(commandFor(game)));
  return `${commands.slice(0, -1).join(", ")} or ${commands.at(-1)}`;
}

/** The leaderboard's periods, in menu order, with their labels. */
export const PERIOD_LABELS: Readonly<Record<Period, string>> = { all: "all time", month: "this month", week: "this week", day: "today" };
export const PERIODS = Object.keys(PERIOD_LABELS) as readonly Period[];

/** The period of that name (any case), or undefined: for names people type. */
export function findPeriod(name: string): Period | undefined {
  return PERIODS.find((period) => period === name.trim().toLowerCase());
}

export function isPeriod(value: unknown): value is Period {
  return (PERIODS as readonly unknown[]).includes(value);
}
