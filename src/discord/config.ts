// The bot's configuration, read from a plain environment object (dotenv fills it from .env).
// Each problem names the variable. Values that may hold secrets (the token, ids a token may
// have been pasted into by mistake, a proxy URL with credentials) are never echoed.

import { LOG_LEVELS, type LogLevel } from "../logging.ts";
import { DEFAULT_DATABASE_PATH } from "../store/open.ts";
import { DEFAULT_PURGE_DAYS } from "../games/privacy.ts";
import { DEFAULT_LEASE_MS } from "./lease-timing.ts";

export interface BotConfig {
  readonly token: string;
  readonly applicationId: string;
  /** Register commands in this guild only (while developing); else globally. */
  readonly guildId: string | null;
  /** REST base URL, e.g. a rate-limit proxy; null for Discord itself. */
  readonly apiUrl: string | null;
  readonly databasePath: string;
  readonly logLevel: LogLevel;
  /** Read chat messages as answers (open mode, races): needs the MessageContent intent. */
  readonly readMessages: boolean;
  /** Days a server's data is kept after the bot leaves it. */
  readonly purgeDays: number;
  /** `npm run start:sharded`: how many shards, or "auto" for the count Discord recommends. */
  readonly shards: number | "auto";
  /** How many shards this host claims at most (SHARDS_PER_HOST); null: every shard. */
  readonly shardsPerHost: number | null;
  /** How long a host's claim on a shard lasts unrenewed (SHARD_LEASE_MS): see lease-timing.ts. */
  readonly shardLeaseMs: number;
  /** Live play (the Discord Activity), served when ACTIVITY_PORT is set; else null. */
  readonly activity: ActivityConfig | null;
}

export interface ActivityConfig {
  /** HTTP and WebSocket port (ACTIVITY_PORT), behind the public HTTPS origin Discord's URL mapping names. */
  readonly port: number;
  /** The address to listen on (ACTIVITY_HOST, default 127.0.0.1: a reverse proxy in front). */
  readonly host: string;
  /** DISCORD_CLIENT_SECRET: swaps the Activity's OAuth2 code for a token, and keys the vouch a
   *  sharded host gives the sockets it relays. Never logged. */
  readonly clientSecret: string;
  /** Under start-sharded with several hosts: where the others reach this host's live port
   *  (ACTIVITY_RELAY_URL, e.g. http://10.0.0.2:8787); null: it serves its own shards only. */
  readonly relayUrl: string | null;
}

export type Env = Readonly<Record<string, string | undefined>>;

/** Not a Checked: every problem is reported at once, so a refusal carries a list. */
export type ConfigRead = { readonly ok: true; readonly config: BotConfig } | { readonly ok: false; readonly errors: readonly string[] };

const SNOWFLAKE = /^\d{17,20}$/;
const TRUE_WORDS = ["1", "true", "yes", "on"];
const FALSE_WORDS = ["0", "false", "no", "off"];

const value = (env: Env, name: string): string | undefined => {
  const raw = env[name]?.trim();
  return raw === "" ? undefined : raw;
};

/** Checks every variable and reports all problems at once. */
export function readConfig(env: Env): ConfigRead {
  const errors: string[] = [];
  const problem = (message: string): null => (errors.push(message), null);

  const token = value(env, "DISCORD_TOKEN") ?? problem("DISCORD_TOKEN is missing: the bot token from the Developer Portal (Bot → Reset Token).");
  if (token !== null && /\s/.test(token)) problem("DISCORD_TOKEN contains whitespace; paste the token alone.");

  const applicationId = snowflake(env, "DISCORD_APPLICATION_ID", true, problem);
  const guildId = snowflake(env, "DISCORD_GUILD_ID", false, problem);
  const apiUrl = url(env, "DISCORD_API_URL", problem);
  const logLevel = choice(env, "LOG_LEVEL", LOG_LEVELS, "info", problem);
  const readMessages = flag(env, "READ_MESSAGES", false, problem);
  const databasePath = value(env, "DATABASE_PATH") ?? DEFAULT_DATABASE_PATH;
  const purgeDays = days(env, "PURGE_AFTER_DAYS", DEFAULT_PURGE_DAYS, problem);
  const shards = shardCount(env, problem);
  const shardsPerHost = whole(env, "SHARDS_PER_HOST", 1, 9999, null, problem);
  const shardLeaseMs = whole(env, "SHARD_LEASE_MS", 1000, 3_600_000, DEFAULT_LEASE_MS, problem);
  const activity = activityConfig(env, problem);

  if (errors.length > 0 || token === null || applicationId === null || logLevel === null || readMessages === null || purgeDays === null || shards === null || shardLeaseMs === null || activity === undefined) {
    return { ok: false, errors };
  }
  return { ok: true, config: { token, applicationId, guildId, apiUrl, databasePath, logLevel, readMessages, purgeDays, shards, shardsPerHost, shardLeaseMs, activity } };
}

