// Answers through interactions: `/guess` and the Submit modal. The verdict comes back
// privately at once; a race won this way is announced by the engine.

import { type ChatInputCommandInteraction, type ModalSubmitInteraction } from "discord.js";
import type { BotContext } from "./context.ts";
import { tellPrivately } from "./errors.ts";
import { playerOf } from "./players.ts";
import { cutText } from "../cut-text.ts";
import { LIMITS } from "./render/limits.ts";
import { plainText } from "./render/plain-text.ts";
import { inDiscordWords } from "./refusals.ts";

/** Sends `text` as the user's answer in this channel's round; `roundId` pins a modal to its round. */
export async function answerPrivately(
  interaction: ChatInputCommandInteraction | ModalSubmitInteraction,
  ctx: BotContext,
  text: string,
  roundId: number | null = null,
): Promise<void> {
  const channelId = interaction.channelId;
  if (channelId === null) return tellPrivately(interaction, "Answers go in the channel of the round.", ctx.logger);
  // Answered in the callback itself, not deferred and edited: the engine judges and stores at
  // once (a second at worst, with the database locked), and an edit would count against the
  // 50-a-second REST limit that interaction callbacks are free of. A modal is pinned to the
  // round it was opened for; a /guess answers the round running now.
  const answered = await ctx.engine.answer({ channelId, player: playerOf(interaction), text, via: "command", ...(roundId === null ? {} : { roundId }) });
  // The receipt echoes the answer as sent: shown as typed, never as markdown.
  const reply = answered.ok ? plainText(answered.value.message) : (inDiscordWords(answered.error) ?? plainText(answered.error));
  await tellPrivately(interaction, cutText(reply, LIMITS.message), ctx.logger);
}
