// /daily: today's puzzles (Letter Boxed, a conundrum, a letters board), played privately.

import { SlashCommandBuilder } from "discord.js";
import type { SlashCommand } from "../src/discord/context.ts";
import { showDailyPuzzles } from "../src/discord/daily.ts";

export const command: SlashCommand = {
  data: new SlashCommandBuilder().setName("daily").setDescription("Today's puzzles, the same for everyone: play them privately"),
  execute: showDailyPuzzles,
};
