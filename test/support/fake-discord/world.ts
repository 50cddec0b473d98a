// The fake's servers, channels, users and members, and the wire objects built from them.

import {
  ADMIN_PERMISSIONS,
  ALL_PERMISSIONS,
  BOT_PERMISSIONS,
  EVERYONE_PERMISSIONS,
  Permission,
} from "./permissions.ts";
import { Activities } from "./activities.ts";
import { snowflakeAt } from "./snowflakes.ts";
import type { FakeChannel, FakeGuild, FakeThread, FakeMember, FakeRole, FakeUser, Payload } from "./types.ts";

export interface GuildSpec {
  name?: string;
  /** Text channel names; default general, games, bots. */
  channels?: string[];
}

const DEFAULT_CHANNELS = ["general", "games", "bots"];

export class World {
  readonly users = new Map<string, FakeUser>();
  /** Direct-message channels by user id. */
  private readonly dms = new Map<string, string>();
  readonly guilds: FakeGuild[] = [];
  readonly bot: FakeUser;
  readonly applicationId: string;
  readonly owner: FakeUser;
  /** Activity instances and the application's OAuth2 codes and tokens. */
  readonly activities: Activities;
  /** Activities switched on for the app in the Developer Portal: Entry Points and launches need it. */
  activitiesEnabled = true;
  /** Channels where Discord will not launch an Activity. */
  readonly noActivityChannels = new Set<string>();
  private readonly createdAt = Date.now();

  constructor(
    readonly nextId: () => string,
    botName: string,
    specs: GuildSpec[],
  ) {
    this.bot = this.makeUser(botName, true);
    this.applicationId = this.bot.id; // as for every bot made in the developer portal
    this.owner = this.makeUser("server-owner", false);
    this.activities = new Activities(this.applicationId, nextId);
    const guildSpecs = specs.length > 0 ? specs : [{}];
    guildSpecs.forEach((spec, i) => this.guilds.push(this.makeGuild(spec, i)));
  }

  /** A new human user, a member of every guild. */
  addUser(name: string): FakeUser {
    const user = this.makeUser(name, false);
    for (const guild of this.guilds) guild.members.set(user.id, this.makeMember(user, []));
    return user;
  }

  /** Give or take the admin role (Manage Guild) in a guild. */
  setAdmin(userId: string, admin: boolean, guild: FakeGuild): void {
    const member = this.member(guild, userId);
    const others = member.roles.filter((id) => id !== guild.adminRole.id);
    member.roles = admin ? [...others, guild.adminRole.id] : others;
  }

  /** The direct-message channel between a user and the bot (made on first use). */
  dmChannel(userId: string): string {
    let id = this.dms.get(userId);
    if (id === undefined) this.dms.set(userId, (id = this.nextId()));
    return id;
  }

  /** The user whose direct messages with the bot go through this channel, if it is one. */
  dmOwner(channelId: string): FakeUser | undefined {
    const entry = [...this.dms].find(([, id]) => id === channelId);
    return entry && this.user(entry[0]);
  }

  /** A user opens the Activity in a channel (or a DM's): the channel's instance, made if none runs. */
  startActivity(userId: string, channelId: string): { instanceId: string } {
    const channel = this.channel(channelId);
    if (!channel && !this.dmOwner(channelId)) throw new Error(`fake Discord: no channel ${channelId}`);
    return { instanceId: this.activities.start(this.user(userId).id, channelId, channel?.guild_id ?? null).instance_id };
  }

  /** Another user joins a running instance. */
  joinActivity(userId: string, instanceId: string): void {
    this.activities.join(this.user(userId).id, instanceId);
  }

  /** The code the SDK's authorize() gives the Activity's page for this user. */
  authorizeActivity(userId: string): string {
    return this.activities.authorize(this.user(userId).id);
  }

  user(id: string): FakeUser {
    const user = this.users.get(id);
    if (!user) throw new Error(`fake Discord: no user ${id}`);
    return user;
  }

  guild(id: string): FakeGuild | undefined {
    return this.guilds.find((g) => g.id === id);
  }

  channel(id: string): FakeChannel | FakeThread | undefined {
    for (const guild of this.guilds) {
      const channel = guild.channels.find((c) => c.id === id) ?? guild.threads.find((t) => t.id === id);
      if (channel) return channel;
    }
    return undefined;
  }

  /** A public thread under `parent`, started by the bot. */
  addThread(parent: FakeChannel, name: string, autoArchiveMinutes: number): FakeThread {
    const guild = this.guild(parent.guild_id);
    if (!guild) throw new Error(`fake Discord: no guild ${parent.guild_id}`);
    const thread: FakeThread = {
      ...this.makeChannel(guild.id, name, 0),
      type: 11,
      parent_id: parent.id,
      owner_id: this.bot.id,
      thread_metadata: { archived: false, auto_archive_duration: autoArchiveMinutes, archive_timestamp: new Date().toISOString(), locked: false },
      member_count: 1,
      message_count: 0,
    };
    guild.threads.push(thread);
    return thread;
  }

