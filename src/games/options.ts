// Option readers every game shares: the round's length, its dictionary, and refusing
// options a game does not take (a typo should not pass silently).

import type { DictName } from "../solvers/dictionary/index.ts";
import { DURATION_LIMITS } from "../store/settings.ts";
import type { GameName, GuildSettings, WordGame } from "../store/types.ts";
import { readDictName, readWholeNumber } from "./solve/fields.ts";
import type { Checked, OptionFields } from "./rules.ts";

/** The round's length in seconds: `duration`, else the guild's default, within the game's limits. */
export function readDuration(fields: OptionFields, game: GameName, settings: GuildSettings): Checked<number> {
  const [min, max] = DURATION_LIMITS[game];
  return readWholeNumber(fields, "duration", min, max, settings.durations[game]);
}

/** The word list: `dict`, else the guild's choice for this game. */
export function readDict(fields: OptionFields, game: WordGame, settings: GuildSettings): Checked<DictName> {
  return readDictName(fields, settings.dictionaries[game] as DictName);
}

/** An error naming the first option given that the game does not take, else null. */
export function unknownOption(fields: OptionFields, game: GameName, known: readonly string[]): string | null {
  const stray = Object.keys(fields).find((name) => fields[name] !== undefined && !known.includes(name));
  if (stray === undefined) return null;
  return `${game} has no option "${stray}": it takes ${known.join(", ")}.`;
}
