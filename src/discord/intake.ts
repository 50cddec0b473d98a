// Chat messages as answers: races always, other games in open mode (the engine decides and
// marks talk that is not an answer as ignored). The bot reacts ✅ for what counted and ❌
// for what did not; it never answers bots, webhooks or itself.

import type { Message } from "discord.js";
import type { BotContext } from "./context.ts";
import { describeError } from "./errors.ts";
import { playerOf } from "./players.ts";

export type Intake = (message: Message) => Promise<void>;

export function createIntake(ctx: BotContext): Intake {
  const react = async (message: Message, emoji: string): Promise<void> => {
    try {
      await message.react(emoji);
    } catch (error) {
      ctx.logger.warn({ messageId: message.id, channelId: message.channelId, error: describeError(error) }, "could not react to an answer");
    }
  };

  return async (message) => {
    if (message.author.bot || message.webhookId !== null || !message.inGuild() || message.content.trim() === "") return;
    // Straight into the channel's turn, with no read before it: a read's time varies (a
    // PostgreSQL pool), and a message must not overtake the one sent before it.
    const answered = await ctx.engine.answer({ channelId: message.channelId, player: playerOf(message), text: message.content, via: "chat" });
    if (!answered.ok) {
      if (!answered.ignored) await react(message, "❌");
      return;
    }
    const verdicts = answered.value.verdicts.map((j) => j.verdict.ok);
    if (verdicts.includes(true)) await react(message, "✅");
    if (verdicts.includes(false)) await react(message, "❌");
  };
}
