// Letterpress versus in Discord: /letterpress versus challenges a player (or starts a game
// against the computer), the challenge's Accept and Decline, the board's Play (a modal),
// Pass and Resign (confirmed privately), /letterpress play, pass, resign and games. The host
// decides; this file reads the interaction and answers it. The boards themselves are the
// host's announcements (announcer.ts); a handler says only, privately, what it did or why not.

import { ThreadAutoArchiveDuration, type ButtonInteraction, type ChatInputCommandInteraction, MessageFlags, type ModalSubmitInteraction } from "discord.js";
import { VERSUS_LEVELS, type VersusGame, type VersusLevel } from "../games/model.ts";
import type { Checked } from "../games/rules.ts";
import { GAME_OVER, NOT_YOUR_GAME, NOT_YOUR_TURN, sideOf, toMove } from "../games/versus/rules.ts";
import type { BotContext } from "./context.ts";
import type { CustomId } from "./custom-ids.ts";
import { tellPrivately } from "./errors.ts";
import { playerOf } from "./players.ts";
import { resignButton, rows } from "./render/components.ts";
import { TILES_FIELD, versusModal, WORD_FIELD } from "./render/modal.ts";
import { challengeAnsweredMessage, gamesListText } from "./render/versus.ts";
import { asEdit } from "./render/message.ts";
import { versusNewsView, wordOn } from "../games/versus/news.ts";
import { plainText } from "./render/plain-text.ts";
import { openGameThread } from "./threads.ts";

type Press = Extract<CustomId, { kind: "versus" }>;
type Move = Extract<CustomId, { kind: "versusmodal" }>;

const IN_SERVER = "Letterpress versus is played in a server's channels.";

/** `/letterpress versus`: a person challenged, or the computer played at once. */
export async function challenge(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const { guildId, channelId } = interaction;
  if (guildId === null) return tellPrivately(interaction, IN_SERVER, ctx.logger);
  const user = interaction.options.getUser("opponent");
  const level = VERSUS_LEVELS.find((l) => l === interaction.options.getString("computer")) ?? null;
  if (user !== null && level !== null) return tellPrivately(interaction, "Play a person or the computer, not both: give `opponent` or `computer`.", ctx.logger);
  if (user?.bot) return tellPrivately(interaction, "Bots don't play Letterpress: challenge a person, or play me with `computer:`.", ctx.logger);
  const member = user === null ? null : interaction.options.getMember("opponent");
  const opponent = user === null ? null : { id: user.id, name: member !== null && "displayName" in member ? member.displayName : user.displayName };
  const request = { guildId, channelId, challenger: playerOf(interaction), opponent, level: level as VersusLevel | null };
  await answered(interaction, ctx, () => ctx.versus.challenge(request), (game) => (game.state === "challenged" ? `Challenge sent: ${plainText(game.players[1].name)} may accept it or decline.` : "Your game against the computer is under way: your move."));
}

/** A challenge's and a board's buttons. */
export async function pressVersus(interaction: ButtonInteraction, ctx: BotContext, { gameId, action }: Press): Promise<void> {
  const player = playerOf(interaction);
  switch (action) {
    case "accept":
      return quietly(interaction, ctx, () => ctx.versus.accept(gameId, player, { playIn: (game) => gameThread(interaction, game, ctx), challengeMessageId: interaction.message.id }));
    case "decline":
      return declineOrWithdraw(interaction, ctx, gameId);
    case "play": {
      const refused = await turnProblem(ctx, gameId, player.id);
      if (refused !== null) return tellPrivately(interaction, refused, ctx.logger);
      return interaction.showModal(versusModal(gameId));
    }
    case "pass":
      return quietly(interaction, ctx, () => ctx.versus.pass(gameId, player));
    case "resign": {
      const game = await ctx.store.getVersus(gameId);
      const refused = game === null || sideOf(game, player.id) === null ? NOT_YOUR_GAME : game.state !== "playing" ? GAME_OVER : null;
      if (refused !== null) return tellPrivately(interaction, refused, ctx.logger);
      return void (await interaction.reply({ content: "Resign this game? Your opponent wins it.", components: rows([resignButton(gameId)]), flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } }));
    }
    case "resign-yes": {
      await interaction.update({ content: "Resigning…", components: [] });
      const resigned = await ctx.versus.resign(gameId, player);
      return void (await interaction.editReply({ content: resigned.ok ? "You resigned." : resigned.error }));
    }
  }
}

