// Interactions the fake sent to the bot, what the bot answered, and the INTERACTION_CREATE
// payload itself.

import type { FakeGuild, FakeUser, Payload, SentBody, StoredMessage } from "./types.ts";
import type { World } from "./world.ts";

export const InteractionType = { Command: 2, Component: 3, Autocomplete: 4, ModalSubmit: 5 } as const;

export interface InteractionRecord {
  id: string;
  token: string;
  type: number;
  user: FakeUser;
  /** The guild the interaction came from; for one in a DM, the first guild, whose shard the
   *  event goes to (as Discord sends DMs to shard 0). */
  guild: FakeGuild;
  channelId: string;
  /** Sent from a user's DM with the bot (a user-installed command): no guild, no member. */
  inDm: boolean;
  /** The message a clicked component sits on. */
  message?: StoredMessage;
  acknowledged: boolean;
  /** When the fake sent the interaction, and when the bot acknowledged it (performance.now()). */
  sentAt: number;
  acknowledgedAt?: number;
  /** The message "@original" stands for once the bot has answered. */
  originalId?: string;
  /** The modal the bot showed in answer (callback type 9). */
  modal?: SentBody;
  /** The Activity instance the bot launched for the user in answer (callback type 12). */
  launched?: string;
}

export class InteractionLog {
  private readonly byId = new Map<string, InteractionRecord>();
  private readonly byToken = new Map<string, InteractionRecord>();

  add(record: InteractionRecord): void {
    this.byId.set(record.id, record);
    this.byToken.set(record.token, record);
  }

  get(id: string): InteractionRecord | undefined {
    return this.byId.get(id);
  }

  withToken(token: string): InteractionRecord | undefined {
    return this.byToken.get(token);
  }

  /** Every Activity the bot launched, oldest first: for whom, where, which instance. */
  launches(): { userId: string; channelId: string; instanceId: string }[] {
    return [...this.byId.values()].flatMap((r) => (r.launched === undefined ? [] : [{ userId: r.user.id, channelId: r.channelId, instanceId: r.launched }]));
  }

  /** The latest interaction the bot answered with this modal for this user. */
  shownModal(userId: string, customId: string): InteractionRecord | undefined {
    return [...this.byId.values()].reverse().find((r) => r.user.id === userId && r.modal?.custom_id === customId);
  }
}

/** The INTERACTION_CREATE body; every field here was needed by discord.js 14.28 to fire the event. */
export function interactionPayload(world: World, record: InteractionRecord, data: Payload): Payload {
  return {
    id: record.id,
    token: record.token,
    type: record.type,
    data,
    application_id: world.applicationId,
    version: 1,
    channel_id: record.channelId,
    locale: "en-US",
    entitlements: [],
    attachment_size_limit: 10 * 1024 * 1024,
    ...(record.inDm ? inDm(record) : inGuild(world, record)),
    ...(record.message ? { message: record.message } : {}),
  };
}

/** Where a server member used the bot's guild install. */
function inGuild(world: World, { guild, user, channelId }: InteractionRecord): Payload {
  const channel = world.channel(channelId);
  if (!channel) throw new Error(`fake Discord: no channel ${channelId}`);
  const permissions = String(world.permissions(guild, user.id));
  return {
    guild_id: guild.id,
    channel: { ...channel, permissions },
    member: { ...world.member(guild, user.id), permissions },
    app_permissions: String(world.permissions(guild, world.bot.id)),
    guild_locale: "en-US",
    authorizing_integration_owners: { "0": guild.id },
    context: 0,
  };
}

/** In the user's DM with the bot, through the user's own install of the app. */
function inDm({ user, channelId }: InteractionRecord): Payload {
  return {
    channel: { id: channelId, type: DM_CHANNEL, recipients: [user], last_message_id: null, flags: 0 },
    user,
    app_permissions: String(DM_APP_PERMISSIONS),
    authorizing_integration_owners: { [USER_INSTALL]: user.id },
    context: BOT_DM,
  };
}

const DM_CHANNEL = 1;
const USER_INSTALL = "1";
const BOT_DM = 1;
/** What an app may do in a DM it was invoked in: view, send, embed, attach, read history. */
const DM_APP_PERMISSIONS = (1n << 10n) | (1n << 11n) | (1n << 14n) | (1n << 15n) | (1n << 16n);
