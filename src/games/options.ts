// Option readers every game shares: the round's length, its dictionary, and refusing
// options a game does not take (a typo should not pass silently).

import type { DictName } from "../solvers/dictionary/index.ts";
import { DURATION_LIMITS, type GameName, type GuildSettings, type WordGame } from "./model.ts";
import { readDictName, readWholeNumber } from "./solve/fields.ts";
import type { Checked, OptionFields } from "./rules.ts";
import { roundRulings, type RoundRulings } from "./rulings.ts";
import { ROUND_DICTIONARIES } from "./word-lists.ts";

/** What every word game's round takes: its length in seconds, its word list, and the server's
 *  rulings on single words at the start. */
export interface WordRoundOptions extends RoundRulings {
  readonly duration: number;
  readonly dict: DictName;
}

/** The round's length in seconds: `duration`, else the guild's default, within the game's limits. */
export function readDuration(fields: OptionFields, game: GameName, settings: GuildSettings): Checked<number> {
  const [min, max] = DURATION_LIMITS[game];
  return readWholeNumber(fields, "duration", min, max, settings.durations[game]);
}

/** `duration`, then `dict` (else the guild's choice for this game). */
export function readWordRound(fields: OptionFields, game: WordGame, settings: GuildSettings): Checked<WordRoundOptions> {
  const duration = readDuration(fields, game, settings);
  if (!duration.ok) return duration;
  const dict = readDictName(fields, settings.dictionaries[game] as DictName, ROUND_DICTIONARIES);
  if (!dict.ok) return dict;
  return { ok: true, value: { duration: duration.value, dict: dict.value, ...roundRulings(settings.words) } };
}

/** The options of a word game that takes nothing but `duration` and `dict`. */
export function readWordRoundOnly(fields: OptionFields, game: WordGame, settings: GuildSettings): Checked<WordRoundOptions> {
  const stray = unknownOption(fields, game, ["duration", "dict"]);
  return stray ? { ok: false, error: stray } : readWordRound(fields, game, settings);
}

/** An error naming the first option given that the game does not take, else null. */
export function unknownOption(fields: OptionFields, game: GameName, known: readonly string[]): string | null {
  const stray = Object.keys(fields).find((name) => fields[name] !== undefined && !known.includes(name));
  if (stray === undefined) return null;
  return `There is no option "${stray}" in ${game}: it takes ${known.join(", ")}.`;
}