/** The Play modal: the word, and the tiles if named. */
export async function submitMove(interaction: ModalSubmitInteraction, ctx: BotContext, { gameId }: Move): Promise<void> {
  const word = interaction.fields.getTextInputValue(WORD_FIELD);
  const tiles = interaction.fields.getTextInputValue(TILES_FIELD).trim();
  await quietly(interaction, ctx, () => ctx.versus.play(gameId, playerOf(interaction), word, tiles === "" ? undefined : tiles));
}

/** `/letterpress play|pass|resign`: the game this channel (or thread) means for the player. */
export async function moveByCommand(interaction: ChatInputCommandInteraction, ctx: BotContext, kind: "play" | "pass" | "resign"): Promise<void> {
  const player = playerOf(interaction);
  if (interaction.guildId === null) return tellPrivately(interaction, IN_SERVER, ctx.logger);
  const game = await ctx.versus.gameFor(interaction.guildId, interaction.channelId, player);
  if (!game.ok) return tellPrivately(interaction, game.error, ctx.logger);
  const id = game.value.id;
  if (kind === "pass") return answered(interaction, ctx, () => ctx.versus.pass(id, player), () => "You passed.");
  if (kind === "resign") return answered(interaction, ctx, () => ctx.versus.resign(id, player), () => "You resigned.");
  const tiles = interaction.options.getString("tiles")?.trim();
  const word = interaction.options.getString("word", true);
  await answered(interaction, ctx, () => ctx.versus.play(id, player, word, tiles ? tiles : undefined), ({ move }) => `You played ${wordOn(move)}.`);
}

/** `/letterpress games`: the player's running games here, with links, privately. */
export async function listGames(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  if (interaction.guildId === null) return tellPrivately(interaction, IN_SERVER, ctx.logger);
  const games = await ctx.versus.gamesOf(interaction.guildId, playerOf(interaction));
  await tellPrivately(interaction, gamesListText(games, interaction.user.id), ctx.logger);
}

/** The one challenged declines; the challenger's Decline withdraws the challenge. Its message
 *  then says so and loses its buttons (the news says it in the channel too). */
async function declineOrWithdraw(interaction: ButtonInteraction, ctx: BotContext, gameId: number): Promise<void> {
  const player = playerOf(interaction);
  await interaction.deferUpdate();
  const challenger = (await ctx.store.getVersus(gameId))?.players[0].id === player.id;
  const ended = challenger ? await ctx.versus.withdraw(gameId, player) : await ctx.versus.decline(gameId, player);
  if (!ended.ok) return tellPrivately(interaction, ended.error, ctx.logger);
  const view = versusNewsView({ event: "declined", game: ended.value, mention: null, by: challenger ? 0 : 1 });
  await interaction.editReply(asEdit(challengeAnsweredMessage(view, interaction.channelId)));
}

/** Why the player cannot move in the game now, or null (told before the modal opens). */
async function turnProblem(ctx: BotContext, gameId: number, playerId: string): Promise<string | null> {
  const game = await ctx.store.getVersus(gameId);
  if (game === null) return GAME_OVER;
  const side = sideOf(game, playerId);
  if (side === null) return NOT_YOUR_GAME;
  if (game.state !== "playing") return game.state === "challenged" ? "This game has not started: the challenge is waiting for an answer." : GAME_OVER;
  return toMove(game) === side ? null : NOT_YOUR_TURN;
}

/** A button or modal acknowledged with no message of its own (the board follows as news); a refusal privately. */
async function quietly(interaction: ButtonInteraction | ModalSubmitInteraction, ctx: BotContext, act: () => Promise<Checked<unknown>>): Promise<void> {
  await interaction.deferUpdate();
  const done = await act();
  if (!done.ok) await tellPrivately(interaction, done.error, ctx.logger);
}

/** A command answered privately: what it did, or why not. The news it causes is posted as a
 *  message of its own, not in this reply: an edited reply would not ping the player to move. */
async function answered<T>(interaction: ChatInputCommandInteraction, ctx: BotContext, act: () => Promise<Checked<T>>, said: (done: T) => string): Promise<void> {
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const done = await act();
  await tellPrivately(interaction, done.ok ? said(done.value) : done.error, ctx.logger);
}

/** The game's own thread, named for its players; it archives after a week without posts (a
 *  post brings it back), as a turn may take days. */
function gameThread(interaction: ButtonInteraction, game: VersusGame, ctx: BotContext): Promise<string | null> {
  const [blue, red] = game.players;
  const playerIds = game.players.filter((p) => !p.computer).map((p) => p.id);
  return openGameThread(interaction, { name: `Letterpress: ${blue.name} vs ${red.name}`, playerIds, archiveAfter: ThreadAutoArchiveDuration.OneWeek, about: { gameId: game.id } }, ctx.logger);
}
