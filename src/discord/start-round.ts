// Starting a round from a game command: cheap checks first with a private answer, then a
// public "thinking…" that the board replaces (the reply is lent to the announcer).

import { time, TimestampStyles, type ButtonInteraction, type ChatInputCommandInteraction } from "discord.js";
import type { OptionFields } from "../games/rules.ts";
import { RULES } from "../games/catalogue.ts";
import type { GameName, GuildSettings, OpponentLevel } from "../games/model.ts";
import type { BotContext } from "./context.ts";
import { tellPrivately } from "./errors.ts";
import { botPermissionProblem, startRefusal } from "./permissions.ts";
import { playerOf } from "./players.ts";
import { channelBusy } from "./refusals.ts";

const GAME_HERE = "A Countdown game is being played in this channel: join in, or wait for it to end (`/countdown stop` ends it).";

/** Why a round can't start in this channel now, or null. */
export async function startProblem(interaction: Starting, guildId: string, ctx: BotContext): Promise<string | null> {
  const running = interaction.channelId === null ? null : await ctx.engine.roundIn(interaction.channelId);
  // Between a game's rounds the channel is the game's: a round started then would stall it.
  if (interaction.channelId !== null && (await ctx.games.gameIn(interaction.channelId))) return GAME_HERE;
  if (running) {
    const ends = running.round.endsAt === null ? "" : `; it ends ${time(Math.floor(running.round.endsAt / 1000), TimestampStyles.RelativeTime)}`;
    return channelBusy(running.rules.title, ends);
  }
  return startRefusal(await ctx.store.guildSettings(guildId), interaction) ?? botPermissionProblem(interaction, ctx.readsChat);
}

/** A bad option (picks:cvc) is told privately before anything shows in the channel. */
function optionsProblem(game: GameName, fields: OptionFields, settings: GuildSettings): string | null {
  const read = RULES.get(game)?.readOptions(fields, settings);
  return read === undefined || read.ok ? null : read.error;
}

/** Options the player left out are left out here too, so the guild's defaults apply. */
function given(options: Record<string, string | number | boolean | null>): OptionFields {
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== null)) as OptionFields;
}

/** A game command, or the Play again button under a round's results. */
export type Starting = ChatInputCommandInteraction | ButtonInteraction;

/** `again`: the round whose game, options, opponent and rating Play again repeats; `opponent`:
 *  the computer's level when it plays too; `rated`: its results move its players' ratings. */
export async function startRound(
  interaction: Starting,
  ctx: BotContext,
  game: GameName,
  options: Record<string, string | number | boolean | null>,
  { again, opponent, rated }: { again?: number; opponent?: OpponentLevel | null; rated?: boolean } = {},
): Promise<void> {
  const { guildId, channelId } = interaction;
  if (guildId === null || channelId === null) return tellPrivately(interaction, "Rounds are played in a server's channels.", ctx.logger);
  const problem = (await startProblem(interaction, guildId, ctx)) ?? (again === undefined ? optionsProblem(game, given(options), await ctx.store.guildSettings(guildId)) : null);
  if (problem !== null) return tellPrivately(interaction, problem, ctx.logger);
  await interaction.deferReply();
  const request = { guildId, channelId, game, player: playerOf(interaction), options: given(options), again, opponent: opponent ?? undefined, rated };
  const { value: started, used } = await ctx.lent.lend(
    channelId,
    (message) => interaction.editReply(message),
    () => ctx.engine.start(request),
  );
  if (!started.ok) return tellPrivately(interaction, started.error, ctx.logger);
  if (!used) await interaction.deleteReply(); // the board went to the channel on its own
}
