// Discord vouches for each live socket: the user from the player's access token (GET /users/@me),
// the channel from the Activity instance (with the bot token), the name as the server shows it.
// Answers are remembered briefly so reconnects do not ask again; failures are not remembered.

import type { Logger } from "../games/engine/ports.ts";
import type { Identified, Identity } from "./identity.ts";
import { apiRoot, callDiscord, fieldOf, REST_TIMINGS, type Reply, type RestTimings } from "./discord-rest.ts";
import { exchangeCode } from "./token-exchange.ts";
import { remembered, TtlCache } from "./ttl-cache.ts";

export interface DiscordIdentityOptions {
  readonly applicationId: string;
  readonly botToken: string;
  readonly clientSecret: string;
  /** DISCORD_API_URL (discord.js's `api`), or null for Discord itself. */
  readonly apiUrl: string | null;
  readonly logger: Logger;
  readonly timings?: RestTimings;
  /** For the caches' lapses; default Date.now. */
  readonly now?: () => number;
}

/** An instance's users change as players join: a minute, and asked again for one not yet in it. */
const INSTANCE_MS = 60_000;
/** A token's user does not change; ten minutes covers a socket's reconnects. */
const TOKEN_USER_MS = 10 * 60_000;
/** A nickname may change; a minute. */
const NAME_MS = 60_000;
const MAX_ENTRIES = 5_000;

/** Instance ids are Discord's own opaque strings ("i-…-gc-…-…"); tokens are base64-ish runs. */
const INSTANCE_ID = /^[\w-]{1,200}$/u;
const ACCESS_TOKEN = /^[\w.~+/=-]{1,512}$/u;

export const REFUSALS = {
  localPlay: "This Lexicord plays in Discord: open the Activity from a server's channel.",
  signIn: "Discord did not accept your sign-in (it may have expired): close the Activity and open it again.",
  unknownInstance: "Discord knows no such Activity: open it again from the channel.",
  notInInstance: "You are not in this Activity: join it from the channel first.",
  notInServer: "Live play runs in a server's channel.",
} as const;

interface DiscordUser {
  readonly id: string;
  readonly name: string;
}

type Looked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

interface Instance {
  readonly users: readonly string[];
  readonly guildId: string | null;
  readonly channelId: string | null;
}

export function discordIdentity(options: DiscordIdentityOptions): Identity {
  const root = apiRoot(options.apiUrl);
  const timings = options.timings ?? REST_TIMINGS;
  const { logger } = options;
  const now = options.now ?? Date.now;
  const users = new TtlCache<Promise<Looked<DiscordUser>>>(TOKEN_USER_MS, MAX_ENTRIES, now);
  const instances = new TtlCache<Promise<Looked<Instance>>>(INSTANCE_MS, MAX_ENTRIES, now);
  const nicknames = new TtlCache<Promise<Looked<string | null>>>(NAME_MS, MAX_ENTRIES, now);
  const kept = (looked: Looked<unknown>) => looked.ok;
  const asBot = { headers: { Authorization: `Bot ${options.botToken}` } };

  /** A failure the player cannot mend (our bot token refused) is the operator's to know. */
  const botRefused = (reply: Reply, what: string): void => {
    if (reply.answered && (reply.status === 401 || reply.status === 403)) logger.error({ status: reply.status }, `Discord refused the bot token when ${what}`);
  };

  const lookUser = async (token: string): Promise<Looked<DiscordUser>> => {
    const reply = await callDiscord(`${root}/users/@me`, { headers: { Authorization: `Bearer ${token}` } }, timings);
    if (!reply.answered) return { ok: false, reason: reply.reason };
    const id = fieldOf(reply.body, "id");
    if (reply.status !== 200 || typeof id !== "string") return { ok: false, reason: REFUSALS.signIn };
    return { ok: true, value: { id, name: userName(reply.body) } };
  };

  const lookInstance = async (instanceId: string): Promise<Looked<Instance>> => {
    const reply = await callDiscord(`${root}/applications/${options.applicationId}/activity-instances/${encodeURIComponent(instanceId)}`, asBot, timings);
    if (!reply.answered) return { ok: false, reason: reply.reason };
    botRefused(reply, "looking up an Activity instance");
    if (reply.status !== 200) return { ok: false, reason: REFUSALS.unknownInstance };
    const listed = fieldOf(reply.body, "users");
    const location = fieldOf(reply.body, "location");
    const users = Array.isArray(listed) ? listed.filter((u): u is string => typeof u === "string") : [];
    return { ok: true, value: { users, guildId: textOf(fieldOf(location, "guild_id")), channelId: textOf(fieldOf(location, "channel_id")) } };
  };

  /** The instance, asked again when the player is not among its remembered users (they just joined). */
  const instanceWith = async (instanceId: string, userId: string): Promise<Looked<Instance>> => {
    const remembering = instances.get(instanceId) !== undefined;
    const looked = await remembered(instances, instanceId, () => lookInstance(instanceId), kept);
    if (!looked.ok || !remembering || looked.value.users.includes(userId)) return looked;
    instances.delete(instanceId);
    return remembered(instances, instanceId, () => lookInstance(instanceId), kept);
  };

  /** The player's nickname in the server (null: none), as /guess names them. */
  const lookNickname = async (guildId: string, userId: string): Promise<Looked<string | null>> => {
    const reply = await callDiscord(`${root}/guilds/${guildId}/members/${userId}`, asBot, timings);
    if (!reply.answered || reply.status >= 500) return { ok: false, reason: "Discord could not say the player's name" };
    return { ok: true, value: reply.status === 200 ? textOf(fieldOf(reply.body, "nick")) : null };
  };

  const identify: Identity["identify"] = async (hello): Promise<Identified> => {
    if (!("accessToken" in hello)) return { ok: false, reason: REFUSALS.localPlay };
    if (typeof hello.accessToken !== "string" || !ACCESS_TOKEN.test(hello.accessToken)) return { ok: false, reason: REFUSALS.signIn };
    if (typeof hello.instanceId !== "string" || !INSTANCE_ID.test(hello.instanceId)) return { ok: false, reason: REFUSALS.unknownInstance };
    const user = await remembered(users, hello.accessToken, () => lookUser(hello.accessToken), kept);
    if (!user.ok) return user;
    const instance = await instanceWith(hello.instanceId, user.value.id);
    if (!instance.ok) return instance;
    const { guildId, channelId } = instance.value;
    if (!instance.value.users.includes(user.value.id)) return { ok: false, reason: REFUSALS.notInInstance };
    if (guildId === null || channelId === null) return { ok: false, reason: REFUSALS.notInServer };
    // Without the nickname the player still plays, under the name Discord shows everywhere.
    const nickname = await remembered(nicknames, `${guildId}:${user.value.id}`, () => lookNickname(guildId, user.value.id), kept);
    const name = (nickname.ok ? nickname.value : null) ?? user.value.name;
    return { ok: true, player: { id: user.value.id, name }, place: { guildId, channelId } };
  };

  return {
    clientId: options.applicationId,
    identify,
    exchange: (code) => exchangeCode({ apiRoot: root, clientId: options.applicationId, clientSecret: options.clientSecret, timings, logger }, code),
  };
}

/** A non-empty string Discord sent, else null. */
const textOf = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/** The name Discord shows for a user outside a server: the display name, else the username. */
const userName = (user: unknown): string => textOf(fieldOf(user, "global_name")) ?? textOf(fieldOf(user, "username")) ?? "player";
