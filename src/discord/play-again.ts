// The Play again button under a round's results: the same game with the same options, in the
// same channel, started by whoever pressed it (every check a game command makes applies).

import type { ButtonInteraction } from "discord.js";
import type { BotContext } from "./context.ts";
import type { CustomId } from "./custom-ids.ts";
import { tellPrivately } from "./errors.ts";
import { startRound } from "./start-round.ts";

type Again = Extract<CustomId, { kind: "again" }>;

export async function playAgain(interaction: ButtonInteraction, ctx: BotContext, { roundId }: Again): Promise<void> {
  const earlier = await ctx.store.getRound(roundId);
  if (earlier === null || earlier.guildId !== interaction.guildId) {
    return tellPrivately(interaction, "I can't find that round to play it again: start one with its command.", ctx.logger);
  }
  await startRound(interaction, ctx, earlier.game, {}, { again: roundId });
}
