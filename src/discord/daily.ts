// Daily puzzles' interactions: /daily and the post's Play button show today's puzzles on a
// private card; an answer button opens its modal; the modal and letters' "final" button play,
// and the card is updated in place; Share posts the player's share lines in the channel.

import { MessageFlags, type ButtonInteraction, type ChatInputCommandInteraction, type ModalSubmitInteraction } from "discord.js";
import type { DailyAnswered } from "../games/daily/daily.ts";
import { dailyPuzzle } from "../games/daily/puzzles.ts";
import { REMIND_HOURS } from "../games/daily/reminder.ts";
import type { BotContext } from "./context.ts";
import type { CustomId } from "./custom-ids.ts";
import { tellPrivately } from "./errors.ts";
import { playerOf } from "./players.ts";
import { answeredNote, dailyAnswerModal, dailyCardsMessage, dailyShareMessage } from "./render/daily.ts";
import { asEdit } from "./render/message.ts";
import { ANSWER_FIELD } from "./render/modal.ts";

type DailyId = Extract<CustomId, { kind: "dailyanswer" | "dailymodal" | "dailyfinal" }>;

/** Today's puzzles, opened for the player now; they close for everyone at midnight UTC. */
export async function showDailyPuzzles(i: ChatInputCommandInteraction | ButtonInteraction, ctx: BotContext): Promise<void> {
  const cards = await ctx.daily.open(playerOf(i), i.guildId);
  await i.reply({ ...dailyCardsMessage(cards), flags: MessageFlags.Ephemeral | MessageFlags.IsComponentsV2 });
}

/** /daily remind: streak reminders on or off, in the last hours of the puzzle day. */
export async function setDailyReminder(i: ChatInputCommandInteraction, ctx: BotContext, on: boolean): Promise<void> {
  await ctx.daily.remind(i.user.id, on);
  const content = on
    ? `Reminders on: in the last ${REMIND_HOURS} hours before the puzzles change (midnight UTC), when you next use Lexicord, I'll tell you privately if a streak is about to end.`
    : "Reminders off.";
  await i.reply({ content, flags: MessageFlags.Ephemeral });
}

export async function pressDailyAnswer(i: ButtonInteraction, _ctx: BotContext, { game, day }: DailyId): Promise<void> {
  await i.showModal(dailyAnswerModal(dailyPuzzle(day, game)));
}

/** The player's card, updated in place with what the answer did (a refusal included). */
async function showAnswered(i: ModalSubmitInteraction | ButtonInteraction, ctx: BotContext, day: string, answered: DailyAnswered): Promise<void> {
  const cards = await ctx.daily.cards(i.user.id, day);
  if (cards.length === 0 || (i.isModalSubmit() && !i.isFromMessage())) return tellPrivately(i, answeredNote(answered), ctx.logger);
  await i.update(asEdit(dailyCardsMessage(cards, answeredNote(answered))));
}

export async function submitDailyAnswer(i: ModalSubmitInteraction, ctx: BotContext, { game, day }: DailyId): Promise<void> {
  await showAnswered(i, ctx, day, await ctx.daily.answer(playerOf(i), game, day, i.fields.getTextInputValue(ANSWER_FIELD)));
}

export async function pressDailyFinal(i: ButtonInteraction, ctx: BotContext, { game, day }: DailyId): Promise<void> {
  await showAnswered(i, ctx, day, await ctx.daily.finish(playerOf(i), game, day));
}

/** The player's share lines of the day, in the channel for everyone: they name no answer. */
export async function shareDaily(i: ButtonInteraction, ctx: BotContext, { day }: Extract<CustomId, { kind: "dailyshare" }>): Promise<void> {
  const shares = (await ctx.daily.cards(i.user.id, day)).flatMap((card) => (card.share === null ? [] : [card.share]));
  if (shares.length === 0) return tellPrivately(i, "Nothing to share yet: finish a puzzle first.", ctx.logger);
  await i.reply(dailyShareMessage(playerOf(i).name, shares));
}
