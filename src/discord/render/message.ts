// A message as the renderers build it: fits channel.send, message edits and interaction
// replies alike. Mentions never ping: player names are shown, not summoned.

import type { ActionRowBuilder, APIEmbed, AttachmentBuilder, ButtonBuilder, ContainerBuilder, MessageFlags, MessageMentionOptions } from "discord.js";

export interface OutgoingMessage {
  readonly content?: string;
  readonly embeds?: APIEmbed[];
  /** Action rows; or, laid out with Components V2, a container (and rows after it). */
  readonly components: (ActionRowBuilder<ButtonBuilder> | ContainerBuilder)[];
  readonly files: AttachmentBuilder[];
  readonly allowedMentions: MessageMentionOptions;
  /** Set for Components V2 layouts, which carry no content or embeds. */
  readonly flags?: MessageFlags.IsComponentsV2;
}

export const NO_PINGS: MessageMentionOptions = { parse: [] };

export function outgoing(parts: Partial<Omit<OutgoingMessage, "allowedMentions">>): OutgoingMessage {
  return { embeds: [], components: [], files: [], ...parts, allowedMentions: NO_PINGS };
}

/** For edits: the new files replace the old attachments instead of joining them. */
export function asEdit(message: OutgoingMessage): OutgoingMessage & { attachments: [] } {
  return { ...message, attachments: [] };
}
