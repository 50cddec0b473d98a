// A handler lends its interaction's reply to the announcer while it calls the engine, so a
// board or result appears as the answer to the command or button that caused it (and even in
// channels where the bot may not send messages). Whatever the engine announces later, or
// outside such a call, goes to the channel as a message of its own.

import type { Message } from "discord.js";
import type { OutgoingMessage } from "./render/message.ts";

export type Post = (message: OutgoingMessage) => Promise<Message>;

export class LentReplies {
  private readonly lent = new Map<string, Post>();

  /**
   * Runs `work` with `post` lent for the channel; `used` tells whether the announcer took it.
   * A second lend for the same channel while one is out lends nothing.
   */
  async lend<T>(channelId: string, post: Post, work: () => Promise<T>): Promise<{ readonly value: T; readonly used: boolean }> {
    if (this.lent.has(channelId)) return { value: await work(), used: false };
    let used = false;
    const mine: Post = (message) => ((used = true), post(message));
    this.lent.set(channelId, mine);
    try {
      return { value: await work(), used };
    } finally {
      // Once taken, the channel may have been lent again (a button pressed while this call's
      // store work still ran): that reply is the other call's to keep.
      if (this.lent.get(channelId) === mine) this.lent.delete(channelId);
    }
  }

  /** The lent reply for the channel, at most once. */
  take(channelId: string): Post | undefined {
    const post = this.lent.get(channelId);
    this.lent.delete(channelId);
    return post;
  }
}