  member(guild: FakeGuild, userId: string): FakeMember {
    const member = guild.members.get(userId);
    if (!member) throw new Error(`fake Discord: user ${userId} is not in guild ${guild.name}`);
    return member;
  }

  /** A member's guild-wide permissions as Discord computes them (no channel overwrites here). */
  permissions(guild: FakeGuild, userId: string): bigint {
    if (userId === guild.ownerId) return ALL_PERMISSIONS;
    const roles = [guild.everyone, guild.adminRole, guild.botRole];
    const held = this.member(guild, userId).roles;
    const bits = roles
      .filter((role) => role === guild.everyone || held.includes(role.id))
      .reduce((acc, role) => acc | BigInt(role.permissions), 0n);
    return bits & Permission.Administrator ? ALL_PERMISSIONS : bits;
  }

  /** The guild as GUILD_CREATE carries it. */
  guildCreatePayload(guild: FakeGuild): Payload {
    return {
      ...this.guildPayload(guild),
      joined_at: new Date().toISOString(),
      large: false,
      unavailable: false,
      member_count: guild.members.size,
      channels: guild.channels,
      members: [...guild.members.values()],
      threads: guild.threads,
      presences: [],
      voice_states: [],
      stage_instances: [],
      guild_scheduled_events: [],
      soundboard_sounds: [],
    };
  }

  /** The guild as GET /guilds/{id} returns it. */
  guildPayload(guild: FakeGuild): Payload {
    return {
      id: guild.id,
      name: guild.name,
      icon: null,
      owner_id: guild.ownerId,
      roles: [guild.everyone, guild.adminRole, guild.botRole],
      emojis: [],
      stickers: [],
      features: [],
      preferred_locale: "en-US",
      verification_level: 0,
      default_message_notifications: 0,
      explicit_content_filter: 0,
      mfa_level: 0,
      nsfw_level: 0,
      premium_tier: 0,
      system_channel_id: guild.channels[0]?.id ?? null,
    };
  }

  private makeUser(name: string, bot: boolean): FakeUser {
    const user: FakeUser = { id: this.nextId(), username: name, global_name: bot ? null : name, discriminator: "0", avatar: null, bot };
    this.users.set(user.id, user);
    return user;
  }

  private makeGuild(spec: GuildSpec, index: number): FakeGuild {
    // One millisecond apart, in the past, so (id >> 22) % shards spreads guilds over shards
    // and never meets an id from nextId.
    const id = snowflakeAt(this.createdAt - 1 - index);
    const guild: FakeGuild = {
      id,
      name: spec.name ?? (index === 0 ? "Lexicord Test" : `Lexicord Test ${index + 1}`),
      ownerId: this.owner.id,
      everyone: this.makeRole(id, "@everyone", EVERYONE_PERMISSIONS, 0), // @everyone's id is the guild's
      adminRole: this.makeRole(this.nextId(), "Admin", ADMIN_PERMISSIONS, 2),
      botRole: this.makeRole(this.nextId(), this.bot.username, BOT_PERMISSIONS, 1),
      channels: [],
      threads: [],
      members: new Map(),
    };
    guild.channels = (spec.channels ?? DEFAULT_CHANNELS).map((name, position) => this.makeChannel(id, name, position));
    guild.members.set(this.bot.id, this.makeMember(this.bot, [guild.botRole.id]));
    guild.members.set(this.owner.id, this.makeMember(this.owner, []));
    for (const user of this.users.values()) {
      if (!guild.members.has(user.id)) guild.members.set(user.id, this.makeMember(user, []));
    }
    return guild;
  }

  private makeRole(id: string, name: string, permissions: bigint, position: number): FakeRole {
    return { id, name, permissions: String(permissions), position, color: 0, hoist: false, managed: false, mentionable: false, flags: 0 };
  }

  private makeChannel(guildId: string, name: string, position: number): FakeChannel {
    return {
      id: this.nextId(),
      type: 0,
      name,
      guild_id: guildId,
      position,
      permission_overwrites: [],
      parent_id: null,
      topic: null,
      nsfw: false,
      rate_limit_per_user: 0,
      last_message_id: null,
    };
  }

  private makeMember(user: FakeUser, roles: string[]): FakeMember {
    return { user, roles, joined_at: new Date().toISOString(), nick: null, deaf: false, mute: false, flags: 0, pending: false };
  }
}
