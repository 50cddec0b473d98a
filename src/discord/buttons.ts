// Button presses: a starter's pick, the Submit button (opens the answer modal), Play live,
// and leaderboard pages. A button meant for one person tells anyone else, privately, that it
// is not theirs. A button left on an ended round's message (its tidy-up failed) comes off
// at the first press, so nobody else presses it in vain.

import { MessageFlags, type ButtonInteraction } from "discord.js";
import { RULES } from "../games/catalogue.ts";
import { answerWays } from "./answer-ways.ts";
import type { BotContext } from "./context.ts";
import type { CustomId } from "./custom-ids.ts";
import { tellPrivately } from "./errors.ts";
import { launchLive } from "./launch.ts";
import { playerOf } from "./players.ts";
import { leaderboardReply, ratingTableReply } from "./leaderboard.ts";
import { withoutButtons } from "./render/layout.ts";
import { asEdit } from "./render/message.ts";
import { answerModal } from "./render/modal.ts";
import { howToPlayText, pickingMessage } from "./render/round.ts";
import { plainText } from "./render/plain-text.ts";
import { ROUND_OVER } from "./refusals.ts";
import { PICK_TAKEN } from "../games/refusals.ts";

type Pick = Extract<CustomId, { kind: "pick" }>;
type Submit = Extract<CustomId, { kind: "submit" }>;
type PlayLive = Extract<CustomId, { kind: "live" }>;
/** A points leaderboard's page buttons, or a rating table's. */
type Pages = Extract<CustomId, { kind: "leaderboard" | "ratings" }>;
type HowTo = Extract<CustomId, { kind: "howto" }>;

export async function pressPick(interaction: ButtonInteraction, ctx: BotContext, { roundId, choice, seen }: Pick): Promise<void> {
  const view = await ctx.engine.roundIn(interaction.channelId);
  if (view === null || view.round.id !== roundId) return roundOver(interaction, ctx);
  if (view.round.state !== "picking") {
    return tellPrivately(interaction, "The board is already picked: answer with `/guess` or the **Submit** button.", ctx.logger);
  }
  if (view.round.startedBy !== interaction.user.id) {
    return tellPrivately(interaction, `Not yours: only ${view.starterName === null ? "the player who started the round" : plainText(view.starterName)} picks this board.`, ctx.logger);
  }
  await interaction.deferUpdate();
  const { value: picked, used } = await ctx.lent.lend(
    interaction.channelId,
    (message) => interaction.editReply(message),
    () => ctx.engine.pick(interaction.channelId, playerOf(interaction), choice, roundId, seen),
  );
  if (!picked.ok && picked.error === PICK_TAKEN) return; // a double click: the first click picked
  if (!picked.ok) return tellPrivately(interaction, picked.error, ctx.logger);
  const now = picked.value;
  if (!used && now.round.state === "picking") {
    await interaction.editReply(asEdit(pickingMessage(now, ctx.clock.now())));
  }
}

export async function pressSubmit(interaction: ButtonInteraction, ctx: BotContext, { roundId }: Submit): Promise<void> {
  const view = await ctx.engine.roundIn(interaction.channelId);
  if (view === null || view.round.id !== roundId) return roundOver(interaction, ctx);
  if (view.round.state !== "running") return tellPrivately(interaction, "The board is still being picked: answer once the round starts.", ctx.logger);
  await interaction.showModal(answerModal(roundId, view.round.game, view.rules.title));
}

/** Opens the Activity on the round's board, for the presser only. */
export async function pressPlayLive(interaction: ButtonInteraction, ctx: BotContext, { roundId }: PlayLive): Promise<void> {
  const view = await ctx.engine.roundIn(interaction.channelId);
  if (view === null || view.round.id !== roundId) return roundOver(interaction, ctx);
  await launchLive(interaction, ctx);
}

/** The pressed button's round has ended: its message keeps no buttons, and the presser is told. */
async function roundOver(interaction: ButtonInteraction, ctx: BotContext): Promise<void> {
  const { message } = interaction;
  const laidOut = message.flags.has(MessageFlags.IsComponentsV2);
  await interaction.update({ components: laidOut ? withoutButtons(message.components.map((c) => c.toJSON())) : [] });
  await tellPrivately(interaction, ROUND_OVER, ctx.logger);
}

/** The rules of the game, privately, for whoever asks. */
export async function showHowToPlay(interaction: ButtonInteraction, ctx: BotContext, { game }: HowTo): Promise<void> {
  const rules = RULES.get(game);
  if (!rules) return tellPrivately(interaction, "I don't know that game any more.", ctx.logger);
  await tellPrivately(interaction, howToPlayText(rules, await answerWays(ctx.store, ctx.readsChat, ctx.livePlay, interaction.guildId)), ctx.logger);
}

export async function turnPage(interaction: ButtonInteraction, ctx: BotContext, pages: Pages): Promise<void> {
  if (pages.userId !== interaction.user.id) {
    return tellPrivately(interaction, "Not yours: these buttons belong to whoever asked for this leaderboard. Try `/leaderboard` yourself.", ctx.logger);
  }
  if (!interaction.inGuild()) return;
  const reply =
    pages.kind === "ratings"
      ? await ratingTableReply(ctx, interaction.guildId, pages.mode, { page: pages.page, userId: pages.userId, format: pages.format })
      : await leaderboardReply(ctx, interaction.guildId, pages.game, pages.period, pages.page, pages.userId, pages.format);
  await interaction.update(asEdit(reply));
}
