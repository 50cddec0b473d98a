// Every message in the fake, by id and in channel order. Ephemeral messages (flag 64) are kept
// by id only: they never appear in a channel's history.

import { checkLayout, COMPONENTS_V2, textOf } from "./components-v2.ts";
import type { Component, FakeMember, FakeUser, RecordedFile, SentBody, StoredAttachment, StoredMessage } from "./types.ts";

export const EPHEMERAL = 64;
export const LOADING = 128;
const REPLY = 19;
const SUPPRESS_EMBEDS = 4;

export interface MessageDraft {
  channelId: string;
  /** Undefined in a direct message. */
  guildId: string | undefined;
  author: FakeUser;
  member?: Omit<FakeMember, "user">;
  body: SentBody;
  files: RecordedFile[];
  /** Extra flags the situation adds (e.g. LOADING for a deferred reply). */
  flags?: number;
  /** Set for messages sent through an interaction's webhook. */
  applicationId?: string;
}

export class MessageStore {
  private readonly byId = new Map<string, StoredMessage>();
  private readonly history = new Map<string, string[]>();

  constructor(
    private readonly nextId: () => string,
    private readonly baseUrl: () => string,
    private readonly findUser: (id: string) => FakeUser | undefined,
  ) {}

  get(id: string): StoredMessage | undefined {
    return this.byId.get(id);
  }

  /** A channel's visible messages, oldest first. */
  inChannel(channelId: string): StoredMessage[] {
    return (this.history.get(channelId) ?? []).flatMap((id) => this.byId.get(id) ?? []);
  }

  create(draft: MessageDraft): StoredMessage {
    const { body } = draft;
    const reference = body.message_reference;
    const message: StoredMessage = {
      id: this.nextId(),
      channel_id: draft.channelId,
      ...(draft.guildId === undefined ? {} : { guild_id: draft.guildId }),
      author: draft.author,
      ...(draft.member ? { member: draft.member } : {}),
      content: body.content ?? "",
      timestamp: new Date().toISOString(),
      edited_timestamp: null,
      tts: false,
      mention_everyone: false,
      mentions: this.mentionsIn(body, body.content ?? "", body.components ?? []),
      mention_roles: [],
      attachments: this.attach(draft.files),
      embeds: body.embeds ?? [],
      components: body.components ?? [],
      reactions: [],
      pinned: false,
      type: reference ? REPLY : 0,
      flags: (body.flags ?? 0) | (draft.flags ?? 0),
      ...(draft.applicationId ? { webhook_id: draft.applicationId, application_id: draft.applicationId } : {}),
      ...(reference
        ? { message_reference: { message_id: reference.message_id, channel_id: draft.channelId, ...(draft.guildId === undefined ? {} : { guild_id: draft.guildId }) } }
        : {}),
    };
    checkLayout(message, null);
    this.byId.set(message.id, message);
    if (!(message.flags & EPHEMERAL)) {
      const ids = this.history.get(message.channel_id) ?? [];
      this.history.set(message.channel_id, [...ids, message.id]);
    }
    return message;
  }

  /** Apply an edit: only the fields the body carries change, as on Discord; an edit that
   *  breaks the layout rules changes nothing. */
  edit(message: StoredMessage, body: SentBody, files: RecordedFile[]): StoredMessage {
    const next: StoredMessage = { ...message };
    if (body.content !== undefined) next.content = body.content ?? "";
    if (body.embeds !== undefined) next.embeds = body.embeds ?? [];
    if (body.components !== undefined) next.components = body.components ?? [];
    if (body.content !== undefined || body.components !== undefined) next.mentions = this.mentionsIn(body, next.content, next.components);
    if (body.attachments !== undefined || files.length > 0) {
      const kept = body.attachments
        ? message.attachments.filter((a) => body.attachments?.some((k) => String(k.id) === a.id))
        : message.attachments;
      next.attachments = [...kept, ...this.attach(files)];
    }
    // Of the flags, an edit may set only Components V2 (and suppress embeds).
    if (body.flags !== undefined) next.flags = (message.flags & ~(COMPONENTS_V2 | SUPPRESS_EMBEDS)) | (body.flags & (COMPONENTS_V2 | SUPPRESS_EMBEDS));
    next.flags &= ~LOADING; // an edit ends a deferred reply's "thinking..."
    next.edited_timestamp = new Date().toISOString();
    checkLayout(next, message.flags);
    return Object.assign(message, next);
  }

  delete(id: string): void {
    const message = this.byId.get(id);
    if (!message) return;
    this.byId.delete(id);
    const ids = this.history.get(message.channel_id) ?? [];
    this.history.set(message.channel_id, ids.filter((m) => m !== id));
  }

  /** Add or remove the bot's reaction. */
  react(message: StoredMessage, emoji: string, add: boolean): void {
    const existing = message.reactions.find((r) => r.emoji.name === emoji);
    if (add && !existing) message.reactions.push({ emoji: { id: null, name: emoji }, count: 1, me: true });
    if (!add && existing) message.reactions = message.reactions.filter((r) => r !== existing);
  }

  private attach(files: RecordedFile[]): StoredAttachment[] {
    return files.map((file) => {
      const id = this.nextId();
      const url = `${this.baseUrl()}/attachments/${id}/${encodeURIComponent(file.name)}`;
      return {
        id,
        filename: file.name,
        size: file.size,
        content_type: file.contentType,
        ...(file.description !== undefined ? { description: file.description } : {}),
        url,
        proxy_url: url,
      };
    });
  }

  /** The users a message pings: those named in its text that allowed_mentions lets through. */
  private mentionsIn(body: SentBody, content: string, components: Component[]): FakeUser[] {
    const text = `${content}\n${textOf({ components })}`;
    const ids = [...text.matchAll(/<@!?(\d+)>/g)].map((m) => m[1] ?? "");
    const allowed = body.allowed_mentions as { parse?: string[]; users?: string[] } | undefined;
    const pings = (id: string) => allowed === undefined || allowed.parse?.includes("users") === true || allowed.users?.includes(id) === true;
    return [...new Set(ids)].filter(pings).flatMap((id) => this.findUser(id) ?? []);
  }
}
