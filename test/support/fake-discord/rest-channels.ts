// Channel routes: the bot posts, edits, fetches and deletes messages, adds reactions and
// adds members to threads.

import { ApiError, type RestContext, type Route } from "./rest-router.ts";
import type { FakeChannel, FakeThread, SentBody, StoredMessage } from "./types.ts";

const DEFAULT_PAGE = 50;

/** How long Discord remembers a nonce for enforce_nonce ("the past few minutes"). */
const NONCE_MEMORY_MS = 5 * 60_000;

export function channelRoutes(ctx: RestContext): Route[] {
  const { world, messages } = ctx;
  const byNonce = new Map<string, { message: StoredMessage; at: number }>();

  /** The bot's earlier message with this nonce in the channel, if enforce_nonce asks for it. */
  const sentBefore = (channelId: string, sent: SentBody): StoredMessage | undefined => {
    if (sent.nonce === undefined || sent.enforce_nonce !== true) return undefined;
    const seen = byNonce.get(`${channelId}/${String(sent.nonce)}`);
    return seen && Date.now() - seen.at < NONCE_MEMORY_MS ? seen.message : undefined;
  };

  const channelWith = (id: string): FakeChannel | FakeThread => {
    const channel = world.channel(id);
    if (!channel) throw new ApiError(404, 10003, "Unknown Channel");
    return channel;
  };

  const messageIn = (channelId: string, id: string): StoredMessage => {
    channelWith(channelId);
    const message = messages.get(id);
    if (!message || message.channel_id !== channelId) throw new ApiError(404, 10008, "Unknown Message");
    return message;
  };

  const botMember = (guildId: string) => {
    const guild = world.guild(guildId);
    if (!guild) throw new ApiError(404, 10004, "Unknown Guild");
    const { user: _, ...member } = world.member(guild, world.bot.id);
    return member;
  };

  return [
    { method: "GET", pattern: "/channels/:channel", handle: ({ params }) => ({ body: channelWith(params.channel) }) },
    {
      // A thread without a starter message (Start Thread without Message): public, owned by the bot.
      method: "POST",
      pattern: "/channels/:channel/threads",
      handle: ({ params, sent }) => {
        const parent = channelWith(params.channel);
        if (parent.type !== 0) throw new ApiError(400, 50024, "Cannot execute action on this channel type");
        const body = sent as { name?: string; auto_archive_duration?: number };
        const thread = world.addThread(parent, String(body.name ?? "thread"), Number(body.auto_archive_duration ?? 1440));
        ctx.threadCreated(thread);
        return { body: thread };
      },
    },
    {
      // Adding a member to a thread: only checked (tests read the recorded call).
      method: "PUT",
      pattern: "/channels/:channel/thread-members/:user",
      handle: ({ params }) => {
        if (channelWith(params.channel).type !== 11) throw new ApiError(400, 50024, "Cannot execute action on this channel type");
        return { status: 204 };
      },
    },
    {
      method: "POST",
      pattern: "/channels/:channel/messages",
      handle: ({ params, sent, files }) => {
        const channel = channelWith(params.channel);
        const earlier = sentBefore(channel.id, sent);
        if (earlier) return { body: earlier };
        const message = messages.create({
          channelId: channel.id,
          guildId: channel.guild_id,
          author: world.bot,
          member: botMember(channel.guild_id),
          body: sent,
          files,
        });
        channel.last_message_id = message.id;
        if (sent.nonce !== undefined) byNonce.set(`${channel.id}/${String(sent.nonce)}`, { message, at: Date.now() });
        ctx.announce(message);
        return { body: message, message };
      },
    },
    {
      method: "GET",
      pattern: "/channels/:channel/messages",
      handle: ({ params, query }) => {
        channelWith(params.channel);
        const limit = Number(query.limit ?? DEFAULT_PAGE);
        return { body: messages.inChannel(params.channel).reverse().slice(0, limit) }; // newest first
      },
    },
    {
      method: "GET",
      pattern: "/channels/:channel/messages/:message",
      handle: ({ params }) => {
        const message = messageIn(params.channel, params.message);
        return { body: message, message };
      },
    },
    {
      method: "PATCH",
      pattern: "/channels/:channel/messages/:message",
      handle: ({ params, sent, files }) => {
        const message = messageIn(params.channel, params.message);
        if (message.author.id !== world.bot.id) {
          throw new ApiError(403, 50005, "Cannot edit a message authored by another user");
        }
        messages.edit(message, sent, files);
        return { body: message, message };
      },
    },
    {
      method: "DELETE",
      pattern: "/channels/:channel/messages/:message",
      handle: ({ params }) => {
        messages.delete(messageIn(params.channel, params.message).id);
        return { status: 204 };
      },
    },
    {
      method: "PUT",
      pattern: "/channels/:channel/messages/:message/reactions/:emoji/@me",
      handle: ({ params }) => {
        const message = messageIn(params.channel, params.message);
        messages.react(message, params.emoji, true);
        return { status: 204, message };
      },
    },
    {
      method: "DELETE",
      pattern: "/channels/:channel/messages/:message/reactions/:emoji/@me",
      handle: ({ params }) => {
        const message = messageIn(params.channel, params.message);
        messages.react(message, params.emoji, false);
        return { status: 204, message };
      },
    },
    {
      method: "POST",
      pattern: "/channels/:channel/typing",
      handle: ({ params }) => {
        channelWith(params.channel);
        return { status: 204 };
      },
    },
  ];
}
