// /privacy's "Delete my data" button: the press is the confirmation. Only the player who
// asked may press it, and it deletes only their own data.

import type { ButtonInteraction } from "discord.js";
import { forgottenSummary } from "../games/privacy.ts";
import type { BotContext } from "./context.ts";
import type { CustomId } from "./custom-ids.ts";
import { tellPrivately } from "./errors.ts";

type Forget = Extract<CustomId, { kind: "forget" }>;

export async function pressForget(interaction: ButtonInteraction, ctx: BotContext, { userId }: Forget): Promise<void> {
  if (userId !== interaction.user.id) return tellPrivately(interaction, "Not yours: this button deletes someone else's data. Use `/privacy` yourself.", ctx.logger);
  const forgotten = await ctx.engine.housekeeping.forgetPlayer(userId);
  if (forgotten === null) return tellPrivately(interaction, "Something went wrong: nothing was deleted. Please try again.", ctx.logger);
  await interaction.update({ content: forgottenSummary(forgotten.answers, forgotten.results), embeds: [], components: [] });
}
