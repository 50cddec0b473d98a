// /guess: answer the round in this channel; the verdict comes back privately.

import { InteractionContextType, SlashCommandBuilder } from "discord.js";
import { answerPrivately } from "../src/discord/answers.ts";
import type { SlashCommand } from "../src/discord/context.ts";
import { MAX_ANSWER_CHARS } from "../src/games/model.ts";

export const command: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("guess")
    .setDescription("Answer the round in this channel (only you see the verdict)")
    .setContexts(InteractionContextType.Guild)
    .addStringOption((o) =>
      o
        .setName("answer")
        .setDescription("A word, an equation like (100+6)*9, or several words for Boggle and Letterpress")
        .setRequired(true)
        .setMaxLength(MAX_ANSWER_CHARS),
    ),
  execute: (i, ctx) => answerPrivately(i, ctx, i.options.getString("answer", true)),
};
