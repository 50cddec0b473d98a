// A message as the renderers build it: fits channel.send, message edits and interaction
// replies alike. Mentions never ping: player names are shown, not summoned.

import type { ActionRowBuilder, APIEmbed, AttachmentBuilder, ButtonBuilder, MessageMentionOptions } from "discord.js";

export interface OutgoingMessage {
  readonly content?: string;
  readonly embeds: APIEmbed[];
  readonly components: ActionRowBuilder<ButtonBuilder>[];
  readonly files: AttachmentBuilder[];
  readonly allowedMentions: MessageMentionOptions;
}

export const NO_PINGS: MessageMentionOptions = { parse: [] };

export function outgoing(parts: Partial<Omit<OutgoingMessage, "allowedMentions">>): OutgoingMessage {
  return { embeds: [], components: [], files: [], ...parts, allowedMentions: NO_PINGS };
}

/** For edits: the new files replace the old attachments instead of joining them. */
export function asEdit(message: OutgoingMessage): OutgoingMessage & { attachments: [] } {
  return { ...message, attachments: [] };
}