/** null: no live play; undefined: a problem was reported. */
function activityConfig(env: Env, problem: (m: string) => null): ActivityConfig | null | undefined {
  const port = whole(env, "ACTIVITY_PORT", 1, 65535, null, problem);
  if (port === null) return value(env, "ACTIVITY_PORT") === undefined ? null : undefined;
  const host = value(env, "ACTIVITY_HOST") ?? "127.0.0.1";
  const clientSecret = value(env, "DISCORD_CLIENT_SECRET");
  if (clientSecret === undefined) {
    problem("DISCORD_CLIENT_SECRET is missing: live play (ACTIVITY_PORT) needs the OAuth2 client secret (Developer Portal → OAuth2 → Client Secret).");
    return undefined;
  }
  if (/\s/u.test(clientSecret)) return void problem("DISCORD_CLIENT_SECRET contains whitespace; paste the secret alone.");
  const relayUrl = url(env, "ACTIVITY_RELAY_URL", problem);
  if (relayUrl === null && value(env, "ACTIVITY_RELAY_URL") !== undefined) return undefined;
  return { port, host, clientSecret, relayUrl };
}

function snowflake(env: Env, name: string, required: boolean, problem: (m: string) => null): string | null {
  const raw = value(env, name);
  if (raw === undefined) return required ? problem(`${name} is missing: the application id (General Information → Application ID).`) : null;
  return SNOWFLAKE.test(raw) ? raw : problem(`${name} must be a Discord id (17 to 20 digits).`);
}

function shardCount(env: Env, problem: (m: string) => null): number | "auto" | null {
  // In a shard's own process discord.js's manager sets SHARDS to that shard's id: not ours to read.
  if (value(env, "SHARDING_MANAGER") !== undefined) return "auto";
  const raw = value(env, "SHARDS")?.toLowerCase() ?? "auto";
  if (raw === "auto") return "auto";
  return /^\d{1,4}$/u.test(raw) && Number(raw) >= 1 ? Number(raw) : problem(`SHARDS must be auto or a whole number from 1, not "${raw.slice(0, 12)}".`);
}

/** A whole number from `min` to `max`, or `fallback` when unset. */
function whole<F extends number | null>(env: Env, name: string, min: number, max: number, fallback: F, problem: (m: string) => null): number | F | null {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  return /^\d{1,9}$/u.test(raw) && Number(raw) >= min && Number(raw) <= max ? Number(raw) : problem(`${name} must be a whole number from ${min} to ${max}, not "${raw.slice(0, 12)}".`);
}

function url(env: Env, name: string, problem: (m: string) => null): string | null {
  const raw = value(env, name);
  if (raw === undefined) return null;
  const parsed = URL.canParse(raw) ? new URL(raw) : null;
  if (parsed === null || !["http:", "https:"].includes(parsed.protocol)) {
    return problem(`${name} must be an http(s) URL such as http://127.0.0.1:8080/api.`);
  }
  return raw.replace(/\/+$/, "");
}

function choice<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T, problem: (m: string) => null): T | null {
  const raw = value(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  return (allowed as readonly string[]).includes(raw) ? (raw as T) : problem(`${name} must be one of ${allowed.join(", ")}, not "${raw}".`);
}

function days(env: Env, name: string, fallback: number, problem: (m: string) => null): number | null {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  return /^\d{1,4}$/u.test(raw) && Number(raw) >= 1 ? Number(raw) : problem(`${name} must be a whole number of days from 1 to 9999.`);
}

function flag(env: Env, name: string, fallback: boolean, problem: (m: string) => null): boolean | null {
  const raw = value(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (TRUE_WORDS.includes(raw)) return true;
  if (FALSE_WORDS.includes(raw)) return false;
  return problem(`${name} must be true or false, not "${raw}".`);
}

/** What deploy-commands needs: fewer variables than running the bot. */
export interface DeployConfig {
  readonly token: string;
  readonly applicationId: string;
  readonly guildId?: string | null;
  readonly apiUrl?: string | null;
}
