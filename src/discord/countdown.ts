// /countdown in Discord: the lobby (a public message with Join, Leave and Start), then the
// game runs through the engine in a thread of its own (its players added) where the bot may
// create one, else in the channel; /countdown stop (in the game's thread or its channel), or
// /stop in the game's channel, ends it. The host decides,
// this file only reads the interaction and renders what comes back.

import { ChannelType, ThreadAutoArchiveDuration, type ButtonInteraction, type ChatInputCommandInteraction } from "discord.js";
import type { CountdownFormat, CountdownGame, OpponentLevel } from "../games/model.ts";
import type { BotContext } from "./context.ts";
import type { CustomId } from "./custom-ids.ts";
import { describeError, tellPrivately } from "./errors.ts";
import { canManageServer } from "./permissions.ts";
import { playerOf } from "./players.ts";
import { gameEndMessage, lobbyMessage, newsMessage } from "./render/countdown.ts";
import type { GameNews } from "../games/countdown/progress.ts";
import { asEdit } from "./render/message.ts";
import { startProblem } from "./start-round.ts";
import { openGameThread } from "./threads.ts";

type LobbyPress = Extract<CustomId, { kind: "game" }>;

export async function openLobby(interaction: ChatInputCommandInteraction, ctx: BotContext, format: CountdownFormat, level: OpponentLevel | null): Promise<void> {
  const { guildId, channelId } = interaction;
  if (guildId === null) return tellPrivately(interaction, "Countdown games are played in a server's channels.", ctx.logger);
  const problem = await startProblem(interaction, guildId, ctx);
  if (problem !== null) return tellPrivately(interaction, problem, ctx.logger);
  const opened = await ctx.games.open({ guildId, channelId, player: playerOf(interaction), format, level });
  if (!opened.ok) return tellPrivately(interaction, opened.error, ctx.logger);
  await interaction.reply(lobbyMessage(opened.value));
}

export async function pressLobby(interaction: ButtonInteraction, ctx: BotContext, { gameId, action }: LobbyPress): Promise<void> {
  const player = playerOf(interaction);
  if (action !== "start") {
    const changed = action === "join" ? await ctx.games.join(gameId, player) : await ctx.games.leave(gameId, player);
    if (!changed.ok) return tellPrivately(interaction, changed.error, ctx.logger);
    return void (await interaction.update(asEdit(lobbyMessage(changed.value))));
  }
  await interaction.deferUpdate();
  const started = await ctx.games.start(gameId, player, { playIn: (game) => gameThread(interaction, game, ctx), lobbyMessageId: interaction.message.id });
  if (!started.ok) return tellPrivately(interaction, started.error, ctx.logger);
  await interaction.editReply(asEdit(lobbyMessage(started.value)));
}

export async function stopGame(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const playedIn = await gameChannel(interaction, ctx);
  const stopped = await ctx.games.stop(playedIn, playerOf(interaction), canManageServer(interaction));
  if (!stopped.ok) return tellPrivately(interaction, stopped.error, ctx.logger);
  await interaction.reply(newsMessage(stopped.value));
  await stoppedOnLobby(interaction, stopped.value, playedIn, ctx);
}

/** The lobby no longer says the game is under way (best effort: the stop is done). */
async function stoppedOnLobby(interaction: ChatInputCommandInteraction, news: GameNews, playedIn: string, ctx: BotContext): Promise<void> {
  const lobby = news.lobby;
  if (!lobby?.messageId) return;
  try {
    const channel = await interaction.client.channels.fetch(lobby.channelId);
    if (channel?.isSendable()) await channel.messages.edit(lobby.messageId, asEdit(gameEndMessage(news, playedIn)));
  } catch (error) {
    ctx.logger.warn({ channelId: lobby.channelId, messageId: lobby.messageId, error: describeError(error) }, "could not say on the lobby that the game was stopped");
  }
}

/** The channel's own game, else the one in a thread of it (a game moves into its thread). */
async function gameChannel(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<string> {
  const { channel, channelId } = interaction;
  if ((await ctx.games.gameIn(channelId)) !== null || channel?.type !== ChannelType.GuildText) return channelId;
  for (const thread of channel.threads.cache.values()) if ((await ctx.games.gameIn(thread.id)) !== null) return thread.id;
  return channelId;
}

/** Where the bot may create threads, the game gets one, so the channel stays usable. */
function gameThread(interaction: ButtonInteraction, game: CountdownGame, ctx: BotContext): Promise<string | null> {
  const starter = game.players.find((p) => p.id === game.startedBy)?.name ?? "a";
  const playerIds = game.players.filter((p) => !p.computer).map((p) => p.id);
  return openGameThread(interaction, { name: `Countdown: ${starter}'s ${game.format} game`, playerIds, archiveAfter: ThreadAutoArchiveDuration.OneHour, about: { gameId: game.id } }, ctx.logger);
}
