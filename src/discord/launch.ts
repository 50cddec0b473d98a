// Opening live play: the Play live button and the Entry Point answer with LAUNCH_ACTIVITY, and
// Discord opens the Activity for the presser. Discord may refuse (Activities not switched on for
// the app, a channel that cannot host one): the presser hears why, privately, and the log keeps it.

import { DiscordAPIError, type ButtonInteraction, type PrimaryEntryPointCommandInteraction } from "discord.js";
import type { BotContext } from "./context.ts";
import { describeError, discordCode, interactionContext, PAST_ANSWERING, tellPrivately } from "./errors.ts";

export const LIVE_OFF = "Live play isn't switched on for this bot: play with `/guess` or the **Submit words** button.";
export const LAUNCH_REFUSED =
  "Discord wouldn't open live play here: the app may not have Activities switched on, or this channel can't host one. Play with `/guess` or the **Submit words** button.";

export async function launchLive(interaction: ButtonInteraction | PrimaryEntryPointCommandInteraction, ctx: BotContext): Promise<void> {
  if (!ctx.livePlay) return tellPrivately(interaction, LIVE_OFF, ctx.logger);
  try {
    await interaction.launchActivity();
  } catch (error) {
    if (!refused(error)) throw error;
    ctx.logger.warn({ ...interactionContext(interaction), error: describeError(error) }, "Discord refused to launch the Activity");
    await tellPrivately(interaction, LAUNCH_REFUSED, ctx.logger);
  }
}

/** Discord said no to this launch (a 4xx), rather than to the interaction being answered at all. */
function refused(error: unknown): boolean {
  const clientError = error instanceof DiscordAPIError && error.status >= 400 && error.status < 500 && error.status !== 429;
  return clientError && !PAST_ANSWERING.includes(discordCode(error) ?? -1);
}
