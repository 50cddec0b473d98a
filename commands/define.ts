// /define: a word's meaning in one line, from WordNet (offline), in the channel.

import { SlashCommandBuilder } from "discord.js";
import type { SlashCommand } from "../src/discord/context.ts";
import { defineReply } from "../src/games/definitions.ts";

export const command: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("define")
    .setDescription("What a word means, in one line")
    .addStringOption((o) => o.setName("word").setDescription("The word").setRequired(true).setMaxLength(40)),
  async execute(i) {
    await i.reply({ content: defineReply(i.options.getString("word", true)), allowedMentions: { parse: [] } });
  },
};
