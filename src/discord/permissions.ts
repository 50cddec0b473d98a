// Who may do what: Manage Server for settings and for stopping others' rounds, the guild's
// starter role and allowed channels for starting, and what the bot itself needs in a channel.
// Discord hides /config from members without Manage Server; we check again on every use,
// because that default can be overridden per server.

import { PermissionFlagsBits, type Interaction } from "discord.js";
import type { GuildSettings } from "../games/model.ts";

export function canManageServer(interaction: Interaction): boolean {
  return interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false;
}

export function memberRoleIds(interaction: Interaction): readonly string[] {
  const roles = interaction.member?.roles;
  if (roles === undefined) return [];
  return Array.isArray(roles) ? roles : [...roles.cache.keys()];
}

/** The channel a setting refers to: a thread counts as its parent channel. */
export function settingsChannelId(interaction: Interaction): string | null {
  const channel = interaction.channel;
  if (channel?.isThread()) return channel.parentId;
  return interaction.channelId;
}

/** Why this member may not start a round here, or null when they may. */
export function startRefusal(settings: GuildSettings, interaction: Interaction): string | null {
  const channelId = settingsChannelId(interaction);
  const allowed = settings.allowedChannels;
  if (allowed.length > 0 && (channelId === null || !allowed.includes(channelId))) {
    return `Rounds can't be started here. Try ${allowed.slice(0, 5).map((id) => `<#${id}>`).join(", ")}.`;
  }
  const role = settings.starterRoleId;
  if (role !== null && !memberRoleIds(interaction).includes(role) && !canManageServer(interaction)) {
    return `Only members with the <@&${role}> role can start rounds here. Ask a server manager for it.`;
  }
  return null;
}

const NAMES: readonly (readonly [bigint, string])[] = [
  [PermissionFlagsBits.ViewChannel, "View Channel"],
  [PermissionFlagsBits.SendMessages, "Send Messages"],
  [PermissionFlagsBits.SendMessagesInThreads, "Send Messages in Threads"],
  [PermissionFlagsBits.EmbedLinks, "Embed Links"],
  [PermissionFlagsBits.AttachFiles, "Attach Files"],
  [PermissionFlagsBits.AddReactions, "Add Reactions"],
  [PermissionFlagsBits.ReadMessageHistory, "Read Message History"],
];

/** What the bot needs to run a round in this channel (reactions only when it reads chat). */
function neededForRounds(inThread: boolean, readsChat: boolean): bigint[] {
  const send = inThread ? PermissionFlagsBits.SendMessagesInThreads : PermissionFlagsBits.SendMessages;
  const base = [PermissionFlagsBits.ViewChannel, send, PermissionFlagsBits.EmbedLinks, PermissionFlagsBits.AttachFiles];
  return readsChat ? [...base, PermissionFlagsBits.AddReactions, PermissionFlagsBits.ReadMessageHistory] : base;
}

/** A sentence naming the permissions the bot lacks here for a round, or null. */
export function botPermissionProblem(interaction: Interaction, readsChat: boolean): string | null {
  const held = interaction.appPermissions;
  if (held === null) return null;
  const needed = neededForRounds(interaction.channel?.isThread() ?? false, readsChat);
  const missing = needed.filter((bit) => !held.has(bit)).map((bit) => NAMES.find(([b]) => b === bit)?.[1] ?? String(bit));
  if (missing.length === 0) return null;
  return `I can't run a round in this channel: I need ${missing.join(", ")} here. Ask a server manager to allow them.`;
}
