// Guild settings: one JSON row per guild holding only what the guild changed; reads fill in
// the defaults, so a new default reaches every guild that never touched it.
import type { Db } from "./open.ts";
import { fromJson } from "./columns.ts";
import { DEFAULT_DICTIONARY, DURATION_LIMITS, GAMES, NO_RULINGS, ROUND_DICTIONARIES, VERSUS_TURN_LIMITS, type AnswerMode, type GameName, type GuildSettings, type GuildSettingsPatch, type WordGame } from "../games/model.ts";
import { SEASON_LENGTHS, type SeasonLength } from "../games/seasons/calendar.ts";
import type { Checked } from "../solvers/checked.ts";
import type { SettingsStore, Sync } from "./types.ts";
import { sqliteWordRulings } from "./word-rulings.ts";

export const DEFAULT_SETTINGS: GuildSettings = {
  durations: { letters: 30, numbers: 30, conundrum: 30, boggle: 180, letterpress: 180, letterboxed: 300 },
  dictionaries: { letters: DEFAULT_DICTIONARY, conundrum: DEFAULT_DICTIONARY, boggle: DEFAULT_DICTIONARY, letterpress: DEFAULT_DICTIONARY, letterboxed: DEFAULT_DICTIONARY },
  answerMode: "default",
  boggleDuplicatesCancel: true,
  allowedChannels: [],
  starterRoleId: null,
  words: NO_RULINGS,
  versusTurnSeconds: 86_400,
  // The generous list, as the real game's.
  versusDictionary: "scrabble",
  seasons: "off",
};

const ANSWER_MODES: readonly AnswerMode[] = ["default", "open"];
const WORD_GAMES: readonly string[] = GAMES.filter((g): g is WordGame => g !== "numbers");
const MAX_ALLOWED_CHANNELS = 100;

type Problem = string | null;

