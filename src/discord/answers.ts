// Answers through interactions: `/guess` and the Submit modal. The verdict comes back
// privately at once; a race won this way is announced by the engine.

import { MessageFlags, type ChatInputCommandInteraction, type ModalSubmitInteraction } from "discord.js";
import type { BotContext } from "./context.ts";
import { tellPrivately } from "./errors.ts";
import { playerOf } from "./players.ts";
import { cutText, LIMITS } from "./render/limits.ts";
import { plainText } from "./render/plain-text.ts";
import { NO_ROUND, ROUND_OVER } from "./refusals.ts";

/** Sends `text` as the user's answer in this channel's round; `roundId` pins a modal to its round. */
export async function answerPrivately(
  interaction: ChatInputCommandInteraction | ModalSubmitInteraction,
  ctx: BotContext,
  text: string,
  roundId: number | null = null,
): Promise<void> {
  const channelId = interaction.channelId;
  if (channelId === null) return tellPrivately(interaction, "Answers go in the channel of the round.", ctx.logger);
  const running = ctx.engine.roundIn(channelId);
  if (roundId !== null && running?.round.id !== roundId) return tellPrivately(interaction, ROUND_OVER, ctx.logger);
  if (running === null) return tellPrivately(interaction, NO_ROUND, ctx.logger);
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  // Pinned to the round it was sent for: checked again after the acknowledgement, when it counts.
  const answered = ctx.engine.answer({ channelId, player: playerOf(interaction), text, via: "command", roundId: roundId ?? running.round.id });
  // The receipt echoes the answer as sent: shown as typed, never as markdown.
  await tellPrivately(interaction, cutText(plainText(answered.ok ? answered.value.message : answered.error), LIMITS.message), ctx.logger);
}
