// The My words button of a find-all round (Boggle, Letterpress): the presser's words so far
// and what they would score, privately. Where shared words cancel (Boggle's box rule) it says "if".

import type { ButtonInteraction } from "discord.js";
import { allowedIn } from "../games/rulings.ts";
import { points } from "../games/words.ts";
import type { BotContext } from "./context.ts";
import type { CustomId } from "./custom-ids.ts";
import { tellPrivately } from "./errors.ts";
import { cutText } from "../cut-text.ts";
import { LIMITS } from "./render/limits.ts";
import { resultLines } from "./render/round.ts";
import { ROUND_OVER } from "./refusals.ts";

type MyWords = Extract<CustomId, { kind: "mywords" }>;

export async function showMyWords(interaction: ButtonInteraction, ctx: BotContext, { roundId }: MyWords): Promise<void> {
  const view = await ctx.engine.roundIn(interaction.channelId);
  if (view === null || view.round.id !== roundId) return tellPrivately(interaction, ROUND_OVER, ctx.logger);
  const { round, rules } = view;
  const mine = (await ctx.store.answersFor(round.id)).filter((a) => a.playerId === interaction.user.id);
  if (!mine.some((a) => a.ok)) return tellPrivately(interaction, "You haven't found a word yet: send some with `/guess` or **Submit words**.", ctx.logger);
  // Scored alone, nothing is shared yet: where shared words cancel, the total is only promised.
  const settings = await ctx.store.guildSettings(round.guildId);
  const [alone] = rules.score(round.board, round.options, mine, settings).standings;
  const [line] = resultLines([alone], () => "Your words", allowedIn(round.options));
  const total = `**${points(alone.points)}**${rules.sharedWordsCancel?.(round.options, settings) ? " if nobody else finds them" : " so far"}.`;
  await tellPrivately(interaction, cutText(`${line}\n${total}`, LIMITS.message), ctx.logger);
}
