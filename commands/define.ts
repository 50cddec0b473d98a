// /define: a word's meaning in one line, from WordNet (offline), in the channel; privately while
// a round runs there or the asker has a daily puzzle open, and never for that board's words.

import { MessageFlags, SlashCommandBuilder } from "discord.js";
import type { SlashCommand } from "../src/discord/context.ts";
import { dailyInPlay, defineWhilePlaying, roundInPlay } from "../src/games/defining.ts";

export const command: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("define")
    .setDescription("What a word means, in one line")
    .addStringOption((o) => o.setName("word").setDescription("The word").setRequired(true).setMaxLength(40)),
  async execute(i, ctx) {
    const round = await ctx.engine.roundIn(i.channelId);
    const inPlay = [...(round?.round.state === "running" ? [roundInPlay(round.round, round.rules)] : []), ...(await ctx.daily.openFor(i.user.id)).map(dailyInPlay)];
    const answer = defineWhilePlaying(i.options.getString("word", true), inPlay);
    await i.reply({ content: answer.text, allowedMentions: { parse: [] }, ...(answer.privately ? { flags: MessageFlags.Ephemeral } : {}) });
  },
};