const isSnowflake = (v: unknown): boolean => typeof v === "string" && /^\d{1,20}$/.test(v);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The entries whose value is not undefined. */
function defined<T extends object>(obj: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(obj ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function checkDurations(durations: unknown): Problem {
  if (!isRecord(durations)) return "Durations are given per game.";
  for (const [game, seconds] of Object.entries(defined(durations))) {
    const limits = DURATION_LIMITS[game as GameName];
    if (!limits) return `There is no game called "${game}".`;
    const [min, max] = limits;
    if (!Number.isInteger(seconds) || (seconds as number) < min || (seconds as number) > max) {
      return `A ${game} round lasts ${min}–${max} seconds.`;
    }
  }
  return null;
}

function checkDictionaries(dictionaries: unknown): Problem {
  if (!isRecord(dictionaries)) return "Dictionaries are chosen per game.";
  for (const [game, name] of Object.entries(defined(dictionaries))) {
    if (!WORD_GAMES.includes(game)) return `"${game}" has no dictionary to choose.`;
    const problem = checkDictionary(name);
    if (problem) return problem;
  }
  return null;
}

function checkDictionary(name: unknown): Problem {
  return (ROUND_DICTIONARIES as readonly unknown[]).includes(name) ? null : `The dictionaries are ${ROUND_DICTIONARIES.join(", ")}.`;
}

function checkChannels(channels: unknown): Problem {
  if (!Array.isArray(channels)) return "Allowed channels are a list.";
  if (channels.length > MAX_ALLOWED_CHANNELS) return `At most ${MAX_ALLOWED_CHANNELS} channels can be allowed.`;
  return channels.every(isSnowflake) ? null : "That is not a channel.";
}

function checkTurn(seconds: unknown): Problem {
  const [min, max] = VERSUS_TURN_LIMITS;
  const ok = Number.isInteger(seconds) && (seconds as number) >= min && (seconds as number) <= max;
  return ok ? null : `A versus turn lasts ${min / 3_600}–${max / 3_600} hours.`;
}

// Each check reads the runtime value, not just its type: stored JSON and command options
// both arrive here.
const CHECKS: Readonly<Record<keyof GuildSettings, (value: unknown) => Problem>> = {
  durations: checkDurations,
  dictionaries: checkDictionaries,
  answerMode: (v) => (ANSWER_MODES.includes(v as AnswerMode) ? null : `The answer modes are ${ANSWER_MODES.join(", ")}.`),
  boggleDuplicatesCancel: (v) => (typeof v === "boolean" ? null : "Boggle duplicates are either on or off."),
  allowedChannels: checkChannels,
  starterRoleId: (v) => (v === null || isSnowflake(v) ? null : "That is not a role."),
  words: () => "Words are ruled on one by one with /words.",
  versusTurnSeconds: checkTurn,
  versusDictionary: checkDictionary,
  seasons: (v) => (SEASON_LENGTHS.includes(v as SeasonLength) ? null : `Seasons are ${SEASON_LENGTHS.join(", ")}.`),
};

/** The first thing wrong with a patch, or null. */
export function settingsProblem(patch: GuildSettingsPatch): Problem {
  for (const [key, value] of Object.entries(defined(patch))) {
    const check = CHECKS[key as keyof GuildSettings];
    if (!check) return `There is no setting called "${key}".`;
    const problem = check(value);
    if (problem) return problem;
  }
  return null;
}

/** A patch over a patch; the per-game maps merge game by game. */
function mergePatch<S extends GuildSettingsPatch>(base: S, patch: GuildSettingsPatch): S {
  return {
    ...defined(base),
    ...defined(patch),
    durations: { ...defined(base.durations), ...defined(patch.durations) },
    dictionaries: { ...defined(base.dictionaries), ...defined(patch.dictionaries) },
  } as S;
}

/** What a guild changed, as stored, keeping only the settings that still pass their checks. */
export function storedPatch(json: string | undefined): GuildSettingsPatch {
  const stored = json === undefined ? {} : fromJson(json);
  if (!isRecord(stored)) return {};
  const valid = Object.entries(stored).filter(([key, value]) => settingsProblem({ [key]: value }) === null);
  return Object.fromEntries(valid) as GuildSettingsPatch;
}

/** The guild's stored changes (JSON) with a checked patch applied: what to store next. */
export function patchedChanges(stored: string | undefined, patch: GuildSettingsPatch): GuildSettingsPatch {
  return mergePatch(storedPatch(stored), { ...patch, allowedChannels: patch.allowedChannels && [...new Set(patch.allowedChannels)] });
}

/** The defaults under a guild's changes. */
export function settingsWith(changes: GuildSettingsPatch): GuildSettings {
  return mergePatch(DEFAULT_SETTINGS, changes);
}

export function sqliteSettings(db: Db): Sync<SettingsStore> {
  const read = db.prepare<[string], string>("SELECT settings FROM guild_settings WHERE guild_id = ?").pluck();
  const write = db.prepare<[{ guildId: string; settings: string }]>(`
    INSERT INTO guild_settings (guild_id, settings) VALUES (@guildId, @settings)
    ON CONFLICT (guild_id) DO UPDATE SET settings = excluded.settings`);

  const rulings = sqliteWordRulings(db);
  const withRulings = (guildId: string, settings: GuildSettings): GuildSettings => ({ ...settings, words: rulings.wordRulings(guildId) });
  const guildSettings = (guildId: string): GuildSettings => withRulings(guildId, settingsWith(storedPatch(read.get(guildId))));

  const updateGuildSettings = db.transaction((guildId: string, patch: GuildSettingsPatch): Checked<GuildSettings> => {
    const error = settingsProblem(patch);
    if (error) return { ok: false, error };
    const changes = patchedChanges(read.get(guildId), patch);
    write.run({ guildId, settings: JSON.stringify(changes) });
    return { ok: true, value: withRulings(guildId, settingsWith(changes)) };
  });

  return { guildSettings, updateGuildSettings: (guildId, patch) => updateGuildSettings.immediate(guildId, patch), ruleWord: rulings.ruleWord };
}
