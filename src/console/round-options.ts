// A round's options typed in local play, named as in Discord (`dictionary:`, `opponent:computer`,
// `level:`, `rated:true`), read into what the engine takes: the rules' own fields, the computer's
// level and whether the round is rated.
// `dict:`, local play's name before, still works.

import { COUNTDOWN_ROUNDS, DEFAULT_OPPONENT_LEVEL, OPPONENT_LEVELS, type GameName, type OpponentLevel } from "../games/model.ts";
import { ok, refuse, type Checked, type OptionFields } from "../games/rules.ts";
import { DEFAULT_DICTIONARY } from "../games/word-lists.ts";
import { nearestName } from "./did-you-mean.ts";
import { shorten } from "./parse.ts";

const DICT = `[dictionary:${DEFAULT_DICTIONARY}]`;

/** Each game's options as /help shows them. */
export const ROUND_USAGE: Readonly<Record<GameName, string>> = {
  letters: `[picks:cvccvcvcc] [duration:30] ${DICT}`,
  numbers: "[large:0-4] [duration:30]",
  conundrum: `[duration:30] ${DICT}`,
  boggle: `[size:4|5] [duration:180] ${DICT} [min_words:N]`,
  letterpress: `[duration:180] ${DICT}`,
  letterboxed: `[duration:300] ${DICT}`,
};

export const OPPONENT_USAGE = `opponent:computer [level:${OPPONENT_LEVELS.join("|")}]`;

/** Discord's option name → the rules' field, where they differ. */
const RULES_FIELD: Readonly<Record<string, string>> = { dictionary: "dict" };
/** Names local play took before it took Discord's. */
const OLD_NAMES: readonly string[] = ["dict"];

export interface RoundAsked {
  readonly options: OptionFields;
  readonly opponent?: OpponentLevel;
  readonly rated: boolean;
}

/** The options a game takes here, as Discord names them. */
export function roundOptionNames(game: GameName): string[] {
  const own = [...ROUND_USAGE[game].matchAll(/\[([a-z_]+):/gu)].map((m) => m[1]);
  return [...own, ...((COUNTDOWN_ROUNDS as readonly string[]).includes(game) ? ["opponent", "level"] : []), "rated"];
}

export function readRoundOptions(game: GameName, typed: Readonly<Record<string, string>>): Checked<RoundAsked> {
  const names = roundOptionNames(game);
  const { opponent, level, rated: ratedTyped, ...rest } = typed;
  const stray = Object.keys(rest).find((name) => !names.includes(name) && !OLD_NAMES.includes(name));
  if (stray !== undefined) return refuse(strayOption(`/${game}`, stray, names));
  const fields = rulesFields(rest);
  if (!fields.ok) return fields;
  const options = fields.value;
  const rated = readRated(ratedTyped);
  if (!rated.ok) return rated;
  const asked = { options, rated: rated.value };
  if (opponent === undefined && level === undefined) return ok(asked);
  if (!names.includes("opponent")) return refuse(strayOption(`/${game}`, opponent === undefined ? "level" : "opponent", names));
  const named = readOpponent(opponent, level);
  return named.ok ? ok({ ...asked, opponent: named.value ?? DEFAULT_OPPONENT_LEVEL }) : named;
}

/** `rated:` as typed, true or false as Discord's boolean option; left out, false. */
function readRated(typed: string | undefined): Checked<boolean> {
  const value = typed?.trim().toLowerCase() ?? "false";
  return value === "true" || value === "false" ? ok(value === "true") : refuse("rated: is true or false.");
}

/** `opponent:` and `level:` as typed: the level named, undefined when none is. */
export function readOpponent(opponent: string | undefined, level: string | undefined): Checked<OpponentLevel | undefined> {
  if (opponent !== undefined && opponent.trim().toLowerCase() !== "computer") return refuse("The only opponent is opponent:computer.");
  const named = OPPONENT_LEVELS.find((l) => l === level?.trim().toLowerCase());
  if (level !== undefined && !named) return refuse(`Level is one of ${OPPONENT_LEVELS.join(", ")}.`);
  return ok(named);
}

/** Options under the rules' names (`dictionary:` is the rules' `dict`), each given once. */
export function rulesFields(typed: Readonly<Record<string, string>>): Checked<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(typed)) {
    const field = RULES_FIELD[name] ?? name;
    if (Object.hasOwn(fields, field)) return refuse("Give the dictionary once: dictionary: (or dict:).");
    fields[field] = value;
  }
  return ok(fields);
}

/** The options a command takes under Discord's names, from the rules' field names. */
export function discordNames(fields: readonly string[]): string[] {
  return fields.map((field) => Object.keys(RULES_FIELD).find((name) => RULES_FIELD[name] === field) ?? field);
}

/** The refusal of an option `command` does not take, with the name it may have meant. */
export function strayOption(command: string, name: string, names: readonly string[]): string {
  const near = nearestName(name, names);
  const hint = near === null ? "" : ` Did you mean ${near}:?`;
  return `${command} has no option "${shorten(name)}": it takes ${names.join(", ")}.${hint}`;
}
