// Starting a round from a game command: cheap checks first with a private answer, then a
// public "thinking…" that the board replaces (the reply is lent to the announcer).

import { time, TimestampStyles, type ChatInputCommandInteraction } from "discord.js";
import type { OptionFields } from "../games/rules.ts";
import type { GameName } from "../games/model.ts";
import type { BotContext } from "./context.ts";
import { tellPrivately } from "./errors.ts";
import { botPermissionProblem, startRefusal } from "./permissions.ts";
import { playerOf } from "./players.ts";
import { channelBusy } from "./refusals.ts";

/** Why a round can't start in this channel now, or null. */
function refusal(interaction: ChatInputCommandInteraction<"cached" | "raw">, ctx: BotContext): string | null {
  const running = ctx.engine.roundIn(interaction.channelId);
  if (running) {
    const ends = running.round.endsAt === null ? "" : `; it ends ${time(Math.floor(running.round.endsAt / 1000), TimestampStyles.RelativeTime)}`;
    return channelBusy(running.rules.title, ends);
  }
  return startRefusal(ctx.store.guildSettings(interaction.guildId), interaction) ?? botPermissionProblem(interaction, ctx.readsChat);
}

/** Options the player left out are left out here too, so the guild's defaults apply. */
function given(options: Record<string, string | number | boolean | null>): OptionFields {
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== null)) as OptionFields;
}

export async function startRound(
  interaction: ChatInputCommandInteraction,
  ctx: BotContext,
  game: GameName,
  options: Record<string, string | number | boolean | null>,
): Promise<void> {
  if (!interaction.inGuild()) return tellPrivately(interaction, "Rounds are played in a server's channels.", ctx.logger);
  const problem = refusal(interaction, ctx);
  if (problem !== null) return tellPrivately(interaction, problem, ctx.logger);
  await interaction.deferReply();
  const request = { guildId: interaction.guildId, channelId: interaction.channelId, game, player: playerOf(interaction), options: given(options) };
  const { value: started, used } = await ctx.lent.lend(
    interaction.channelId,
    (message) => interaction.editReply(message),
    () => ctx.engine.start(request),
  );
  if (!started.ok) return tellPrivately(interaction, started.error, ctx.logger);
  if (!used) await interaction.deleteReply(); // the board went to the channel on its own
}
