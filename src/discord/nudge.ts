// A streak reminder for a player who opted in (/daily remind:true): a private follow-up to
// whatever they just did with the bot in the last hours of their day, never a public ping.
// Best effort: a nudge that cannot be sent is only logged.

import { MessageFlags, type Interaction } from "discord.js";
import { GAME_NAMES } from "../games/catalogue.ts";
import { timeLeft } from "../games/daily/reminder.ts";
import type { BotContext } from "./context.ts";
import { describeError, interactionContext } from "./errors.ts";

/** `at`: when the interaction arrived, which decides whether the day is nearly over. */
export async function nudgeIfDue(interaction: Interaction, ctx: BotContext, at: number): Promise<void> {
  if (!interaction.isRepliable() || !(interaction.replied || interaction.deferred)) return;
  try {
    const due = await ctx.daily.reminderDue(interaction.user.id, at);
    if (due === null) return;
    const content = `⏰ Your ${due.streak}-day ${GAME_NAMES[due.game]} streak ends in ${timeLeft(due.minutesLeft)}: \`/daily\` keeps it going.`;
    await interaction.followUp({ content, flags: MessageFlags.Ephemeral });
  } catch (error) {
    ctx.logger.warn({ ...interactionContext(interaction), error: describeError(error) }, "could not send a streak reminder");
  }
}
