// /numbers: a Countdown numbers round. Without `large`, the starter chooses with buttons.

import { InteractionContextType, SlashCommandBuilder } from "discord.js";
import type { SlashCommand } from "../src/discord/context.ts";
import { durationOption, levelOf, levelOption, opponentOption, ratedOf, ratedOption } from "../src/discord/options.ts";
import { startRound } from "../src/discord/start-round.ts";

export const command: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("numbers")
    .setDescription("Start a Countdown numbers round: reach the target with six numbers")
    .setContexts(InteractionContextType.Guild)
    .addIntegerOption((o) =>
      o.setName("large").setDescription("How many large numbers (25 50 75 100); leave out to choose with buttons").setMinValue(0).setMaxValue(4),
    )
    .addIntegerOption(durationOption("numbers"))
    .addStringOption(opponentOption)
    .addStringOption(levelOption)
    .addBooleanOption(ratedOption),
  execute: (i, ctx) =>
    startRound(i, ctx, "numbers", { large: i.options.getInteger("large"), duration: i.options.getInteger("duration") }, { opponent: levelOf(i), rated: ratedOf(i) }),
};
