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
  guild: FakeGuild;
  channelId: string;
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

  /** The latest interaction the bot answered with this modal for this user. */
  shownModal(userId: string, customId: string): InteractionRecord | undefined {
    return [...this.byId.values()].reverse().find((r) => r.user.id === userId && r.modal?.custom_id === customId);
  }
}

/** The INTERACTION_CREATE body; every field here was needed by discord.js 14.28 to fire the event. */
export function interactionPayload(world: World, record: InteractionRecord, data: Payload): Payload {
  const { guild, user } = record;
  const channel = world.channel(record.channelId);
  if (!channel) throw new Error(`fake Discord: no channel ${record.channelId}`);
  const permissions = String(world.permissions(guild, user.id));
  return {
    id: record.id,
    token: record.token,
    type: record.type,
    data,
    application_id: world.applicationId,
    version: 1,
    guild_id: guild.id,
    channel_id: channel.id,
    channel: { ...channel, permissions },
    member: { ...world.member(guild, user.id), permissions },
    app_permissions: String(world.permissions(guild, world.bot.id)),
    locale: "en-US",
    guild_locale: "en-US",
    entitlements: [],
    authorizing_integration_owners: { "0": guild.id },
    context: 0,
    attachment_size_limit: 10 * 1024 * 1024,
    ...(record.message ? { message: record.message } : {}),
  };
}
