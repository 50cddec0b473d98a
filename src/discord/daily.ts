// Daily puzzles' interactions: /daily and the post's Play button show today's puzzles
// privately; an answer button opens its modal; the modal and letters' "final" button play.

import { MessageFlags, type ButtonInteraction, type ChatInputCommandInteraction, type ModalSubmitInteraction } from "discord.js";
import { dailyPuzzle } from "../games/daily/puzzles.ts";
import { REMIND_HOURS } from "../games/daily/reminder.ts";
import type { BotContext } from "./context.ts";
import type { CustomId } from "./custom-ids.ts";
import { playerOf } from "./players.ts";
import { dailyAnsweredMessage, dailyAnswerModal, dailyCardsMessage } from "./render/daily.ts";
import { ANSWER_FIELD } from "./render/modal.ts";

type DailyId = Extract<CustomId, { kind: "dailyanswer" | "dailymodal" | "dailyfinal" }>;

/** Today's puzzles, opened for the player now: their answers count for today, whenever sent. */
export async function showDailyPuzzles(i: ChatInputCommandInteraction | ButtonInteraction, ctx: BotContext): Promise<void> {
  const cards = ctx.daily.open(playerOf(i), i.guildId);
  await i.reply({ ...dailyCardsMessage(cards), flags: MessageFlags.Ephemeral });
}

/** /daily remind: streak reminders on or off, in this server's time zone. */
export async function setDailyReminder(i: ChatInputCommandInteraction, ctx: BotContext, on: boolean): Promise<void> {
  ctx.daily.remind(i.user.id, i.guildId, on);
  const content = on
    ? `Reminders on: in the last ${REMIND_HOURS} hours of a day (${ctx.daily.zoneOf(i.guildId)}), when you next use Lexicord, I'll tell you privately if a streak is about to end.`
    : "Reminders off.";
  await i.reply({ content, flags: MessageFlags.Ephemeral });
}

export async function pressDailyAnswer(i: ButtonInteraction, _ctx: BotContext, { game, day }: DailyId): Promise<void> {
  await i.showModal(dailyAnswerModal(dailyPuzzle(day, game)));
}

export async function submitDailyAnswer(i: ModalSubmitInteraction, ctx: BotContext, { game, day }: DailyId): Promise<void> {
  const answered = ctx.daily.answer(playerOf(i), game, day, i.fields.getTextInputValue(ANSWER_FIELD));
  await i.reply({ ...dailyAnsweredMessage(answered), flags: MessageFlags.Ephemeral });
}

export async function pressDailyFinal(i: ButtonInteraction, ctx: BotContext, { game, day }: DailyId): Promise<void> {
  await i.reply({ ...dailyAnsweredMessage(ctx.daily.finish(playerOf(i), game, day)), flags: MessageFlags.Ephemeral });
}
